/**
 * The Bitcoin home stats and fee rates over HTTP on PGlite and PostgreSQL, every figure recomputed
 * from the fixture: 24 h window relative to the newest block (older blocks left out), merged address
 * sketches, volume, average fee, block time in minutes, hashrate from difficulty × 2^32 / interval,
 * fee-rate percentiles of the last 6 blocks; and nulls, not invented numbers, without data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDistinct, mergeSketch, newSketch, sketchFromHex } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { addressSketch, blockAddresses, blockFees, blockSize, feeOf, seedBtcBlocks, sum, syntheticBtcChain, valueOut, type BtcFixtureBlock } from './support/btc-chain';
import { rate2 } from './support/btc-expect';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, unknown>;
interface BtcStats {
  overview: Json;
  latestBlocks: Json[];
  latestTransactions: Json[];
}
interface FeeRates {
  blocks: number;
  transactions: number;
  from_height: number | null;
  to_height: number | null;
  percentiles: { percentile: number; sat_per_vbyte: string }[];
  minimum: string | null;
  maximum: string | null;
}

const BASE = 1_700_000_000;
const START = 820_000;
const COUNT = 40;
/** ten blocks ~2.8 h apart (most older than 24 h before the newest), then thirty ~10 min apart */
const timestampOf = (i: number) => (i < 10 ? BASE + i * 10_000 : BASE + 100_000 + (i - 10) * 600 + (i % 3) * 37);

/** "123.45" → [12345n, 100n] */
function fraction(text: string): [bigint, bigint] {
  const [w, f = ''] = text.split('.');
  return [BigInt(w! + f), 10n ** BigInt(f.length)];
}

describe.each(TEST_ENGINES)('bitcoin home stats and fee rates on %s', (engine) => {
  let s: TestServer;
  let token: string;
  const chain: BtcFixtureBlock[] = syntheticBtcChain({ startHeight: START, count: COUNT, timestampOf });
  beforeAll(async () => {
    s = await startTestServer(engine);
    token = await signUp(s.url, 'btc-stats-user');
  });
  afterAll(async () => s?.close());

  /** every path of the overview answers the same */
  const stats = async () => {
    const paths = ['/api/no-auth/home/btc/stats', '/api/v1/home/btc/stats', '/api/no-auth/home/stats?chain=btc', '/api/v1/home/stats?chain=btc'];
    const answers = await Promise.all(paths.map((p) => call<BtcStats>(s.url, p, { token })));
    for (const [i, a] of answers.entries()) {
      expect(a.status, paths[i]).toBe(200);
      expect(a.body.data, paths[i]).toEqual(answers[0]!.body.data);
    }
    return answers[0]!.body.data;
  };
  const feeRates = async () => {
    const r = await call<FeeRates>(s.url, '/api/no-auth/gas/btc');
    expect(r.status).toBe(200);
    expect((await call<FeeRates>(s.url, '/api/v1/gas/btc', { token })).body.data).toEqual(r.body.data);
    return r.body.data;
  };

  it('reports no data as nulls and zeros, never invented figures', async () => {
    expect(await stats()).toEqual({
      overview: {
        totalBlocks: 0,
        totalTransactions: 0,
        baseFee: null,
        avgGasPrice: null,
        activeAddresses: null,
        networkHashrate: null,
        avgFee: null,
        avgBlockTime: null,
        difficulty: null,
        dailyVolume: '0',
        windowSeconds: 86400,
        windowBlocks: 0,
        windowTransactions: 0,
      },
      latestBlocks: [],
      latestTransactions: [],
    });
    expect(await feeRates()).toEqual({ blocks: 0, transactions: 0, from_height: null, to_height: null, percentiles: [], minimum: null, maximum: null });
  });

  it('one coinbase-only block: counts, difficulty, addresses; no interval, no fee', async () => {
    await seedBtcBlocks(s.t.database, chain.slice(0, 1));
    const { overview } = await stats();
    expect(overview).toMatchObject({
      totalBlocks: 1,
      totalTransactions: 1,
      avgFee: null,
      avgBlockTime: null,
      networkHashrate: null,
      difficulty: chain[0]!.difficulty,
      activeAddresses: 1,
      windowBlocks: 1,
      windowTransactions: 1,
    });
    expect(await feeRates()).toEqual({ blocks: 1, transactions: 0, from_height: START, to_height: START, percentiles: [], minimum: null, maximum: null });
  });

  it('figures the 24 h before the newest block from the fixture', async () => {
    await seedBtcBlocks(s.t.database, chain.slice(1), 13);
    const data = await stats();
    const newest = chain.at(-1)!;
    const window = chain.filter((b) => b.timestamp > newest.timestamp - 86_400 && b.timestamp <= newest.timestamp);
    expect(window.length).toBeGreaterThan(30);
    expect(window.length).toBeLessThan(COUNT);
    const txs = window.reduce((n, b) => n + b.txs.length, 0);
    const span = window.at(-1)!.timestamp - window[0]!.timestamp;
    const intervals = window.length - 1;
    const [num, den] = fraction(newest.difficulty);
    const merged = newSketch();
    for (const b of window) mergeSketch(merged, sketchFromHex(addressSketch(b)));
    const exactDistinct = new Set(window.flatMap(blockAddresses)).size;

    expect(data.overview).toEqual({
      totalBlocks: COUNT,
      totalTransactions: chain.reduce((n, b) => n + b.txs.length, 0),
      baseFee: null,
      avgGasPrice: null,
      activeAddresses: estimateDistinct(merged),
      networkHashrate: ((num * 2n ** 32n * BigInt(intervals)) / (den * BigInt(span))).toString(),
      avgFee: (sum(window.map(blockFees)) / BigInt(txs - window.length)).toString(),
      avgBlockTime: Math.round((span / intervals / 60) * 10) / 10,
      difficulty: newest.difficulty,
      dailyVolume: sum(window.flatMap((b) => b.txs.map(valueOut))).toString(),
      windowSeconds: 86400,
      windowBlocks: window.length,
      windowTransactions: txs,
    });
    // the sketch estimate is close to the exact count of distinct addresses
    expect(Math.abs((data.overview.activeAddresses as number) - exactDistinct)).toBeLessThanOrEqual(Math.ceil(exactDistinct * 0.05));
    // ~2.9 h over 10 min: the old blocks' long intervals are in the window's average
    expect(data.overview.avgBlockTime).toBeGreaterThan(10);
    expect(BigInt(data.overview.networkHashrate as string)).toBeGreaterThan(10n ** 17n);
  });

  it('lists the newest blocks and transactions (amounts in sat, no gas price)', async () => {
    const data = await stats();
    expect(data.latestBlocks).toEqual(
      chain
        .slice(-10)
        .reverse()
        .map((b) => ({ height: b.height, hash: b.hash, timestamp: b.timestamp, transactions_count: b.txs.length, size: blockSize(b) })),
    );
    const newestTxs = chain
      .flatMap((b) => b.txs.map((t) => ({ hash: t.txid, timestamp: b.timestamp, height: b.height, gas_price: null, amount: valueOut(t).toString() })))
      .reverse()
      .slice(0, 10);
    expect(data.latestTransactions).toEqual(newestTxs);
  });

  it('fee-rate percentiles (nearest rank), minimum and maximum over the last 6 blocks’ payments', async () => {
    const last6 = chain.slice(-6);
    const rates = last6
      .flatMap((b) => b.txs.filter((t) => !t.coinbase))
      .map((t) => ({ fee: feeOf(t), vsize: t.vsize }))
      // exact order of fee/vsize by cross-multiplication
      .sort((a, b) => (a.fee * BigInt(b.vsize) < b.fee * BigInt(a.vsize) ? -1 : a.fee * BigInt(b.vsize) > b.fee * BigInt(a.vsize) ? 1 : 0));
    const at = (p: number) => rates[Math.max(1, Math.ceil((p / 100) * rates.length)) - 1]!;
    const r = await feeRates();
    expect(r).toEqual({
      blocks: 6,
      transactions: rates.length,
      from_height: START + COUNT - 6,
      to_height: START + COUNT - 1,
      percentiles: [10, 25, 50, 75, 90].map((p) => ({ percentile: p, sat_per_vbyte: rate2(at(p).fee, at(p).vsize) })),
      minimum: rate2(rates[0]!.fee, rates[0]!.vsize),
      maximum: rate2(rates.at(-1)!.fee, rates.at(-1)!.vsize),
    });
    expect(rates.length).toBeGreaterThan(10);
    // the percentiles climb
    const values = r.percentiles.map((p) => Number(p.sat_per_vbyte));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(values[0]).toBeLessThan(values[4]!);
  });

  it('caches the overview like the EVM home, refuses other chains and needs a login on v1', async () => {
    expect((await call(s.url, '/api/v1/home/btc/stats')).status).toBe(401);
    expect((await call(s.url, '/api/v1/gas/btc')).status).toBe(401);
    for (const [path, message] of [
      ['/api/no-auth/gas/eth', '不支持的链，可选: btc'],
      ['/api/no-auth/gas/sol', '不支持的链，可选: btc'],
      ['/api/no-auth/home/doge/stats', '不支持的链，可选: eth, btc, bsc, sol'],
      ['/api/no-auth/home/stats?chain=doge', '不支持的链，可选: eth, btc, bsc, sol'],
    ]) {
      const r = await call(s.url, path!);
      expect(r.status, path).toBe(400);
      expect(r.body, path).toEqual({ success: false, data: null, message });
    }
  });
});

describe('bitcoin home stats response cache', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { responseCache: { enabled: true } });
    await seedBtcBlocks(s.t.database, syntheticBtcChain({ startHeight: 1, count: 3 }));
  });
  afterAll(async () => s?.close());

  it('serves repeats from the cache until the chain’s next block drops them', async () => {
    for (const path of ['/api/no-auth/home/btc/stats', '/api/no-auth/gas/btc']) {
      expect((await call(s.url, path)).headers.get('x-cache'), path).toBe('miss');
      expect((await call(s.url, path)).headers.get('x-cache'), path).toBe('hit');
      s.app.responseCache.dropChain('btc');
      expect((await call(s.url, path)).headers.get('x-cache'), path).toBe('miss');
    }
  });
});
