/**
 * The EVM calls the sync engine needs, on top of the batched client: head number, block hashes
 * (reorg walk-back) and full blocks with their receipts. Receipts come from eth_getBlockReceipts;
 * on a node without it, from per-transaction eth_getTransactionReceipt calls (batched).
 */
import type { Logger } from '@explorer/core';
import type { RpcCall, RpcClient } from './client';
import { BlockNotFoundError, headNumber, InconsistentBlockError, isMethodUnsupported, NodeCapabilityError } from './errors';

export interface RawEvmBlock {
  /** eth_getBlockByNumber(n, true) result */
  block: RawBlockJson;
  /** the block's receipts in transaction order */
  receipts: unknown[];
}

export interface RawBlockJson {
  number: string;
  hash: string;
  parentHash: string;
  transactions: ({ hash: string } | string)[];
  [key: string]: unknown;
}

export interface EvmRpc {
  chainId(signal?: AbortSignal): Promise<number>;
  blockNumber(signal?: AbortSignal): Promise<number>;
  /** hashes of the node's blocks at these heights (null where the node has none) */
  blockHashes(heights: number[], signal?: AbortSignal): Promise<(string | null)[]>;
  fetchBlocks(heights: number[], signal?: AbortSignal): Promise<RawEvmBlock[]>;
}

const hex = (n: number) => '0x' + n.toString(16);

export function createEvmRpc(client: RpcClient, logger?: Logger): EvmRpc {
  let hasBlockReceipts = true;

  async function receiptsPerTx(blocks: RawBlockJson[], signal?: AbortSignal): Promise<unknown[][]> {
    const calls: RpcCall[] = [];
    for (const b of blocks) for (const tx of b.transactions) calls.push({ method: 'eth_getTransactionReceipt', params: [typeof tx === 'string' ? tx : tx.hash] });
    let flat: unknown[];
    try {
      flat = await client.requestMany<unknown>(calls, signal);
    } catch (e) {
      if (isMethodUnsupported(e)) throw noReceipts(e);
      throw e;
    }
    const missing = flat.findIndex((r) => r === null || r === undefined);
    if (missing >= 0) throw noReceipts(undefined, String(calls[missing]?.params?.[0]));
    let k = 0;
    return blocks.map((b) => flat.slice(k, (k += b.transactions.length)));
  }

  const noReceipts = (cause?: unknown, tx?: string) =>
    new NodeCapabilityError(
      'eth_getTransactionReceipt',
      `the node serves no receipts: eth_getBlockReceipts is missing or answers null, and eth_getTransactionReceipt ${
        tx ? `answered null for ${tx}` : 'is missing'
      }; index from a node (or an archive/full node) that serves eth_getBlockReceipts or eth_getTransactionReceipt`,
      { cause },
    );

  async function fetchBlocks(heights: number[], signal?: AbortSignal): Promise<RawEvmBlock[]> {
    const blockCalls = heights.map((h) => ({ method: 'eth_getBlockByNumber', params: [hex(h), true] }));
    let blocks: (RawBlockJson | null)[];
    let receipts: unknown[][];
    if (hasBlockReceipts) {
      const receiptCalls = heights.map((h) => ({ method: 'eth_getBlockReceipts', params: [hex(h)] }));
      try {
        const out = await client.requestMany<unknown>([...blockCalls, ...receiptCalls], signal);
        blocks = out.slice(0, heights.length) as (RawBlockJson | null)[];
        receipts = out.slice(heights.length) as unknown[][];
      } catch (e) {
        if (!isMethodUnsupported(e)) throw e;
        hasBlockReceipts = false;
        logger?.warn({ err: (e as Error).message }, 'node lacks eth_getBlockReceipts; using eth_getTransactionReceipt per transaction');
        return fetchBlocks(heights, signal);
      }
      // a node that has the block but answers null for its receipts does not really serve the method
      if (blocks.some((b, i) => b && !receipts[i])) {
        hasBlockReceipts = false;
        logger?.warn('node answers null for eth_getBlockReceipts; using eth_getTransactionReceipt per transaction');
        return fetchBlocks(heights, signal);
      }
    } else {
      blocks = await client.requestMany<RawBlockJson | null>(blockCalls, signal);
      const missing = blocks.findIndex((b) => !b);
      if (missing >= 0) throw new BlockNotFoundError(heights[missing]!);
      receipts = await receiptsPerTx(blocks as RawBlockJson[], signal);
    }
    return heights.map((h, i) => {
      const block = blocks[i];
      const rs = receipts[i];
      if (!block || !rs) throw new BlockNotFoundError(h);
      checkConsistent(block, rs);
      return { block, receipts: rs };
    });
  }

  return {
    async chainId(signal) {
      return Number(await client.request<string>('eth_chainId', [], signal));
    },
    async blockNumber(signal) {
      return headNumber('eth_blockNumber', await client.request<unknown>('eth_blockNumber', [], signal));
    },
    async blockHashes(heights, signal) {
      const out = await client.requestMany<{ hash: string } | null>(
        heights.map((h) => ({ method: 'eth_getBlockByNumber', params: [hex(h), false] })),
        signal,
      );
      return out.map((b) => b?.hash ?? null);
    },
    fetchBlocks,
  };
}

function checkConsistent(block: RawBlockJson, receipts: unknown[]): void {
  if (receipts.length !== block.transactions.length) {
    throw new InconsistentBlockError(`block ${Number(block.number)} has ${block.transactions.length} txs but ${receipts.length} receipts`);
  }
  for (const r of receipts) {
    const blockHash = (r as { blockHash?: unknown } | null)?.blockHash;
    if (blockHash !== block.hash) {
      throw new InconsistentBlockError(`receipt of block ${Number(block.number)} belongs to ${String(blockHash)}, not ${block.hash}`);
    }
  }
}
