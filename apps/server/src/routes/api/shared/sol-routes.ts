/**
 * The /sol/… routes (a slot's transactions, a transaction's detail and its artifacts), registered
 * once for signed-in users (/api/v1: a key needs transactions:read) and once for guests
 * (/api/no-auth: guest caps), with the access of each.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import type { ApiScope } from '../../../plugins/app/api-key-auth';
import type { AccessLimits } from './limits';
import { operationIdOf } from './operation-id';
import { slotPath, SlotTransactionsResponse, SlotTxQuery, slotTransactions, SolArtifactsSchema, SolTransactionSchema, transactionArtifacts, transactionDetail, TxDetailQuery, TxIdPath } from './sol';

export interface SolRouteAccess {
  limits: AccessLimits;
  tags: string[];
  /** error statuses besides 404 */
  errors: number[];
  config: { scope?: ApiScope };
}

export function solRoutes({ limits: L, tags, errors, config }: SolRouteAccess): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sol/blocks/:slot/transactions',
      {
        config,
        schema: {
          tags,
          operationId: operationIdOf('getSolSlotTransactions', config),
          description: 'Transactions of a slot in block order, 20 a page by default (vote=false or include_votes=false leaves votes out; detail=full: the spec’s full rows)',
          params: slotPath(L.heightRequired),
          querystring: SlotTxQuery,
          response: SlotTransactionsResponse([...errors, 404]),
        },
      },
      async (req) => slotTransactions(app.repos, req.params.slot, req.query, L.chainBlockTransactions),
    );
    app.get(
      '/sol/tx/detail',
      { config, schema: { tags, operationId: operationIdOf('getSolTransaction', config), description: 'A transaction by signature (signature, tx_id or id)', querystring: TxDetailQuery, response: responses(SolTransactionSchema, [...errors, 404]) } },
      async (req, reply) => {
        const tx = await transactionDetail(app, req, reply, req.query);
        return tx === null ? reply : ok(tx);
      },
    );
    app.get(
      '/sol/tx/:id/artifacts',
      { config, schema: { tags, operationId: operationIdOf('getSolTransactionArtifacts', config), description: 'A transaction’s transfer events and instructions (with program names)', params: TxIdPath, response: responses(SolArtifactsSchema, [...errors, 404]) } },
      async (req, reply) => {
        const artifacts = await transactionArtifacts(app, req, reply, req.params.id);
        return artifacts === null ? reply : ok(artifacts);
      },
    );
  };
}
