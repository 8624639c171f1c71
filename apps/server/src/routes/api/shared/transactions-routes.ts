/**
 * /transactions… on both mounts (mount.ts): lists, a block's transactions and one transaction for any
 * served chain (shapes by family), and an EVM transaction's page — with its receipt, token transfers
 * and parse results signed in only (guests get nulls there). Receipts and parsed results exist on
 * /api/v1 only. A block's transactions take the height as {blockHeight} for guests, {height} signed in.
 */
import { EvmTransactionDetailSchema, ParsedResultSchema, ReceiptSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { AnyTransactionListSchema, AnyTransactionSchema, familyReads } from '../../../families';
import { heightParam } from '../../../wire/common';
import { evmTransactionDetail } from './evm-transaction';
import { cacheIfFinal } from './final-blocks';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { BlockTxQuery, ChainBlockTxQuery, ChainPageQuery, ChainTxPath, chainBlockHeightPath, EvmHashChainPath, EvmHashPath, EvmTxPath, OptionalEvmChainQuery } from './schemas';
import { blockTransactions, blockTxFilter, listTransactions, parsedResults, transactionByHash, transactionReceipt } from './transactions';

export const transactionRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const L = m.limits;
    const tags = tagsOf(m, 'transactions');
    const config = routeConfig(m, 'transactions:read');
    const heightName = m.signedIn ? 'height' : 'blockHeight';

    app.get(
      '/transactions',
      { config: routeConfig(m, 'transactions:read', { cache: true }), schema: { tags, operationId: operationId(m, 'getTransactions'), description: 'Transactions, newest first', querystring: ChainPageQuery, response: responses(AnyTransactionListSchema, m.errors) } },
      async (req) => ok(await listTransactions(app.repos, req.query.chain, req.query, L)),
    );
    app.get(
      `/transactions/block-height/:${heightName}`,
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getBlockTransactions'),
          description: `Transactions of a block, in block order (${m.signedIn ? '' : `at most ${L.blockTransactions.cap} a page; `}sol: detail=full for the spec’s full rows, at most ${L.blockTransactions.fullRows} a page)`,
          params: z.object({ [heightName]: heightParam(L.heightRequired) }),
          querystring: BlockTxQuery,
          response: responses(AnyTransactionListSchema, errorsOf(m, 404, 410)),
        },
      },
      async (req) => ok(await blockTransactions(app.repos, req.query.chain, (req.params as Record<string, number>)[heightName]!, req.query, L.blockTransactions, blockTxFilter(req.query))),
    );
    app.get(
      '/transactions/:chain/block-height/:blockHeight',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getChainBlockTransactions'),
          description: `Transactions of a block, in block order, ${L.chainBlockTransactions.defaultSize} a page by default${m.signedIn ? '' : `, at most ${L.chainBlockTransactions.cap}`} (btc: with inputs and outputs; sol: detail=full for the spec’s full rows, at most ${L.chainBlockTransactions.fullRows} a page)`,
          params: chainBlockHeightPath(L.heightRequired),
          querystring: ChainBlockTxQuery,
          response: responses(AnyTransactionListSchema, errorsOf(m, 404, 410)),
        },
      },
      async (req) => ok(await blockTransactions(app.repos, req.params.chain, req.params.blockHeight, req.query, L.chainBlockTransactions, blockTxFilter(req.query))),
    );
    app.get(
      '/transactions/:chain/:hash',
      { config, schema: { tags, operationId: operationId(m, 'getTransaction'), description: 'A transaction by hash (btc: txid)', params: ChainTxPath, response: responses(AnyTransactionSchema, errorsOf(m, 404, 410)) } },
      async (req, reply) => {
        const tx = await transactionByHash(app.repos, req.params.chain, req.params.hash);
        if (await cacheIfFinal(app, req, reply, req.params.chain, familyReads(req.params.chain).heightOf(tx), tx.hash)) return reply;
        return ok(tx);
      },
    );
    app.get(
      '/transactions/detail/:chain/:hash',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getEvmTransactionPage'),
          description: m.signedIn
            ? 'One EVM transaction’s page: the transaction, its block and confirmations, its receipt, token transfers and parse results'
            : 'One EVM transaction’s page: the transaction, its block and confirmations (receipt, token transfers and parse results are null: guests get no receipts)',
          params: EvmTxPath,
          response: responses(EvmTransactionDetailSchema, errorsOf(m, 404, 410)),
        },
      },
      async (req) => ok(await evmTransactionDetail(app.repos, req.params.chain, req.params.hash, m.signedIn)),
    );
    // receipts and parsed results: signed in only
    if (!m.signedIn) return;
    app.get(
      '/transactions/receipt/:hash/:chain',
      { config, schema: { tags, operationId: operationId(m, 'getTransactionReceipt'), description: 'Receipt of a transaction', params: EvmHashChainPath, response: responses(ReceiptSchema, errorsOf(m, 404, 410)) } },
      async (req) => ok(await transactionReceipt(app.repos, req.params.chain, req.params.hash)),
    );
    app.get(
      '/transactions/parsed/:hash',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getParsedResults'),
          description: 'Parsed results of a transaction (its ERC-20 transfers)',
          params: EvmHashPath,
          querystring: OptionalEvmChainQuery,
          response: responses(z.array(ParsedResultSchema), errorsOf(m, 404, 410)),
        },
      },
      async (req) => ok(await parsedResults(app.repos, req.params.hash, req.query.chain)),
    );
  };
