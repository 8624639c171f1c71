/** CSV downloads for signed-in callers and API keys: /blocks.csv (blocks:read) and /blocks/{height}/transactions.csv (transactions:read), at most 10,000 rows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_LIMITS as L } from '../shared/limits';
import { BLOCK_TX_CSV_HEADER, BLOCKS_CSV_HEADER, BlockTxCsvQuery, BlocksCsvQuery, csvResponses, sendBlockTxCsv, sendBlocksCsv } from '../shared/csv';
import { heightPath } from '../shared/schemas';

const tags = ['csv'];

const csv: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks.csv',
    { config: { scope: 'blocks:read' }, schema: { tags, operationId: 'getBlocksCsv', description: 'The block list as CSV (the list’s query), newest first', produces: ['text/csv'], querystring: BlocksCsvQuery, response: csvResponses([400, 401, 500], BLOCKS_CSV_HEADER) } },
    async (req, reply) => {
      await sendBlocksCsv(app, reply, req.query, L);
      return reply;
    },
  );
  app.get(
    '/blocks/:height/transactions.csv',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        operationId: 'getBlockTransactionsCsv',
        description: 'A block’s transactions as CSV, in block order',
        produces: ['text/csv'],
        params: heightPath(L.heightRequired),
        querystring: BlockTxCsvQuery,
        response: csvResponses([400, 401, 404, 500], BLOCK_TX_CSV_HEADER),
      },
    },
    async (req, reply) => {
      await sendBlockTxCsv(app, reply, req.query.chain, req.params.height, req.query, L);
      return reply;
    },
  );
};

export default csv;
