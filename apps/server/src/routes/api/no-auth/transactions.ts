/** /api/no-auth/transactions… for guests (no receipts or parsed results). */
import { TransactionListSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { heightParam } from '../../../wire/common';
import { GUEST_LIMITS as L } from '../shared/limits';
import { ChainPageQuery } from '../shared/schemas';
import { blockTransactions, listTransactions } from '../shared/transactions';

const tags = ['transactions (guest)'];
const ERRORS = [400, 500];

const transactions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    { config: { cache: true }, schema: { tags, summary: 'Transactions, newest first', querystring: ChainPageQuery, response: responses(TransactionListSchema, ERRORS) } },
    async (req) => ok(await listTransactions(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/transactions/block-height/:blockHeight',
    {
      schema: {
        tags,
        summary: 'Transactions of a block, in block order (at most 50 a page)',
        params: z.object({ blockHeight: heightParam(L.heightRequired) }),
        querystring: ChainPageQuery,
        response: responses(TransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.query.chain, req.params.blockHeight, req.query, L)),
  );
};

export default transactions;
