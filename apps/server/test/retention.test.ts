/**
 * Retention over HTTP (migration 029, <CHAIN>_RETENTION): Anvil's eth indexed with a partition span
 * of 4 blocks, then pruned to its newest 4 blocks (rounded down to a span: everything below 8 goes).
 * A block or a transaction below the floor answers 410 with a message (not 404), a hash not found on a
 * pruned chain too; /api/config and /api/health carry the floor; the block list ends at the floor;
 * the address page keeps its totals and lists only what is kept; the counters stay totals.
 */
import { CHAINS, createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { devAccounts, startAnvil, type AnvilNode } from '@explorer/devnet';
import { createIndexer, pruneChain } from '@explorer/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './support/server';

const SPAN = 4;
const FLOOR = 8;
const receiver = '0x00000000000000000000000000000000000000b0';

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result: T };
  return body.result;
}

describe.each(TEST_ENGINES)('retention over HTTP on %s', (engine) => {
  let s: TestServer;
  let anvil: AnvilNode;
  const txHashes: { height: number; hash: string }[] = [];
  let tip = 0;

  beforeAll(async () => {
    [s, anvil] = await Promise.all([startTestServer(engine), startAnvil({ chainId: 1 })]);
    const from = devAccounts(1)[0]!.address;
    // one transaction a block, mined explicitly (automine under load once put two in one block: tip 10)
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    for (let i = 1; i <= 10; i++) {
      await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from, to: receiver, value: '0x' + i.toString(16) }]);
      await rpc(anvil.rpcUrl, 'anvil_mine', ['0x1']);
    }
    await rpc(anvil.rpcUrl, 'anvil_mine', ['0x1']);
    tip = Number(await rpc<string>(anvil.rpcUrl, 'eth_blockNumber'));
    for (let h = 1; h <= 10; h++) {
      const block = await rpc<{ transactions: string[] }>(anvil.rpcUrl, 'eth_getBlockByNumber', ['0x' + h.toString(16), false]);
      for (const hash of block.transactions) txHashes.push({ height: h, hash });
    }
    await createIndexer({ database: s.t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger: createLogger('test', 'silent'), stopAtHeight: tip, partitionSpan: SPAN, decodeWorkers: 0 }).run();
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await anvil?.stop();
  });

  it('answers 410 with a message below the floor and keeps the totals', async () => {
    const before = await call<{ tx_count: number }>(s.url, `/api/no-auth/addresses/${receiver}?chain=eth`);
    const listBefore = await call<{ blocks: { height: number }[]; total: number }>(s.url, '/api/no-auth/blocks?chain=eth&page_size=25');
    expect(tip).toBe(11);
    expect(await pruneChain(s.t.database.db, 'eth', { kind: 'blocks', blocks: 4 })).toEqual({ prunedBelow: FLOOR, pruned: true });

    const gone = await call(s.url, '/api/no-auth/blocks/height/3?chain=eth');
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ success: false, data: null, message: `该数据已被清理：本站只保留区块高度 ${FLOOR} 及以上的数据` });
    expect((await call(s.url, `/api/no-auth/blocks/height/${FLOOR}?chain=eth`)).status).toBe(200);
    expect((await call(s.url, '/api/no-auth/blocks/height/999?chain=eth')).status).toBe(404);
    expect((await call(s.url, '/api/no-auth/transactions/eth/block-height/2')).status).toBe(410);

    const oldTx = txHashes.find((x) => x.height < FLOOR)!;
    const txGone = await call(s.url, `/api/no-auth/transactions/eth/${oldTx.hash}`);
    expect(txGone.status).toBe(410);
    expect(txGone.body.message).toBe(`未找到，可能已被清理：本站只保留区块高度 ${FLOOR} 及以上的数据`);
    const kept = txHashes.find((x) => x.height >= FLOOR)!;
    expect((await call(s.url, `/api/no-auth/transactions/eth/${kept.hash}`)).status).toBe(200);

    const config = await call<{ chains: { chain: string; prunedBelow?: number }[] }>(s.url, '/api/config');
    expect(config.body.data.chains.find((c) => c.chain === 'eth')?.prunedBelow).toBe(FLOOR);
    expect(config.body.data.chains.find((c) => c.chain === 'btc')?.prunedBelow).toBeUndefined();
    const health = await call<{ chains: Record<string, { prunedBelow?: number; state: string }> }>(s.url, '/api/health');
    expect(health.body.data.chains.eth).toMatchObject({ prunedBelow: FLOOR, state: 'ok' });

    // the list pages end at the floor; the total is the chain's counter (every block indexed)
    const list = await call<{ blocks: { height: number }[]; total: number }>(s.url, '/api/no-auth/blocks?chain=eth&page_size=25');
    expect(list.body.data.blocks.map((b) => b.height)).toEqual([11, 10, 9, 8]);
    expect(listBefore.body.data.blocks).toHaveLength(12);
    expect(list.body.data.total).toBe(listBefore.body.data.total);

    // the address keeps its totals; its transaction list holds what is kept
    const after = await call<{ tx_count: number }>(s.url, `/api/no-auth/addresses/${receiver}?chain=eth`);
    expect(after.body.data.tx_count).toBe(before.body.data.tx_count);
    const txs = await call<{ transactions?: { block_height?: number; blockHeight?: number }[] } | { block_height: number }[]>(s.url, `/api/no-auth/addresses/${receiver}/transactions?chain=eth&page_size=50`);
    expect(txs.status).toBe(200);
    expect(JSON.stringify(txs.body.data)).not.toContain(oldTx.hash);
    expect(JSON.stringify(txs.body.data)).toContain(kept.hash);
  });
});
