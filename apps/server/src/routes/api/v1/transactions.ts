/** /api/v1/transactions… for signed-in users: lists, a block's transactions, receipts, parsed results. */
import { ParsedResultSchema, ReceiptSchema, TransactionListSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { USER_LIMITS as L } from '../shared/limits';
import { ChainPageQuery, HashChainPath, HashPath, heightPath, OptionalChainQuery } from '../shared/schemas';
import { blockTransactions, listTransactions, parsedResults, transactionReceipt } from '../shared/transactions';

const tags = ['transactions'];
const ERRORS = [400, 401, 500];

const transactions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    { config: { scope: 'transactions:read', cache: true }, schema: { tags, summary: 'Transactions, newest first', querystring: ChainPageQuery, response: responses(TransactionListSchema, ERRORS) } },
    async (req) => ok(await listTransactions(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/transactions/block-height/:height',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        summary: 'Transactions of a block, in block order',
        params: heightPath(L.heightRequired),
        querystring: ChainPageQuery,
        response: responses(TransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.query.chain, req.params.height, req.query, L)),
  );
  app.get(
    '/transactions/receipt/:hash/:chain',
    { config: { scope: 'transactions:read' }, schema: { tags, summary: 'Receipt of a transaction', params: HashChainPath, response: responses(ReceiptSchema, [...ERRORS, 404]) } },
    async (req) => ok(await transactionReceipt(app.repos, req.params.chain, req.params.hash)),
  );
  app.get(
    '/transactions/parsed/:hash',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        summary: 'Parsed results of a transaction (its ERC-20 transfers)',
        params: HashPath,
        querystring: OptionalChainQuery,
        response: responses(z.array(ParsedResultSchema), [...ERRORS, 404]),
      },
    },
    async (req) => ok(await parsedResults(app.repos, req.params.hash, req.query.chain)),
  );
};

export default transactions;
