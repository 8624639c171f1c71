/**
 * CSV downloads on both mounts (mount.ts): /blocks.csv (an API key needs blocks:read) and
 * /blocks/{height}/transactions.csv (transactions:read), at most the mount's CSV row cap (limits.ts;
 * the guests' block list reaches only the newest blocks).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOCK_TX_CSV_HEADER, BLOCKS_CSV_HEADER, BlockTxCsvQuery, BlocksCsvQuery, csvResponses, sendBlockTxCsv, sendBlocksCsv } from './csv';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { heightPath } from './schemas';

export const csvRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const L = m.limits;
    const tags = tagsOf(m, 'csv');
    app.get(
      '/blocks.csv',
      {
        config: routeConfig(m, 'blocks:read'),
        schema: { tags, operationId: operationId(m, 'getBlocksCsv'), description: 'The block list as CSV (the list’s query), newest first', produces: ['text/csv'], querystring: BlocksCsvQuery, response: csvResponses(m.errors, BLOCKS_CSV_HEADER) },
      },
      async (req, reply) => {
        await sendBlocksCsv(app, reply, req.query, L);
        return reply;
      },
    );
    app.get(
      '/blocks/:height/transactions.csv',
      {
        config: routeConfig(m, 'transactions:read'),
        schema: {
          tags,
          operationId: operationId(m, 'getBlockTransactionsCsv'),
          description: 'A block’s transactions as CSV, in block order',
          produces: ['text/csv'],
          params: heightPath(L.heightRequired),
          querystring: BlockTxCsvQuery,
          response: csvResponses(errorsOf(m, 404, 410), BLOCK_TX_CSV_HEADER),
        },
      },
      async (req, reply) => {
        await sendBlockTxCsv(app, reply, req.query.chain, req.params.height, req.query, L);
        return reply;
      },
    );
  };
