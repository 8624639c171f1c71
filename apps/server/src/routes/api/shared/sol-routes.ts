/**
 * The /sol/… routes (a slot's transactions, a transaction's detail and its artifacts) on both mounts
 * (mount.ts; a key needs transactions:read; guests get smaller pages).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { slotPath, SlotTransactionsResponse, SlotTxQuery, slotTransactions, SolArtifactsSchema, SolTransactionSchema, transactionArtifacts, transactionDetail, TxDetailQuery, TxIdPath } from './sol';

export const solRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const L = m.limits;
    const tags = tagsOf(m, 'sol');
    const config = routeConfig(m, 'transactions:read');
    app.get(
      '/sol/blocks/:slot/transactions',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getSolSlotTransactions'),
          description: 'Transactions of a slot in block order, 20 a page by default (vote=false or include_votes=false leaves votes out; detail=full: the spec’s full rows)',
          params: slotPath(L.heightRequired),
          querystring: SlotTxQuery,
          response: SlotTransactionsResponse(errorsOf(m, 404, 410)),
        },
      },
      async (req) => slotTransactions(app.repos, req.params.slot, req.query, L.chainBlockTransactions),
    );
    app.get(
      '/sol/tx/detail',
      { config, schema: { tags, operationId: operationId(m, 'getSolTransaction'), description: 'A transaction by signature (signature, tx_id or id)', querystring: TxDetailQuery, response: responses(SolTransactionSchema, errorsOf(m, 404, 410)) } },
      async (req, reply) => {
        const tx = await transactionDetail(app, req, reply, req.query);
        return tx === null ? reply : ok(tx);
      },
    );
    app.get(
      '/sol/tx/:id/artifacts',
      { config, schema: { tags, operationId: operationId(m, 'getSolTransactionArtifacts'), description: 'A transaction’s transfer events and instructions (with program names)', params: TxIdPath, response: responses(SolArtifactsSchema, errorsOf(m, 404, 410)) } },
      async (req, reply) => {
        const artifacts = await transactionArtifacts(app, req, reply, req.params.id);
        return artifacts === null ? reply : ok(artifacts);
      },
    );
  };
