/**
 * The Esplora-compatible REST API (issue 28) at /{chain}/esplora/api for every chain whose family has
 * one (Bitcoin): the paths, JSON shapes, text answers and errors of Blockstream's Esplora, so BDK,
 * mempool.js and other Esplora clients work unchanged. Access: anyone, with the guest caps; a caller
 * with a bearer token or an API key is checked as on /api/v1 (the route's scope, the key's hourly
 * limit). Errors are Esplora's: a status and a short English text (the auth layer's in Chinese).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiScope } from '../../plugins/app/api-key-auth';
import { HttpError } from '../../http/errors';
import { ESPLORA_CHAINS, serverFamily } from '../../families';
import type { EsploraApi } from '../../families/types';
import { GUEST_LIMITS } from '../api/shared/limits';
import { EXAMPLES, TEXT_ERRORS } from './examples';

const HEIGHT = /^\d{1,10}$/;
const TEXT = 'text/plain; charset=utf-8';
const hasCredentials = (req: FastifyRequest) => req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined || req.headers['x-api-secret'] !== undefined;

function heightOf(value: string, what: string): number {
  if (!HEIGHT.test(value)) throw new HttpError(400, `Invalid ${what}`);
  return Number(value);
}

type Handler = (api: EsploraApi, params: Record<string, string>) => Promise<unknown>;
interface Path {
  url: string;
  scope: ApiScope;
  operationId: string;
  description: string;
  /** the answer is text (a height, a hash, hex), not JSON */
  text?: true;
  /** the answer is hex sent as bytes (application/octet-stream) */
  binary?: true;
  run: Handler;
}

const PATHS: readonly Path[] = [
  { url: '/blocks/tip/height', scope: 'blocks:read', operationId: 'esploraTipHeight', description: 'The height of the newest indexed block (text)', text: true, run: async (api) => String(await api.tipHeight()) },
  { url: '/blocks/tip/hash', scope: 'blocks:read', operationId: 'esploraTipHash', description: 'The hash of the newest indexed block (text)', text: true, run: (api) => api.tipHash() },
  { url: '/blocks', scope: 'blocks:read', operationId: 'esploraBlocks', description: 'The 10 newest blocks', run: (api) => api.blocks() },
  { url: '/blocks/:start_height', scope: 'blocks:read', operationId: 'esploraBlocksFrom', description: 'Ten blocks from start_height down', run: (api, p) => api.blocks(heightOf(p.start_height!, 'start height')) },
  { url: '/block-height/:height', scope: 'blocks:read', operationId: 'esploraBlockHeight', description: 'The hash of the block at a height (text)', text: true, run: (api, p) => api.blockHashAt(heightOf(p.height!, 'block height')) },
  { url: '/block/:hash', scope: 'blocks:read', operationId: 'esploraBlock', description: 'A block: header fields, size, weight, transaction count', run: (api, p) => api.block(p.hash!) },
  { url: '/block/:hash/status', scope: 'blocks:read', operationId: 'esploraBlockStatus', description: 'Whether a block is in the best chain, and the next one', run: (api, p) => api.blockStatus(p.hash!) },
  { url: '/block/:hash/txids', scope: 'blocks:read', operationId: 'esploraBlockTxids', description: 'Every txid of a block, in block order', run: (api, p) => api.blockTxids(p.hash!) },
  { url: '/block/:hash/txs', scope: 'transactions:read', operationId: 'esploraBlockTxs', description: 'The first 25 transactions of a block', run: (api, p) => api.blockTxs(p.hash!, 0) },
  { url: '/block/:hash/txs/:start_index', scope: 'transactions:read', operationId: 'esploraBlockTxsFrom', description: '25 transactions of a block from start_index (a multiple of 25)', run: (api, p) => api.blockTxs(p.hash!, heightOf(p.start_index!, 'start index')) },
  { url: '/block/:hash/txid/:index', scope: 'blocks:read', operationId: 'esploraBlockTxid', description: 'The txid at a position of a block (text)', text: true, run: (api, p) => api.blockTxid(p.hash!, heightOf(p.index!, 'index')) },
  { url: '/block/:hash/header', scope: 'blocks:read', operationId: 'esploraBlockHeader', description: 'A block’s 80-byte header in hex (text)', text: true, run: (api, p) => api.blockHeader(p.hash!) },
  { url: '/tx/:txid', scope: 'transactions:read', operationId: 'esploraTx', description: 'A transaction with its inputs (and the outputs they spend), outputs, fee and status', run: (api, p) => api.tx(p.txid!) },
  { url: '/tx/:txid/status', scope: 'transactions:read', operationId: 'esploraTxStatus', description: 'A transaction’s confirmation status', run: (api, p) => api.txStatus(p.txid!) },
  { url: '/tx/:txid/hex', scope: 'transactions:read', operationId: 'esploraTxHex', description: 'A transaction’s raw bytes in hex, from the node (text)', text: true, run: (api, p) => api.txHex(p.txid!) },
  { url: '/tx/:txid/outspends', scope: 'transactions:read', operationId: 'esploraTxOutspends', description: 'For each output, whether and by which input it is spent', run: (api, p) => api.txOutspends(p.txid!) },
  { url: '/tx/:txid/outspend/:vout', scope: 'transactions:read', operationId: 'esploraTxOutspend', description: 'Whether and by which input one output is spent', run: (api, p) => api.txOutspend(p.txid!, heightOf(p.vout!, 'output index')) },
  { url: '/tx/:txid/raw', scope: 'transactions:read', operationId: 'esploraTxRaw', description: 'A transaction’s raw bytes, from the node (binary)', binary: true, run: (api, p) => api.txHex(p.txid!) },
  { url: '/address/:address', scope: 'addresses:read', operationId: 'esploraAddress', description: 'An address’s funded and spent output counts and sums and its transaction count', run: (api, p) => api.address(p.address!) },
  { url: '/address/:address/txs', scope: 'addresses:read', operationId: 'esploraAddressTxs', description: 'An address’s 25 newest confirmed transactions (no mempool is indexed)', run: (api, p) => api.addressTxs(p.address!) },
  { url: '/address/:address/txs/chain', scope: 'addresses:read', operationId: 'esploraAddressTxsChain', description: 'An address’s 25 newest confirmed transactions', run: (api, p) => api.addressTxs(p.address!) },
  { url: '/address/:address/txs/chain/:last_seen_txid', scope: 'addresses:read', operationId: 'esploraAddressTxsChainAfter', description: 'An address’s next 25 confirmed transactions after last_seen_txid', run: (api, p) => api.addressTxs(p.address!, p.last_seen_txid!) },
  { url: '/address/:address/txs/mempool', scope: 'addresses:read', operationId: 'esploraAddressTxsMempool', description: 'An address’s unconfirmed transactions: always empty (no mempool is indexed)', run: async (api, p) => (await api.address(p.address!), []) },
  { url: '/address/:address/utxo', scope: 'addresses:read', operationId: 'esploraAddressUtxo', description: 'An address’s unspent outputs (at most 500)', run: (api, p) => api.addressUtxos(p.address!) },
  { url: '/fee-estimates', scope: 'stats:read', operationId: 'esploraFeeEstimates', description: 'Fee rates (sat/vB) by confirmation target, from the newest blocks’ paid rates', run: (api) => api.feeEstimates() },
];

function sendError(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type(TEXT).send(text);
}

const esploraOf =
  (chain: (typeof ESPLORA_CHAINS)[number]): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // a caller who says who they are is checked as on /api/v1: their login or their key's scope and hourly limit
      if (hasCredentials(request)) await app.auth.requireUser(request);
    });
    app.setErrorHandler((err, request, reply) => {
      if (err instanceof HttpError) return sendError(reply, err.statusCode, err.message);
      const status = (err as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) return sendError(reply, status, err instanceof Error ? err.message : 'Bad request');
      request.log.error({ err }, 'esplora: request failed');
      return sendError(reply, 500, 'Internal server error');
    });
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Not found'));
    for (const path of PATHS) {
      const names = [...path.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      app.get(
        path.url,
        {
          config: { scope: path.scope, textErrors: TEXT_ERRORS },
          schema: {
            tags: ['Esplora-compatible API'],
            // the first Esplora chain's operations keep the plain name; another chain's carry its id
            operationId: `${path.operationId}${chain === ESPLORA_CHAINS[0] ? '' : chain}`,
            description: path.description,
            ...(names.length ? { params: z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) } : {}),
            // documentation only: the handler sends the answer as text or serialized JSON itself
            response: { 200: (path.text || path.binary ? z.string() : z.unknown()).meta({ examples: [EXAMPLES[path.url]] }) },
          },
        },
        async (request, reply) => {
          const api = serverFamily(chain).esplora!.open(app.repos, chain, {
            url: app.config.rpcUrls[chain],
            guestNewest: request.user ? null : GUEST_LIMITS.newestBlocks,
          });
          const answer = await path.run(api, request.params as Record<string, string>);
          if (path.text) return reply.type(TEXT).send(answer);
          if (path.binary) return reply.type('application/octet-stream').send(Buffer.from(answer as string, 'hex'));
          return reply.type('application/json').send(JSON.stringify(answer));
        },
      );
    }
  };

export async function registerEsplora(app: FastifyInstance): Promise<void> {
  for (const chain of ESPLORA_CHAINS) await app.register(esploraOf(chain), { prefix: `/${chain}/esplora/api` });
}
