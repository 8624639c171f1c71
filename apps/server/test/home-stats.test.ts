import { chainKey, type EvmBlockBundle } from '@explorer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { BLOCK_1755635, BLOCK_19433902, BLOCK_19433903, q } from './support/chaindata';
import { seedBundles, seedRawBlock } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

type Json = Record<string, unknown>;
interface HomeStats {
  overview: Json;
  latestBlocks: Json[];
  latestTransactions: Json[];
}

describe.each(TEST_ENGINES)('home stats on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let synthetic: EvmBlockBundle[];
  const b02 = BLOCK_19433902();
  const b03 = BLOCK_19433903();
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedRawBlock(s.t.database, 'eth', BLOCK_1755635());
    await seedRawBlock(s.t.database, 'eth', b02);
    await seedRawBlock(s.t.database, 'eth', b03);
    synthetic = syntheticBundles({ count: 150, startHeight: 1000 });
    await seedBundles(s.t.database, 'bsc', synthetic);
    token = await signUp(s.url, 'home-user');
  });
  afterAll(async () => s?.close());

  const stats = async (chain: string) => {
    const guest = await call<HomeStats>(s.url, `/api/no-auth/home/stats?chain=${chain}`);
    const user = await call<HomeStats>(s.url, `/api/v1/home/stats?chain=${chain}`, { token });
    expect(guest.status).toBe(200);
    expect(user.body.data).toEqual(guest.body.data);
    return guest.body.data;
  };

  it('figures the real mainnet window: two blocks 12 s apart, the 2016 block left out', async () => {
    const data = await stats('eth');
    const blocks = [b02, b03];
    const txs = blocks.flatMap((b) => b.rawBlock.transactions as Json[]);
    const receipts = blocks.flatMap((b) => b.rawReceipts);
    const volume = txs.reduce((s, t) => s + q(t.value), 0n);
    const priceSum = receipts.reduce((s, r) => s + q(r.effectiveGasPrice), 0n);
    expect(data.overview).toEqual({
      totalBlocks: 3,
      totalTransactions: 345,
      baseFee: q(b03.rawBlock.baseFeePerGas).toString(),
      dailyVolume: volume.toString(),
      avgGasPrice: (priceSum / BigInt(receipts.length)).toString(),
      avgBlockTime: Number(q(b03.rawBlock.timestamp) - q(b02.rawBlock.timestamp)),
      windowSeconds: 600,
      windowBlocks: 2,
      windowTransactions: txs.length,
    });
    expect(data.latestBlocks.map((b) => b.height)).toEqual([19433903, 19433902, 1755635]);
    expect(data.latestBlocks[0]).toEqual({
      height: 19433903,
      hash: b03.rawBlock.hash,
      timestamp: Number(q(b03.rawBlock.timestamp)),
      transactions_count: 172,
      size: Number(q(b03.rawBlock.size)),
    });
    const newest = (b03.rawBlock.transactions as Json[]).slice(-10).reverse();
    const receipt03 = new Map(b03.rawReceipts.map((r) => [r.transactionHash, r]));
    expect(data.latestTransactions).toEqual(
      newest.map((t) => ({
        hash: t.hash,
        timestamp: Number(q(b03.rawBlock.timestamp)),
        height: 19433903,
        gas_price: q(receipt03.get(t.hash)!.effectiveGasPrice).toString(),
        amount: q(t.value).toString(),
      })),
    );
  });

  it('counts only blocks within 600 s of the newest block', async () => {
    const data = await stats('bsc');
    const newest = synthetic.at(-1)!.block;
    const inWindow = synthetic.filter((b) => b.block.timestamp > newest.timestamp - 600);
    expect(inWindow.length).toBeLessThan(synthetic.length);
    const txs = inWindow.flatMap((b) => b.transactions);
    const times = inWindow.map((b) => b.block.timestamp);
    const avgBlockTime = Math.round(((Math.max(...times) - Math.min(...times)) / (inWindow.length - 1)) * 10) / 10;
    expect(data.overview).toEqual({
      totalBlocks: 150,
      totalTransactions: synthetic.reduce((n, b) => n + b.transactions.length, 0),
      baseFee: newest.baseFeePerGas!.toString(),
      dailyVolume: txs.reduce((s, t) => s + t.value, 0n).toString(),
      avgGasPrice: (txs.reduce((s, t) => s + t.effectiveGasPrice, 0n) / BigInt(txs.length)).toString(),
      avgBlockTime,
      windowSeconds: 600,
      windowBlocks: inWindow.length,
      windowTransactions: txs.length,
    });
    expect(avgBlockTime).not.toBe(Math.round(avgBlockTime));
    expect(data.latestBlocks).toHaveLength(10);
    expect(data.latestTransactions).toHaveLength(10);
  });

  it('reports an empty chain honestly, without invented numbers', async () => {
    await s.t.database.db.deleteFrom('chain_counters').where('chain', '=', 'bsc').execute();
    for (const table of ['token_transfers', 'evm_logs', 'evm_transactions', 'blocks'] as const) await s.t.database.db.deleteFrom(table).where('chain', '=', chainKey('bsc')).execute();
    const data = await stats('bsc');
    expect(data).toEqual({
      overview: {
        totalBlocks: 0,
        totalTransactions: 0,
        baseFee: null,
        dailyVolume: '0',
        avgGasPrice: null,
        avgBlockTime: null,
        windowSeconds: 600,
        windowBlocks: 0,
        windowTransactions: 0,
      },
      latestBlocks: [],
      latestTransactions: [],
    });
  });

  it('needs a token on the v1 path and a supported chain', async () => {
    expect((await call(s.url, '/api/v1/home/stats?chain=eth')).status).toBe(401);
    const doge = await call(s.url, '/api/no-auth/home/stats?chain=doge');
    expect(doge.status).toBe(400);
    expect(doge.body.message).toMatch(/^不支持的链/);
  });
});
