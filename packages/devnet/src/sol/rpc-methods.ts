/**
 * The Solana RPC subset the indexer uses, answered from a SolView with the real shapes, error codes
 * and messages: -32007 skipped slot, -32004 block not available (above the commitment's slot),
 * -32015 a v0 transaction without maxSupportedTransactionVersion, -32602 bad params, -32601
 * unknown method. Commitment: processed and confirmed are the tip, finalized is 32 slots behind.
 * A block's JSON is written once per slot and answer options and kept as text.
 */
import { blockJson, txWithMeta, type TransactionDetails, type TxEncoding } from './block-json';
import type { SolBlock } from './model';
import type { SolView } from './view';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** an answer already serialized: the server splices it in as is */
export class RawJson {
  constructor(readonly text: string) {}
}

export const FINALIZED_DEPTH = 32;
export const MAX_SLOT_RANGE = 500_000;
const CACHE_ENTRIES = 4096;
export const SOLANA_CORE_VERSION = '2.3.6';
const FEATURE_SET = 3_640_012_085;

export interface RpcContext {
  view: SolView;
  /** every block is final (recorded blocks) */
  allFinalized?: boolean;
  cache: Map<string, RawJson>;
}

export function createRpcContext(view: SolView, opts: { allFinalized?: boolean } = {}): RpcContext {
  return { view, allFinalized: opts.allFinalized, cache: new Map() };
}

type Commitment = 'processed' | 'confirmed' | 'finalized';
type Config = Record<string, unknown>;

const invalid = (why: string) => new RpcError(-32602, `Invalid params: ${why}`);

function u64(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw invalid(`${name}: invalid type: ${JSON.stringify(v) ?? 'undefined'}, expected u64.`);
  return v;
}
function config(v: unknown): Config {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid(`invalid type: ${JSON.stringify(v)}, expected a config object.`);
  return v as Config;
}
function commitmentOf(c: Config): Commitment {
  const v = c.commitment ?? 'finalized';
  if (v === 'processed' || v === 'confirmed' || v === 'finalized') return v;
  if (v === 'recent' || v === 'single' || v === 'singleGossip') return 'confirmed';
  if (v === 'max' || v === 'root') return 'finalized';
  throw invalid(`unknown variant \`${String(v)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\`.`);
}

/** the slot a commitment level sees: the tip, or for finalized the highest block 32 slots behind it */
function slotAt(ctx: RpcContext, commitment: Commitment): number {
  const { view } = ctx;
  if (commitment !== 'finalized' || ctx.allFinalized) return view.tip.slot;
  const limit = view.tip.slot - FINALIZED_DEPTH;
  if (limit <= view.firstSlot) return view.firstSlot;
  const below = view.producedSlots(Math.max(view.firstSlot, limit - 4 * FINALIZED_DEPTH), limit);
  return below.length ? below[below.length - 1]! : view.firstSlot;
}
function blockAt(ctx: RpcContext, commitment: Commitment): SolBlock {
  return ctx.view.block(slotAt(ctx, commitment))!;
}

/** checks that `slot` has a block the commitment can see (without loading it) */
function requireSlot(ctx: RpcContext, slot: number, commitment: Commitment): void {
  if (commitment === 'processed') throw invalid('Method does not support commitment below `confirmed`');
  if (slot > slotAt(ctx, commitment) || slot < ctx.view.firstSlot) throw new RpcError(-32004, `Block not available for slot ${slot}`);
  if (!ctx.view.producedSlots(slot, slot).length) throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
}
function requireBlock(ctx: RpcContext, slot: number, commitment: Commitment): SolBlock {
  requireSlot(ctx, slot, commitment);
  return ctx.view.block(slot)!;
}

function encodingOf(v: unknown): TxEncoding {
  const e = v ?? 'json';
  if (e === 'json' || e === 'jsonParsed' || e === 'base64' || e === 'base58') return e;
  throw invalid(`unknown variant \`${String(e)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\`.`);
}
function maxVersion(c: Config): number | undefined {
  if (c.maxSupportedTransactionVersion === undefined || c.maxSupportedTransactionVersion === null) return undefined;
  return u64(c.maxSupportedTransactionVersion, 'maxSupportedTransactionVersion');
}
const versionError = () =>
  new RpcError(
    -32015,
    'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
  );

function context(ctx: RpcContext, slot: number) {
  return { apiVersion: SOLANA_CORE_VERSION, slot };
}

function hasV0(ctx: RpcContext, slot: number): boolean {
  const raw = ctx.view.rawBlockJson?.(slot);
  if (raw !== undefined) return raw.includes('"version":0');
  return ctx.view.block(slot)!.transactions.some((t) => t.message.version !== 'legacy');
}

type Handler = (ctx: RpcContext, params: unknown[]) => unknown;

const METHODS: Record<string, Handler> = {
  getSlot: (ctx, p) => slotAt(ctx, commitmentOf(config(p[0]))),
  getBlockHeight: (ctx, p) => blockAt(ctx, commitmentOf(config(p[0]))).blockHeight,
  getGenesisHash: (ctx) => ctx.view.genesisHash,
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),
  getFirstAvailableBlock: (ctx) => ctx.view.firstSlot,
  getBlockTime(ctx, p) {
    return requireBlock(ctx, u64(p[0], 'slot'), 'finalized').blockTime;
  },
  getLatestBlockhash(ctx, p) {
    const b = blockAt(ctx, commitmentOf(config(p[0])));
    return { context: context(ctx, b.slot), value: { blockhash: b.blockhash, lastValidBlockHeight: b.blockHeight + 150 } };
  },
  getBalance(ctx, p) {
    if (typeof p[0] !== 'string') throw invalid('Invalid param: expected a base58 address');
    const c = config(p[1]);
    const slot = slotAt(ctx, commitmentOf(c));
    const value = ctx.view.balance?.(p[0]);
    if (value === undefined) throw invalid('Invalid param: WrongSize');
    return { context: context(ctx, slot), value };
  },
  getBlocks(ctx, p) {
    const start = u64(p[0], 'start_slot');
    const endGiven = typeof p[1] === 'number' ? u64(p[1], 'end_slot') : undefined;
    const c = config(p[1] !== null && typeof p[1] === 'object' ? p[1] : p[2]);
    const top = slotAt(ctx, commitmentOf(c));
    const end = Math.min(endGiven ?? top, top);
    if (endGiven !== undefined && endGiven - start > MAX_SLOT_RANGE) throw invalid(`Slot range too large; max ${MAX_SLOT_RANGE}`);
    if (end < start) return [];
    return ctx.view.producedSlots(start, Math.min(end, start + MAX_SLOT_RANGE));
  },
  getBlocksWithLimit(ctx, p) {
    const start = u64(p[0], 'start_slot');
    const limit = u64(p[1], 'limit');
    if (limit > MAX_SLOT_RANGE) throw invalid(`Limit too large; max ${MAX_SLOT_RANGE}`);
    const top = slotAt(ctx, commitmentOf(config(p[2])));
    const out: number[] = [];
    for (let from = start; out.length < limit && from <= top; from += MAX_SLOT_RANGE) out.push(...ctx.view.producedSlots(from, Math.min(top, from + MAX_SLOT_RANGE - 1)));
    return out.slice(0, limit);
  },
  getBlock(ctx, p) {
    const slot = u64(p[0], 'slot');
    const c = typeof p[1] === 'string' ? { encoding: p[1] } : config(p[1]);
    const encoding = encodingOf(c.encoding);
    const details = (c.transactionDetails ?? 'full') as TransactionDetails;
    if (!['full', 'signatures', 'none', 'accounts'].includes(details)) throw invalid(`unknown variant \`${String(details)}\`, expected one of \`full\`, \`signatures\`, \`none\`, \`accounts\`.`);
    const rewards = c.rewards === undefined ? true : Boolean(c.rewards);
    requireSlot(ctx, slot, commitmentOf(c));
    if (maxVersion(c) === undefined && (details === 'full' || details === 'accounts') && hasV0(ctx, slot)) throw versionError();
    const raw = encoding === 'json' && details === 'full' && rewards ? ctx.view.rawBlockJson?.(slot) : undefined;
    if (raw !== undefined) return new RawJson(raw);
    const block = ctx.view.block(slot)!;
    const key = `${slot}|${encoding}|${details}|${rewards}`;
    let cached = ctx.cache.get(key);
    if (!cached) {
      cached = new RawJson(JSON.stringify(blockJson(block, { encoding, transactionDetails: details, rewards })));
      if (ctx.cache.size >= CACHE_ENTRIES) ctx.cache.delete(ctx.cache.keys().next().value!);
      ctx.cache.set(key, cached);
    }
    return cached;
  },
  getTransaction(ctx, p) {
    if (typeof p[0] !== 'string') throw invalid('Invalid param: expected a base58 signature');
    const c = typeof p[1] === 'string' ? { encoding: p[1] } : config(p[1]);
    const encoding = encodingOf(c.encoding);
    const commitment = commitmentOf(c);
    if (commitment === 'processed') throw invalid('Method does not support commitment below `confirmed`');
    const found = ctx.view.findTx(p[0]);
    if (!found || found.block.slot > slotAt(ctx, commitment)) return null;
    const tx = found.block.transactions[found.index]!;
    if (tx.message.version !== 'legacy' && maxVersion(c) === undefined) throw versionError();
    return { blockTime: found.block.blockTime, slot: found.block.slot, ...txWithMeta(tx, encoding) };
  },
};

export const RPC_METHODS = Object.keys(METHODS);

export function callMethod(ctx: RpcContext, method: string, params: unknown): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) throw new RpcError(-32601, 'Method not found');
  if (params !== undefined && params !== null && !Array.isArray(params)) throw invalid('expected an array of params');
  return handler(ctx, (params as unknown[] | undefined) ?? []);
}
