/**
 * createSolRpc over a scripted client: ranges ask getBlocks first and getBlock for produced slots
 * only; the node's skipped / missing codes give null, "not available" a retryable BlockNotFoundError.
 */
import { describe, expect, it } from 'vitest';
import type { RpcCall, RpcClient } from './client';
import { BlockNotFoundError, RpcResponseError } from './errors';
import { createSolRpc } from './sol';

function scripted(answer: (c: RpcCall) => unknown): { client: RpcClient; calls: RpcCall[] } {
  const calls: RpcCall[] = [];
  const run = (c: RpcCall) => {
    calls.push(c);
    return answer(c);
  };
  const settle = (c: RpcCall): PromiseSettledResult<unknown> => {
    try {
      return { status: 'fulfilled', value: run(c) };
    } catch (reason) {
      return { status: 'rejected', reason };
    }
  };
  const client: RpcClient = {
    url: 'scripted',
    request: async <T>(method: string, params?: unknown[]) => run({ method, params }) as T,
    requestMany: async <T>(cs: RpcCall[]) => cs.map(run) as T[],
    requestSettled: async <T>(cs: RpcCall[]) => cs.map(settle) as PromiseSettledResult<T>[],
  };
  return { client, calls };
}

const block = (slot: number) => ({ blockhash: `hash${slot}`, previousBlockhash: 'p', parentSlot: slot - 1, blockHeight: 1, blockTime: 1, transactions: [] });

describe('createSolRpc', () => {
  it('fetchBlocks: one getBlocks over the range, then getBlock (json, full, rewards, v0, confirmed) for the produced slots only', async () => {
    const { client, calls } = scripted((c) => (c.method === 'getBlocks' ? [10, 12] : block(c.params![0] as number)));
    const got = await createSolRpc(client).fetchBlocks([10, 11, 12]);
    expect(got.map((g) => [g.slot, g.block?.blockhash ?? null])).toEqual([
      [10, 'hash10'],
      [11, null],
      [12, 'hash12'],
    ]);
    expect(calls.map((c) => c.method)).toEqual(['getBlocks', 'getBlock', 'getBlock']);
    expect(calls[0]!.params).toEqual([10, 12, { commitment: 'confirmed' }]);
    expect(calls[1]!.params).toEqual([10, { encoding: 'json', transactionDetails: 'full', rewards: true, maxSupportedTransactionVersion: 0, commitment: 'confirmed' }]);
  });

  it('block: -32007 skipped and -32009 missing give null; -32004 not available throws BlockNotFoundError', async () => {
    const codes: Record<number, number> = { 1: -32007, 2: -32009, 3: -32004 };
    const { client } = scripted((c) => {
      const slot = c.params![0] as number;
      if (codes[slot]) throw new RpcResponseError('getBlock', codes[slot]!, 'no');
      return block(slot);
    });
    const rpc = createSolRpc(client);
    expect(await rpc.block(1)).toBeNull();
    expect(await rpc.block(2)).toBeNull();
    await expect(rpc.block(3)).rejects.toBeInstanceOf(BlockNotFoundError);
    expect((await rpc.block(4))?.blockhash).toBe('hash4');
  });

  it('blockhashes: transactionDetails none, no rewards, null for skipped slots', async () => {
    const { client, calls } = scripted((c) => (c.method === 'getBlocks' ? [7] : { blockhash: `hash${c.params![0] as number}` }));
    expect(await createSolRpc(client).blockhashes([8, 7])).toEqual([null, 'hash7']);
    expect(calls[1]!.params![1]).toMatchObject({ transactionDetails: 'none', rewards: false });
  });

  it('splits getBlocks over 500 000-slot ranges', async () => {
    const { client, calls } = scripted(() => []);
    await createSolRpc(client).blocks(0, 1_000_000);
    expect(calls.map((c) => c.params!.slice(0, 2))).toEqual([
      [0, 499_999],
      [500_000, 999_999],
      [1_000_000, 1_000_000],
    ]);
  });
});
