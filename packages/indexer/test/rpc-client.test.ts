import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmRpc, createRpcClient, NodeCapabilityError, RpcResponseError, RpcTransportError } from '../src/rpc';
import { startReplayServer, type ReplayServer } from './support/replay-server';

describe('rpc client and EVM calls on the replay node', () => {
  let node: ReplayServer;
  let legacyNode: ReplayServer;
  beforeAll(async () => {
    node = await startReplayServer({ blocks: 12 });
    legacyNode = await startReplayServer({ blocks: 12, blockReceipts: false });
  });
  afterAll(async () => {
    await node?.close();
    await legacyNode?.close();
  });

  it('fetches a consistent chain of blocks with their receipts in batches', async () => {
    const rpc = createEvmRpc(createRpcClient({ url: node.url, batchSize: 4 }));
    expect(await rpc.chainId()).toBe(1);
    expect(await rpc.blockNumber()).toBe(11);
    const blocks = await rpc.fetchBlocks([0, 1, 2, 3, 4, 5]);
    expect(blocks.map((b) => Number(b.block.number))).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.block.parentHash).toBe(blocks[i - 1]!.block.hash);
    const txHashes = blocks.flatMap((b) => b.block.transactions.map((t) => (typeof t === 'string' ? t : t.hash)));
    expect(new Set(txHashes).size).toBe(txHashes.length);
    expect(txHashes.length).toBe(94 + 157 + 171 + 172 + 94 + 157);
    for (const b of blocks) {
      const receiptHashes = b.receipts.map((r) => (r as { transactionHash: string }).transactionHash);
      expect(receiptHashes).toEqual(b.block.transactions.map((t) => (typeof t === 'string' ? t : t.hash)));
    }
    expect(await rpc.blockHashes([3, 40])).toEqual([blocks[3]!.block.hash, null]);
  });

  it('falls back to per-transaction receipts when eth_getBlockReceipts is missing', async () => {
    const rpc = createEvmRpc(createRpcClient({ url: legacyNode.url, batchSize: 50 }));
    const viaTx = await rpc.fetchBlocks([2, 3]);
    const viaBlock = await createEvmRpc(createRpcClient({ url: node.url })).fetchBlocks([2, 3]);
    expect(viaTx).toEqual(viaBlock);
    expect(legacyNode.calls.eth_getTransactionReceipt).toBe(171 + 172);
  });

  it('falls back to per-transaction receipts when eth_getBlockReceipts answers null', async () => {
    const nullNode = await startReplayServer({ blocks: 6, blockReceipts: 'null' });
    try {
      const viaTx = await createEvmRpc(createRpcClient({ url: nullNode.url })).fetchBlocks([2, 3]);
      expect(viaTx).toEqual(await createEvmRpc(createRpcClient({ url: node.url })).fetchBlocks([2, 3]));
      expect(nullNode.calls.eth_getTransactionReceipt).toBe(171 + 172);
    } finally {
      await nullNode.close();
    }
  });

  it.each([
    [false, false],
    ['null', 'null'],
    [false, 'null'],
  ] as const)('stops with an error naming the method when no receipts can be had (block %s, tx %s)', async (blockReceipts, txReceipts) => {
    const bare = await startReplayServer({ blocks: 6, blockReceipts, txReceipts });
    try {
      const error = await createEvmRpc(createRpcClient({ url: bare.url, retryDelayMs: 5 }))
        .fetchBlocks([2])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NodeCapabilityError);
      expect((error as NodeCapabilityError).method).toBe('eth_getTransactionReceipt');
      expect((error as Error).message).toMatch(/eth_getBlockReceipts.*eth_getTransactionReceipt/);
    } finally {
      await bare.close();
    }
  });

  it('retries transient HTTP failures and then succeeds', async () => {
    const client = createRpcClient({ url: node.url, retryDelayMs: 10 });
    node.failRequests(2);
    expect(await client.request('eth_blockNumber')).toBe('0xb');
  });

  it('throws a typed transport error once the retries are used up', async () => {
    const client = createRpcClient({ url: node.url, retryDelayMs: 5, retryCount: 1 });
    node.failRequests(3);
    const error = await client.request('eth_blockNumber').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcTransportError);
    expect((error as RpcTransportError).status).toBe(503);
    node.failRequests(0);
  });

  it('throws an RPC error response as RpcResponseError without retrying it', async () => {
    const client = createRpcClient({ url: node.url, retryDelayMs: 5 });
    const before = node.calls.eth_nope ?? 0;
    const error = await client.request('eth_nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcResponseError);
    expect((error as RpcResponseError).code).toBe(-32601);
    expect(node.calls.eth_nope).toBe(before + 1);
  });
});
