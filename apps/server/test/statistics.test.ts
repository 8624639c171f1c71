/**
 * GET /api/no-auth/stats/{chain}?range= and /api/v1: the statistics page from seeded hourly rows,
 * every figure checked exactly — the 24 h cards, the hourly and daily series, the metric table's
 * changes against the day before and the same day a week earlier — for an EVM chain, Bitcoin and
 * Solana; and the range is validated.
 */
import { addToSketch, newSketch, sketchToHex } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

const HOUR = 3600;
const DAY = 86_400;
const A = 1_700_000_000 - (1_700_000_000 % DAY) + 10 * DAY + 5 * HOUR; // the newest hour, 05:00 UTC
const GWEI = 1_000_000_000n;
const ETH = 10n ** 18n;

interface Seed {
  chain: string;
  hour: number;
  blocks: number;
  txs: number;
  vote_txs?: number;
  fees?: string;
  value_sum?: string;
  gas_price_sum?: string;
  gas_used?: string;
  size_sum?: number;
  weight_sum?: number;
  first_ts: number;
  last_ts: number;
  last_height: number;
  difficulty?: string | null;
  address_sketch?: string;
}

const sketchOf = (...addresses: string[]) => {
  const s = newSketch();
  for (const a of addresses) addToSketch(s, a);
  return sketchToHex(s);
};

const ROWS: Seed[] = [
  // eth: the last 24 h are the hours A and A − 1 h
  {
    chain: 'eth',
    hour: A,
    blocks: 300,
    txs: 3000,
    fees: '600',
    value_sum: (5n * ETH).toString(),
    gas_price_sum: (3000n * 20n * GWEI).toString(),
    gas_used: '1000',
    size_sum: 30000,
    first_ts: A + 5,
    last_ts: A + 3593,
    last_height: 1299,
    difficulty: '0',
  },
  {
    chain: 'eth',
    hour: A - HOUR,
    blocks: 300,
    txs: 1000,
    fees: '400',
    value_sum: (1n * ETH).toString(),
    gas_price_sum: (1000n * 10n * GWEI).toString(),
    gas_used: '500',
    size_sum: 30000,
    first_ts: A - HOUR + 5,
    last_ts: A - 7,
    last_height: 999,
    difficulty: '0',
  },
  // the day before (A − 48 h, A − 24 h]
  {
    chain: 'eth',
    hour: A - DAY,
    blocks: 300,
    txs: 2000,
    fees: '500',
    value_sum: (3n * ETH).toString(),
    gas_price_sum: (2000n * 25n * GWEI).toString(),
    gas_used: '750',
    size_sum: 30000,
    first_ts: A - DAY + 10,
    last_ts: A - DAY + 3598,
    last_height: 600,
    difficulty: '0',
  },
  // a week earlier (A − 8 d, A − 7 d]
  {
    chain: 'eth',
    hour: A - 7 * DAY,
    blocks: 500,
    txs: 5000,
    fees: '1000',
    value_sum: (8n * ETH).toString(),
    gas_price_sum: (5000n * 16n * GWEI).toString(),
    gas_used: '2000',
    size_sum: 50000,
    first_ts: A - 7 * DAY,
    last_ts: A - 7 * DAY + 3493,
    last_height: 300,
    difficulty: '0',
  },
  // 20 days back: only the 30 d range's series reaches it
  {
    chain: 'eth',
    hour: A - 20 * DAY,
    blocks: 10,
    txs: 10,
    value_sum: '7',
    gas_price_sum: '10',
    first_ts: A - 20 * DAY,
    last_ts: A - 20 * DAY + 90,
    last_height: 100,
    difficulty: '0',
  },

  // btc: two blocks an hour ago, one in the newest hour
  {
    chain: 'btc',
    hour: A - HOUR,
    blocks: 2,
    txs: 7,
    fees: '30000',
    value_sum: '900000000',
    size_sum: 2000,
    weight_sum: 6000,
    first_ts: A - HOUR + 100,
    last_ts: A - HOUR + 700,
    last_height: 11,
    difficulty: '4.6565423739069247e-10',
  },
  {
    chain: 'btc',
    hour: A,
    blocks: 1,
    txs: 3,
    fees: '12345',
    value_sum: '100000000',
    size_sum: 1000,
    weight_sum: 4000,
    first_ts: A + 1300,
    last_ts: A + 1300,
    last_height: 12,
    difficulty: '123456789012.5',
  },
  {
    chain: 'btc',
    hour: A - DAY,
    blocks: 2,
    txs: 4,
    fees: '10000',
    value_sum: '500000000',
    size_sum: 1000,
    weight_sum: 4000,
    first_ts: A - DAY,
    last_ts: A - DAY + 600,
    last_height: 5,
    difficulty: '1',
  },

  // sol: votes and an address sketch per hour
  {
    chain: 'sol',
    hour: A,
    blocks: 9000,
    txs: 36000,
    vote_txs: 27000,
    fees: '180000000',
    value_sum: '5000000000',
    size_sum: 0,
    first_ts: A,
    last_ts: A + 3599,
    last_height: 5_000_000,
    difficulty: null,
    address_sketch: sketchOf('a', 'b', 'c'),
  },
  {
    chain: 'sol',
    hour: A - 2 * HOUR,
    blocks: 9000,
    txs: 18000,
    vote_txs: 9000,
    fees: '90000000',
    value_sum: '1000000000',
    size_sum: 0,
    first_ts: A - 2 * HOUR,
    last_ts: A - 2 * HOUR + 3599,
    last_height: 4_990_000,
    difficulty: null,
    address_sketch: sketchOf('c', 'd'),
  },
];

describe.each(TEST_ENGINES)('statistics on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await s.t.database.db
      .insertInto('chain_hourly_stats')
      .values(
        ROWS.map((r) => ({
          vote_txs: 0,
          fees: '0',
          value_sum: '0',
          gas_price_sum: '0',
          gas_used: '0',
          size_sum: 0,
          weight_sum: 0,
          address_sketch: '',
          difficulty: null,
          ...r,
        })),
      )
      .execute();
    token = await signUp(s.url, 'stats-user');
  });
  afterAll(async () => s?.close());

  const stats = async (path: string) => {
    const guest = await call<Record<string, unknown>>(s.url, `/api/no-auth/stats/${path}`);
    expect(guest.status).toBe(200);
    const user = await call(s.url, `/api/v1/stats/${path}`, { token });
    expect(user.body.data).toEqual(guest.body.data);
    return guest.body.data;
  };

  it('eth: the 24 h cards, the hourly series and the metric table with its changes', async () => {
    const data = await stats('eth?range=24h');
    expect(data).toMatchObject({ chain: 'eth', range: '24h', bucket: 'hour', updatedAt: A + 3593 });
    // 600 blocks from A − 1 h + 5 to A + 3593: 7188 s / 599 intervals
    expect(data.summary).toEqual({
      dailyVolume: (6n * ETH).toString(),
      avgGasPrice: 17_500_000_000n.toString(), // (3000 × 20 + 1000 × 10) Gwei / 4000
      avgBlockTime: 12,
      difficulty: '0',
      feeRate: null,
      tps: 0.56, // 4000 / 7188
      voteShare: null,
    });
    expect(data.series).toEqual([
      {
        time: A - HOUR,
        blocks: 300,
        txs: 1000,
        volume: ETH.toString(),
        avgGasPrice: (10n * GWEI).toString(),
        avgBlockTime: 12,
        feeRate: null,
        tps: 0.28,
        voteShare: null,
      },
      {
        time: A,
        blocks: 300,
        txs: 3000,
        volume: (5n * ETH).toString(),
        avgGasPrice: (20n * GWEI).toString(),
        avgBlockTime: 12,
        feeRate: null,
        tps: 0.84,
        voteShare: null,
      },
    ]);
    expect(data.metrics).toEqual([
      { name: 'transactions', currentValue: '4000', change24h: 100, change7d: -20 },
      { name: 'blocks', currentValue: '600', change24h: 100, change7d: 20 },
      { name: 'volume', currentValue: (6n * ETH).toString(), change24h: 100, change7d: -25 },
      { name: 'avgGasPrice', currentValue: '17500000000', change24h: -30, change7d: 9.38 },
      { name: 'avgBlockTime', currentValue: '12', change24h: 0, change7d: 71.43 }, // 12 vs 12, vs 3493 / 499 = 7
      { name: 'avgTxFee', currentValue: '0', change24h: null, change7d: null }, // 1000 / 4000 wei → 0
      { name: 'gasUsed', currentValue: '1500', change24h: 100, change7d: -25 },
    ]);
  });

  it('eth: 7 d hourly and 30 d daily series reach back as far as the range', async () => {
    const week = await stats('eth?range=7d');
    expect(week.series).toHaveLength(3); // A − 7 d is 168 h back: outside (A − 167 h … A]
    const month = await stats('eth?range=30d');
    expect(month.bucket).toBe('day');
    const dayOf = (t: number) => t - (t % DAY);
    expect((month.series as { time: number; txs: number }[]).map((p) => [p.time, p.txs])).toEqual([
      [dayOf(A - 20 * DAY), 10],
      [dayOf(A - 7 * DAY), 5000],
      [dayOf(A - DAY), 2000],
      [dayOf(A), 4000],
    ]);
    expect(month.summary).toEqual(week.summary); // the cards are always the last 24 h
  });

  it('btc: fee rate from the blocks’ weight, block interval and the newest difficulty', async () => {
    const data = await stats('btc?range=7d');
    expect(data.summary).toEqual({
      dailyVolume: '1000000000',
      avgGasPrice: null,
      avgBlockTime: 2400, // (A + 1300 − (A − 3500)) / 2
      difficulty: '123456789012.5',
      feeRate: '16.93', // Σ fees 42345 sat / Σ vsize (10000 wu / 4)
      tps: 0, // 10 / 4800 s
      voteShare: null,
    });
  });

  it('sol: TPS, vote share and the active addresses of the day’s sketches', async () => {
    const data = await stats('sol');
    expect(data.range).toBe('24h');
    // 18000 slots from A − 2 h to A + 3599: 10799 s
    expect(data.summary).toEqual({
      dailyVolume: '6000000000',
      avgGasPrice: null,
      avgBlockTime: 0.6,
      difficulty: null,
      feeRate: null,
      tps: 5,
      voteShare: 66.67,
    });
    const metric = (name: string) =>
      (data.metrics as { name: string; currentValue: string | null }[]).find((m) => m.name === name)
        ?.currentValue;
    expect(metric('activeAddresses')).toBe('4');
    expect(metric('voteShare')).toBe('66.67');
    expect(metric('avgTxFee')).toBe('5000');
  });

  it('refuses a range it does not know, naming the field; an unknown chain too', async () => {
    const bad = await call(s.url, '/api/no-auth/stats/eth?range=2w');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('range');
    expect(bad.text).not.toMatch(/SELECT|stack|at \w+ \(/);
    expect((await call(s.url, '/api/no-auth/stats/doge')).status).toBe(400);
    expect((await call(s.url, '/api/v1/stats/eth')).status).toBe(401);
  });

  it('a chain with no hours yet: zero volume and no figures, never invented ones', async () => {
    const data = await stats('bsc?range=90d');
    expect(data).toMatchObject({ chain: 'bsc', range: '90d', bucket: 'day', updatedAt: null, series: [] });
    expect(data.summary).toEqual({
      dailyVolume: '0',
      avgGasPrice: null,
      avgBlockTime: null,
      difficulty: null,
      feeRate: null,
      tps: null,
      voteShare: null,
    });
  });
});
