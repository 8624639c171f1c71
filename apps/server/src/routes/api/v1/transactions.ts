/**
 * /api/v1/transactions… for signed-in users: lists, a block's transactions and one transaction for
 * any served chain (shapes by family); receipts, parsed results and a transaction's page for EVM chains.
 */
import { EvmTransactionDetailSchema, ParsedResultSchema, ReceiptSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { AnyTransactionListSchema, AnyTransactionSchema, heightOfTransaction } from '../../../families/types';
import { evmTransactionDetail } from '../shared/evm-transaction';
import { cacheIfFinal } from '../shared/final-blocks';
import { USER_LIMITS as L } from '../shared/limits';
import { BlockTxQuery, ChainBlockTxQuery, ChainPageQuery, ChainTxPath, chainBlockHeightPath, EvmHashChainPath, EvmHashPath, EvmTxPath, heightPath, OptionalEvmChainQuery } from '../shared/schemas';
import { blockTransactions, blockTxFilter, listTransactions, parsedResults, transactionByHash, transactionReceipt } from '../shared/transactions';

const tags = ['transactions'];
const ERRORS = [400, 401, 500];

const transactions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    { config: { scope: 'transactions:read', cache: true }, schema: { tags, operationId: 'getTransactions', description: 'Transactions, newest first', querystring: ChainPageQuery, response: responses(AnyTransactionListSchema, ERRORS) } },
    async (req) => ok(await listTransactions(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/transactions/block-height/:height',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        operationId: 'getBlockTransactions',
        description: 'Transactions of a block, in block order (sol: detail=full for the spec’s full rows, at most 50 a page)',
        params: heightPath(L.heightRequired),
        querystring: BlockTxQuery,
        response: responses(AnyTransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.query.chain, req.params.height, req.query, L.blockTransactions, blockTxFilter(req.query))),
  );
  app.get(
    '/transactions/:chain/block-height/:blockHeight',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        operationId: 'getChainBlockTransactions',
        description: 'Transactions of a block, in block order, 20 a page by default (btc: with inputs and outputs; sol: detail=full for the spec’s full rows, at most 50 a page)',
        params: chainBlockHeightPath(L.heightRequired),
        querystring: ChainBlockTxQuery,
        response: responses(AnyTransactionListSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await blockTransactions(app.repos, req.params.chain, req.params.blockHeight, req.query, L.chainBlockTransactions, blockTxFilter(req.query))),
  );
  app.get(
    '/transactions/:chain/:hash',
    { config: { scope: 'transactions:read' }, schema: { tags, operationId: 'getTransaction', description: 'A transaction by hash (btc: txid)', params: ChainTxPath, response: responses(AnyTransactionSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const tx = await transactionByHash(app.repos, req.params.chain, req.params.hash);
      if (await cacheIfFinal(app, req, reply, req.params.chain, heightOfTransaction(tx), tx.hash)) return reply;
      return ok(tx);
    },
  );
  app.get(
    '/transactions/detail/:chain/:hash',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        operationId: 'getEvmTransactionPage',
        description: 'One EVM transaction’s page: the transaction, its block and confirmations, its receipt, token transfers and parse results',
        params: EvmTxPath,
        response: responses(EvmTransactionDetailSchema, [...ERRORS, 404]),
      },
    },
    async (req) => ok(await evmTransactionDetail(app.repos, req.params.chain, req.params.hash, true)),
  );
  app.get(
    '/transactions/receipt/:hash/:chain',
    { config: { scope: 'transactions:read' }, schema: { tags, operationId: 'getTransactionReceipt', description: 'Receipt of a transaction', params: EvmHashChainPath, response: responses(ReceiptSchema, [...ERRORS, 404]) } },
    async (req) => ok(await transactionReceipt(app.repos, req.params.chain, req.params.hash)),
  );
  app.get(
    '/transactions/parsed/:hash',
    {
      config: { scope: 'transactions:read' },
      schema: {
        tags,
        operationId: 'getParsedResults',
        description: 'Parsed results of a transaction (its ERC-20 transfers)',
        params: EvmHashPath,
        querystring: OptionalEvmChainQuery,
        response: responses(z.array(ParsedResultSchema), [...ERRORS, 404]),
      },
    },
    async (req) => ok(await parsedResults(app.repos, req.params.hash, req.query.chain)),
  );
};

export default transactions;
