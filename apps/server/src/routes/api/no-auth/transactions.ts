/** /api/no-auth/transactions… for guests, any served chain (no receipts or parsed results; an EVM transaction's page without them). */
import { EvmTransactionDetailSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { heightParam } from '../../../wire/common';
import { AnyTransactionListSchema, AnyTransactionSchema, heightOfTransaction } from '../../../families/types';
import { evmTransactionDetail } from '../shared/evm-transaction';
import { cacheIfFinal } from '../shared/final-blocks';
import { GUEST_LIMITS as L } from '../shared/limits';
import { BlockTxQuery, ChainBlockTxQuery, ChainPageQuery, ChainTxPath, chainBlockHeightPath, EvmTxPath } from '../shared/schemas';
import { blockTransactions, blockTxFilter, listTransactions, transactionByHash } from '../shared/transactions';

const tags = ['transactions (guest)'];
const ERRORS = [400, 500];

const transactions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    { config: { cache: true }, schema: { tags, operationId: 'getTransactionsGuest', description: 'Transactions, newest first', querystring: ChainPageQuery, response: responses(AnyTransactionListSchema, ERRORS) } },
    async (req) => ok(await listTransactions(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/transactions/block-height/:blockHeight',
    {
      schema: {
        tags,
        operationId: 'getBlockTransactionsGuest',
        description: 'Transactions of a block, in block order (at most 50 a page; sol: detail=full for the spec’s full rows, at most 20 a page)',
        params: z.object({ blockHeight: heightParam(L.heightRequired) }),
        querystring: BlockTxQuery,
        response: responses(AnyTransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.query.chain, req.params.blockHeight, req.query, L.blockTransactions, blockTxFilter(req.query))),
  );
  app.get(
    '/transactions/:chain/block-height/:blockHeight',
    {
      schema: {
        tags,
        operationId: 'getChainBlockTransactionsGuest',
        description: 'Transactions of a block, in block order, 20 a page by default, at most 50 (btc: with inputs and outputs; sol: detail=full for the spec’s full rows, at most 20 a page)',
        params: chainBlockHeightPath(L.heightRequired),
        querystring: ChainBlockTxQuery,
        response: responses(AnyTransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.params.chain, req.params.blockHeight, req.query, L.chainBlockTransactions, blockTxFilter(req.query))),
  );
  app.get(
    '/transactions/detail/:chain/:hash',
    {
      schema: {
        tags,
        operationId: 'getEvmTransactionPageGuest',
        description: 'One EVM transaction’s page: the transaction, its block and confirmations (receipt, token transfers and parse results are null: guests get no receipts)',
        params: EvmTxPath,
        response: responses(EvmTransactionDetailSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await evmTransactionDetail(app.repos, req.params.chain, req.params.hash, false)),
  );
  app.get(
    '/transactions/:chain/:hash',
    { schema: { tags, operationId: 'getTransactionGuest', description: 'A transaction by hash (btc: txid)', params: ChainTxPath, response: responses(AnyTransactionSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const tx = await transactionByHash(app.repos, req.params.chain, req.params.hash);
      if (await cacheIfFinal(app, req, reply, req.params.chain, heightOfTransaction(tx), tx.hash)) return reply;
      return ok(tx);
    },
  );
};

export default transactions;
