/**
 * The Bitcoin Core RPC subset the indexer (and a person with bitcoin-cli habits) uses, answered
 * from a ChainView with Core's result shapes, error codes and messages: -8 out of range / invalid
 * parameter, -5 not found, -3 wrong type, -1 wrong argument count, -32601 unknown method.
 */
import { Address, OutScript } from '@scure/btc-signer';
import { isHash, toHex } from './bytes';
import { blockJson, headerJson } from './block-json';
import { blockStats } from './block-stats';
import { coreDouble, difficultyOf, hex256, targetOf } from './pow';
import { encodeHeader, serializeBlock } from './raw-block';
import { txJson } from './tx-json';
import type { ChainView, ViewBlock } from './view';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** what only a chain that mines can do: invalidateblock and generatetoaddress */
export interface ChainControl {
  invalidate(hash: string): void;
  generate(count: number, payoutScript: Uint8Array): string[];
}

export interface RpcContext {
  view: ChainView;
  control?: ChainControl;
}

const TX_NOT_FOUND = 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.';

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'object' ? 'object' : typeof v === 'boolean' ? 'bool' : typeof v;
}
function expectType(v: unknown, type: 'number' | 'string' | 'bool'): void {
  if (typeName(v) !== type) throw new RpcError(-3, `JSON value of type ${typeName(v)} is not of expected type ${type}`);
}
function int(v: unknown): number {
  expectType(v, 'number');
  if (!Number.isInteger(v)) throw new RpcError(-3, 'JSON integer out of range');
  return v as number;
}
function hash(v: unknown, name: string): string {
  expectType(v, 'string');
  const s = v as string;
  if (s.length !== 64) throw new RpcError(-8, `${name} must be of length 64 (not ${s.length}, for '${s}')`);
  if (!isHash(s.toLowerCase())) throw new RpcError(-8, `${name} must be hexadecimal string (not '${s}')`);
  return s.toLowerCase();
}
/** Core takes verbosity as a number, or a bool meaning 1 / 0 */
function verbosity(v: unknown, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return int(v);
}
function arity(method: string, params: unknown[], min: number, max: number, usage: string): void {
  if (params.length < min || params.length > max) throw new RpcError(-1, `${method} ${usage}`);
}
function block(ctx: RpcContext, h: string): ViewBlock {
  const b = ctx.view.byHash(h);
  if (!b) throw new RpcError(-5, 'Block not found');
  return b;
}

type Handler = (ctx: RpcContext, params: unknown[]) => unknown;

const METHODS: Record<string, Handler> = {
  getblockchaininfo(ctx, p) {
    arity('getblockchaininfo', p, 0, 0, '');
    const { view } = ctx;
    const tip = view.tip;
    return {
      chain: view.network.name,
      blocks: view.height,
      headers: view.height,
      bestblockhash: tip.hash,
      bits: (tip.header.bits >>> 0).toString(16).padStart(8, '0'),
      target: hex256(targetOf(tip.header.bits)),
      difficulty: coreDouble(difficultyOf(tip.header.bits)),
      time: tip.header.time,
      mediantime: view.medianTimePast(tip),
      verificationprogress: 1,
      initialblockdownload: false,
      chainwork: hex256(tip.chainwork),
      size_on_disk: sizeOnDisk(view),
      pruned: false,
      warnings: [],
    };
  },
  getblockcount(ctx, p) {
    arity('getblockcount', p, 0, 0, '');
    return ctx.view.height;
  },
  getbestblockhash(ctx, p) {
    arity('getbestblockhash', p, 0, 0, '');
    return ctx.view.tip.hash;
  },
  getdifficulty(ctx, p) {
    arity('getdifficulty', p, 0, 0, '');
    return coreDouble(difficultyOf(ctx.view.tip.header.bits));
  },
  getblockhash(ctx, p) {
    arity('getblockhash', p, 1, 1, 'height');
    const h = int(p[0]);
    const b = h >= 0 && h <= ctx.view.height ? ctx.view.at(h) : undefined;
    if (!b) throw new RpcError(-8, 'Block height out of range');
    return b.hash;
  },
  getblockheader(ctx, p) {
    arity('getblockheader', p, 1, 2, '"blockhash" ( verbose )');
    const b = block(ctx, hash(p[0], 'hash'));
    if (p[1] !== undefined && p[1] !== null) expectType(p[1], 'bool');
    return p[1] === false ? toHex(encodeHeader(b.header)) : headerJson(ctx.view, b);
  },
  getblock(ctx, p) {
    arity('getblock', p, 1, 2, '"blockhash" ( verbosity )');
    const b = block(ctx, hash(p[0], 'blockhash'));
    const v = verbosity(p[1], 1);
    if (v <= 0) return toHex(serializeBlock(b));
    return blockJson(ctx.view, b, v >= 3 ? 3 : (v as 1 | 2));
  },
  getrawtransaction(ctx, p) {
    arity('getrawtransaction', p, 1, 3, '"txid" ( verbosity "blockhash" )');
    const txid = hash(p[0], 'parameter 1');
    const v = verbosity(p[1], 0);
    const inBlock = p[2] === undefined || p[2] === null ? undefined : block(ctx, hash(p[2], 'parameter 3'));
    let found = ctx.view.findTx(txid);
    if (inBlock) {
      const index = inBlock.txs.findIndex((t) => t.txid === txid);
      if (index < 0) throw new RpcError(-5, 'No such transaction found in the provided block. Use gettransaction for wallet transactions.');
      found = { block: inBlock, index };
    }
    if (!found) throw new RpcError(-5, TX_NOT_FOUND);
    if (found.block.height === 0 && found.index === 0 && ctx.view.network.name !== 'main') {
      throw new RpcError(-5, 'The genesis block coinbase is not considered an ordinary transaction and cannot be retrieved');
    }
    const tx = found.block.txs[found.index]!;
    if (v <= 0) return toHex(tx.raw);
    const active = ctx.view.isActive(found.block);
    const body = txJson(tx, ctx.view.network, {
      hex: true,
      prevouts: found.index > 0 ? found.block.spent[found.index] : undefined,
      showPrevouts: v >= 2,
      showFee: v >= 2,
    });
    return {
      ...(inBlock ? { in_active_chain: active } : {}),
      ...body,
      blockhash: found.block.hash,
      confirmations: active ? ctx.view.height - found.block.height + 1 : 0,
      time: active ? found.block.header.time : undefined,
      blocktime: active ? found.block.header.time : undefined,
    };
  },
  getblockstats(ctx, p) {
    arity('getblockstats', p, 1, 2, 'hash_or_height ( stats )');
    const b = typeof p[0] === 'number' ? ctx.view.at(int(p[0])) : block(ctx, hash(p[0], 'blockhash'));
    if (!b) throw new RpcError(-8, `Target block height ${String(p[0])} after current tip ${ctx.view.height}`);
    return blockStats(ctx.view, b);
  },
  invalidateblock(ctx, p) {
    arity('invalidateblock', p, 1, 1, '"blockhash"');
    const h = hash(p[0], 'blockhash');
    if (!ctx.control) throw new RpcError(-32601, 'Method not found');
    const b = block(ctx, h);
    if (b.height === 0) throw new RpcError(-8, 'The genesis block cannot be invalidated');
    ctx.control.invalidate(h);
    return null;
  },
  generatetoaddress(ctx, p) {
    arity('generatetoaddress', p, 2, 3, 'nblocks "address" ( maxtries )');
    const n = int(p[0]);
    expectType(p[1], 'string');
    if (!ctx.control) throw new RpcError(-32601, 'Method not found');
    if (n < 0 || n > 1000) throw new RpcError(-8, 'nblocks must be between 0 and 1000');
    let script: Uint8Array;
    try {
      script = OutScript.encode(Address(ctx.view.network).decode(p[1] as string));
    } catch {
      throw new RpcError(-5, 'Error: Invalid address');
    }
    return ctx.control.generate(n, script);
  },
};

function sizeOnDisk(view: ChainView): number {
  let total = 0;
  for (let h = 0; h <= view.height; h++) total += view.at(h)?.size ?? 0;
  return total;
}


export const RPC_METHODS = Object.keys(METHODS);

export function callMethod(ctx: RpcContext, method: string, params: unknown): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) throw new RpcError(-32601, 'Method not found');
  if (params !== undefined && params !== null && !Array.isArray(params)) throw new RpcError(-32600, 'Params must be an array');
  return handler(ctx, (params as unknown[] | undefined) ?? []);
}

