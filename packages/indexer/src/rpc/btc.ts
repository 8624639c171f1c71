/**
 * The Bitcoin Core calls the sync engine needs, on the batched client with the plain transport:
 * network, block count, block hashes (reorg walk-back) and full blocks with their inputs' prevouts.
 * Blocks come from `getblock <hash> 3` (inputs carry `prevout`); a node that leaves prevouts out
 * (older than 23, or a block without undo data) is read at verbosity 2 and the prevouts are looked
 * up with `getrawtransaction <txid> true` (needs -txindex); a node that serves neither stops the
 * indexer with an error naming the method.
 */
import type { Logger } from '@explorer/core';
import type { RpcClient } from './client';
import { BlockNotFoundError, headNumber, InconsistentBlockError, NodeCapabilityError, RpcResponseError } from './errors';

/** Core's codes: -8 height out of range, -5 block / transaction not found */
const OUT_OF_RANGE = -8;
const NOT_FOUND = -5;

export interface RawBtcPrevout {
  value: number;
  scriptPubKey: unknown;
}

export interface RawBtcBlock {
  /** getblock verbosity 3 (or 2) result */
  block: RawBtcBlockJson;
  /** prevouts by "txid:vout", looked up when the block's inputs lack them; null when they carry them */
  prevouts: Map<string, RawBtcPrevout> | null;
}

export interface RawBtcBlockJson {
  hash: string;
  height: number;
  previousblockhash?: string;
  tx: { txid: string; vin: { txid?: string; vout?: number; coinbase?: string; prevout?: unknown }[] }[];
  [key: string]: unknown;
}

export interface BtcRpc {
  /** getblockchaininfo's chain: main, test, testnet4, signet, regtest */
  network(signal?: AbortSignal): Promise<string>;
  blockCount(signal?: AbortSignal): Promise<number>;
  /** hashes of the node's blocks at these heights (null where it has none) */
  blockHashes(heights: number[], signal?: AbortSignal): Promise<(string | null)[]>;
  fetchBlocks(heights: number[], signal?: AbortSignal): Promise<RawBtcBlock[]>;
}

const isCode = (e: unknown, code: number) => e instanceof RpcResponseError && e.code === code;

export function createBtcRpc(client: RpcClient, logger?: Logger): BtcRpc {
  let prevoutsInBlock = true;

  async function blockHashes(heights: number[], signal?: AbortSignal): Promise<(string | null)[]> {
    const settled = await client.requestSettled<string>(heights.map((h) => ({ method: 'getblockhash', params: [h] })), signal);
    return settled.map((s) => {
      if (s.status === 'fulfilled') return s.value;
      if (isCode(s.reason, OUT_OF_RANGE)) return null;
      throw s.reason;
    });
  }

  /** prevouts of every non-coinbase input, from the transactions that created them */
  async function lookUpPrevouts(blocks: RawBtcBlockJson[], signal?: AbortSignal): Promise<Map<string, RawBtcPrevout>> {
    const wanted = new Set<string>();
    for (const b of blocks) for (const tx of b.tx) for (const i of tx.vin) if (i.txid !== undefined) wanted.add(i.txid);
    const txids = [...wanted];
    const settled = await client.requestSettled<{ vout: { n: number; value: number; scriptPubKey: unknown }[] }>(
      txids.map((t) => ({ method: 'getrawtransaction', params: [t, true] })),
      signal,
    );
    const prevouts = new Map<string, RawBtcPrevout>();
    settled.forEach((s, k) => {
      if (s.status === 'rejected') {
        if (isCode(s.reason, NOT_FOUND) || isCode(s.reason, -32601)) {
          throw new NodeCapabilityError(
            'getrawtransaction',
            `the node gives no input values: getblock verbosity 3 has no prevouts and getrawtransaction cannot find ${txids[k]} (run Bitcoin Core ≥ 23 unpruned, or with -txindex)`,
            { cause: s.reason },
          );
        }
        throw s.reason;
      }
      if (s.value === null) throw new InconsistentBlockError(`the node answered null for transaction ${txids[k]}`);
      for (const o of s.value.vout) prevouts.set(`${txids[k]}:${o.n}`, { value: o.value, scriptPubKey: o.scriptPubKey });
    });
    return prevouts;
  }

  async function fetchBlocks(heights: number[], signal?: AbortSignal): Promise<RawBtcBlock[]> {
    const hashes = await blockHashes(heights, signal);
    const missing = hashes.findIndex((h) => h === null);
    if (missing >= 0) throw new BlockNotFoundError(heights[missing]!);
    const settled = await client.requestSettled<RawBtcBlockJson>(
      hashes.map((h) => ({ method: 'getblock', params: [h, prevoutsInBlock ? 3 : 2] })),
      signal,
    );
    const blocks = settled.map((s, i) => {
      // the hash was replaced between the two calls (a reorg): fetch the range again
      if (s.status === 'rejected') throw isCode(s.reason, NOT_FOUND) ? new InconsistentBlockError(`block ${hashes[i]} at height ${heights[i]} is gone from the node`) : s.reason;
      // null for a block whose hash it just gave (a provider behind its own announcement): fetch again later
      if (s.value === null) throw new BlockNotFoundError(heights[i]!);
      if (s.value.height !== heights[i]) throw new InconsistentBlockError(`the node answered block ${s.value.height} for height ${heights[i]}`);
      return s.value;
    });
    const lacking = blocks.some((b) => b.tx.some((tx) => tx.vin.some((i) => i.coinbase === undefined && i.prevout === undefined)));
    if (!lacking) return blocks.map((block) => ({ block, prevouts: null }));
    if (prevoutsInBlock) {
      prevoutsInBlock = false;
      logger?.warn('the node leaves input prevouts out of getblock verbosity 3; reading them with getrawtransaction');
    }
    const prevouts = await lookUpPrevouts(blocks, signal);
    return blocks.map((block) => ({ block, prevouts }));
  }

  return {
    async network(signal) {
      return (await client.request<{ chain: string }>('getblockchaininfo', [], signal)).chain;
    },
    async blockCount(signal) {
      return headNumber('getblockcount', await client.request<unknown>('getblockcount', [], signal));
    },
    blockHashes,
    fetchBlocks,
  };
}
