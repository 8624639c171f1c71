/** CSV downloads for guests: /blocks.csv and /blocks/{height}/transactions.csv (at most 1,000 rows; the block list reaches the 100 newest blocks). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUEST_LIMITS as L } from '../shared/limits';
import { BLOCK_TX_CSV_HEADER, BLOCKS_CSV_HEADER, BlockTxCsvQuery, BlocksCsvQuery, csvResponses, sendBlockTxCsv, sendBlocksCsv } from '../shared/csv';
import { heightPath } from '../shared/schemas';

const tags = ['csv (guest)'];

const csv: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks.csv',
    { schema: { tags, operationId: 'getBlocksCsvGuest', description: 'The block list as CSV (the list’s query), newest first', produces: ['text/csv'], querystring: BlocksCsvQuery, response: csvResponses([400, 500], BLOCKS_CSV_HEADER) } },
    async (req, reply) => {
      await sendBlocksCsv(app, reply, req.query, L);
      return reply;
    },
  );
  app.get(
    '/blocks/:height/transactions.csv',
    {
      schema: {
        tags,
        operationId: 'getBlockTransactionsCsvGuest',
        description: 'A block’s transactions as CSV, in block order',
        produces: ['text/csv'],
        params: heightPath(L.heightRequired),
        querystring: BlockTxCsvQuery,
        response: csvResponses([400, 404, 500], BLOCK_TX_CSV_HEADER),
      },
    },
    async (req, reply) => {
      await sendBlockTxCsv(app, reply, req.query.chain, req.params.height, req.query, L);
      return reply;
    },
  );
};

export default csv;
