/**
 * The Solana calls the sync engine needs, on the batched JSON-RPC client: head slot and block
 * height, produced slots (`getBlocks`: skipped slots are normal on Solana), blocks, blockhashes
 * for the reorg walk-back, and the genesis hash. A range of blocks is fetched by learning which
 * slots were produced first, then `getBlock` for those only, so skipped slots cost no calls and
 * no retries. Blocks are read in the `json` encoding (about half the bytes of `jsonParsed`) with
 * full transactions and rewards at 'confirmed'. Mainnet blocks are 2–5 MB of JSON each: create
 * the client for Solana with `batchSize: SOL_BLOCKS_PER_BATCH` so one HTTP answer stays ~10–20 MB.
 *
 * Node error codes: -32007 slot skipped and -32009 slot missing in long-term storage give null;
 * -32004 block not available (yet) and -32014 block status not available throw
 * BlockNotFoundError, which the engine retries.
 */
import type { Logger } from '@explorer/core';
import { createRpcClient, type RpcCall, type RpcClient } from './client';
import { BlockNotFoundError, headNumber, RpcResponseError } from './errors';

export type SolCommitment = 'processed' | 'confirmed' | 'finalized';

/** getBlock calls per JSON-RPC batch the Solana client should be created with */
export const SOL_BLOCKS_PER_BATCH = 4;
/** the widest slot range one getBlocks call may ask for */
const MAX_GET_BLOCKS_RANGE = 500_000;

const SKIPPED = -32007;
const MISSING_IN_LONG_TERM_STORAGE = -32009;
/** answers, not "busy": the client must not retry them (createRpcClient's answerCodes) */
export const SOL_ANSWER_CODES: readonly number[] = [SKIPPED, MISSING_IN_LONG_TERM_STORAGE];
const NOT_AVAILABLE = -32004;
const STATUS_NOT_AVAILABLE = -32014;

/** a getBlock result as the node sends it (json encoding); read by chains/sol readSolBlock */
export interface RawSolBlockJson {
  blockhash: string;
  previousBlockhash: string;
  parentSlot: number;
  blockHeight: number | null;
  blockTime: number | null;
  transactions?: unknown[];
  rewards?: unknown[] | null;
  [key: string]: unknown;
}

export interface RawSolSlot {
  slot: number;
  /** null: the slot was skipped (no block) */
  block: RawSolBlockJson | null;
}

export interface SolRpc {
  slot(commitment?: SolCommitment, signal?: AbortSignal): Promise<number>;
  blockHeight(commitment?: SolCommitment, signal?: AbortSignal): Promise<number>;
  /** the produced slots in [start, end] (getBlocks, 'confirmed'), ascending */
  blocks(start: number, end: number, signal?: AbortSignal): Promise<number[]>;
  /** the full block at the slot; null when the slot was skipped or is gone from the node's storage */
  block(slot: number, signal?: AbortSignal): Promise<RawSolBlockJson | null>;
  /** the blockhash of each slot's block (null for a skipped slot), for the reorg walk-back */
  blockhashes(slots: number[], signal?: AbortSignal): Promise<(string | null)[]>;
  genesisHash(signal?: AbortSignal): Promise<string>;
  /** full blocks of the slots (in the order asked; block null for a skipped slot) */
  fetchBlocks(slots: number[], signal?: AbortSignal): Promise<RawSolSlot[]>;
}

const FULL_BLOCK = { encoding: 'json', transactionDetails: 'full', rewards: true, maxSupportedTransactionVersion: 0, commitment: 'confirmed' };
const HASH_ONLY = { encoding: 'json', transactionDetails: 'none', rewards: false, maxSupportedTransactionVersion: 0, commitment: 'confirmed' };

const codeOf = (e: unknown) => (e instanceof RpcResponseError ? e.code : undefined);

/** a getBlock answer: the block, null for a slot without one, or the error to throw */
function settledBlock<T>(s: PromiseSettledResult<T | null>, slot: number): T | null {
  if (s.status === 'fulfilled') return s.value ?? null;
  const code = codeOf(s.reason);
  if (code === SKIPPED || code === MISSING_IN_LONG_TERM_STORAGE) return null;
  if (code === NOT_AVAILABLE || code === STATUS_NOT_AVAILABLE) throw new BlockNotFoundError(slot);
  throw s.reason;
}

/** slots (~10 s) one provider may be behind another before it is passed over: providers' tips differ by a few slots */
const SOL_LAG_TOLERANCE = 25;

/** A Solana node's RPC over a client set for it: batches of SOL_BLOCKS_PER_BATCH, skipped slots not retried. */
export function connectSolRpc(url: string, logger: Logger, opts: { timeoutMs?: number } = {}): SolRpc {
  return createSolRpc(createRpcClient({ url, logger, transport: 'plain', batchSize: SOL_BLOCKS_PER_BATCH, answerCodes: SOL_ANSWER_CODES, lagTolerance: SOL_LAG_TOLERANCE, timeoutMs: opts.timeoutMs }), logger);
}

export function createSolRpc(client: RpcClient, logger?: Logger): SolRpc {
  async function blocks(start: number, end: number, signal?: AbortSignal): Promise<number[]> {
    if (end < start) return [];
    const calls: RpcCall[] = [];
    for (let s = start; s <= end; s += MAX_GET_BLOCKS_RANGE) {
      calls.push({ method: 'getBlocks', params: [s, Math.min(end, s + MAX_GET_BLOCKS_RANGE - 1), { commitment: 'confirmed' }] });
    }
    const lists = await client.requestMany<number[]>(calls, signal);
    return lists.flat();
  }

  /** which of the slots hold a block (one getBlocks over their range) */
  async function produced(slots: number[], signal?: AbortSignal): Promise<Set<number>> {
    if (slots.length === 0) return new Set();
    let lo = slots[0]!;
    let hi = lo;
    for (const s of slots) {
      if (s < lo) lo = s;
      if (s > hi) hi = s;
    }
    return new Set(await blocks(lo, hi, signal));
  }

  async function getBlocksOf<T>(slots: number[], config: object, signal?: AbortSignal): Promise<Map<number, T | null>> {
    const settled = await client.requestSettled<T | null>(
      slots.map((s) => ({ method: 'getBlock', params: [s, config] })),
      signal,
    );
    const out = new Map<number, T | null>();
    settled.forEach((s, i) => out.set(slots[i]!, settledBlock(s, slots[i]!)));
    return out;
  }

  async function fetchBlocks(slots: number[], signal?: AbortSignal): Promise<RawSolSlot[]> {
    const have = await produced(slots, signal);
    const wanted = slots.filter((s) => have.has(s));
    const got = await getBlocksOf<RawSolBlockJson>(wanted, FULL_BLOCK, signal);
    const skipped = slots.length - wanted.length;
    if (skipped > 0) logger?.debug({ slots: slots.length, skipped }, 'sol: skipped slots in range');
    return slots.map((slot) => ({ slot, block: got.get(slot) ?? null }));
  }

  return {
    async slot(commitment = 'confirmed', signal) {
      return headNumber('getSlot', await client.request<unknown>('getSlot', [{ commitment }], signal));
    },
    async blockHeight(commitment = 'confirmed', signal) {
      return headNumber('getBlockHeight', await client.request<unknown>('getBlockHeight', [{ commitment }], signal));
    },
    blocks,
    async block(slot, signal) {
      const [s] = await client.requestSettled<RawSolBlockJson | null>([{ method: 'getBlock', params: [slot, FULL_BLOCK] }], signal);
      return settledBlock(s!, slot);
    },
    async blockhashes(slots, signal) {
      const have = await produced(slots, signal);
      const got = await getBlocksOf<{ blockhash: string }>(
        slots.filter((s) => have.has(s)),
        HASH_ONLY,
        signal,
      );
      return slots.map((s) => got.get(s)?.blockhash ?? null);
    },
    async genesisHash(signal) {
      return client.request<string>('getGenesisHash', [], signal);
    },
    fetchBlocks,
  };
}
