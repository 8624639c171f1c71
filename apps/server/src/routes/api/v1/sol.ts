/** /api/v1/sol/… for signed-in users: a slot's transactions, a transaction's detail and its artifacts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { USER_LIMITS as L } from '../shared/limits';
import { slotPath, SlotTransactionsResponse, SlotTxQuery, slotTransactions, SolArtifactsSchema, SolTransactionSchema, transactionArtifacts, transactionDetail, TxDetailQuery, TxIdPath } from '../shared/sol';

const tags = ['sol'];
const ERRORS = [400, 401, 500];
const config = { scope: 'transactions:read' } as const;

const sol: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sol/blocks/:slot/transactions',
    {
      config,
      schema: {
        tags,
        summary: 'Transactions of a slot in block order, 20 a page by default (vote=false or include_votes=false leaves votes out)',
        params: slotPath(L.heightRequired),
        querystring: SlotTxQuery,
        response: SlotTransactionsResponse([...ERRORS, 404]),
      },
    },
    async (req) => slotTransactions(app.repos, req.params.slot, req.query, L.chainBlockTransactions),
  );
  app.get(
    '/sol/tx/detail',
    { config, schema: { tags, summary: 'A transaction by signature (signature, tx_id or id)', querystring: TxDetailQuery, response: responses(SolTransactionSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const tx = await transactionDetail(app, req, reply, req.query);
      return tx === null ? reply : ok(tx);
    },
  );
  app.get(
    '/sol/tx/:id/artifacts',
    { config, schema: { tags, summary: 'A transaction’s transfer events and instructions (with program names)', params: TxIdPath, response: responses(SolArtifactsSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const artifacts = await transactionArtifacts(app, req, reply, req.params.id);
      return artifacts === null ? reply : ok(artifacts);
    },
  );
};

export default sol;
