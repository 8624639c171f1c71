/**
 * The Bitcoin home overview (BtcHomeStatsSchema): counters, and over the 24 h of blocks ending at
 * the newest block (block timestamps in (T − 86400, T]): distinct addresses (the blocks' sketches
 * merged), volume, average fee per non-coinbase transaction, average block interval and the
 * hashrate it implies (difficulty × 2^32 / interval), all with bigint math. No data → null.
 */
import { estimateDistinct, mergeSketch, newSketch, sketchFromHex, type BtcHomeStats } from '@explorer/core';
import type { Repositories } from '../repositories';
import type { BtcWindowBlock } from './stats-repository';
import { bareHex } from './stored';

export const BTC_WINDOW_SECONDS = 86_400;
const LATEST = 10;

/** '2864140.507810974' → [2864140507810974n, 10n ** 9n] */
function decimalFraction(text: string): [bigint, bigint] {
  const [whole, frac = ''] = text.split('.');
  return [BigInt(whole! + frac), 10n ** BigInt(frac.length)];
}

/** from a million hashes a second the integer is exact enough; below, decimals (regtest: a fraction of a hash a second) */
const WHOLE_FROM = 1_000_000n;
const FRACTION_DIGITS = 18;

/**
 * hashes per second: difficulty × 2^32 × intervals / seconds as plain decimal text, rounded down —
 * to the hash from 1,000,000 H/s, to 18 decimals below (regtest's difficulty 4.66 × 10⁻¹⁰ over 10 s
 * blocks is 0.2 H/s, never a rounded 0)
 */
export function hashrate(difficulty: string, intervals: number, seconds: number): string {
  const [num, den] = decimalFraction(difficulty);
  const hashes = num * 2n ** 32n * BigInt(intervals);
  const divisor = den * BigInt(seconds);
  const whole = hashes / divisor;
  if (whole >= WHOLE_FROM) return whole.toString();
  const fraction = (((hashes % divisor) * 10n ** BigInt(FRACTION_DIGITS)) / divisor).toString().padStart(FRACTION_DIGITS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The window's sketches merged (core distinct-sketch); a block without one (none stored) is skipped. */
function activeAddresses(blocks: readonly BtcWindowBlock[]): number | null {
  const merged = newSketch();
  let seen = 0;
  for (const { address_sketch: hex, height } of blocks) {
    if (hex === null) continue;
    try {
      mergeSketch(merged, sketchFromHex(hex));
    } catch {
      throw new Error(`btc block ${height}: address_sketch is not a distinct sketch`);
    }
    seen++;
  }
  return seen === 0 ? null : estimateDistinct(merged);
}

export async function buildBtcHomeStats(repos: Repositories, chain: string): Promise<BtcHomeStats> {
  const [totals, newest, latestBlocks, latestTxs] = await Promise.all([
    repos.blocks.totals(chain),
    repos.btc.stats.newestBlock(chain),
    repos.stats.latestBlocks(chain, LATEST),
    repos.btc.transactions.list(chain, 0, LATEST),
  ]);
  const window = newest ? await repos.btc.stats.windowBlocks(chain, newest.timestamp - BTC_WINDOW_SECONDS, newest.timestamp) : [];
  const txCount = window.reduce((n, b) => n + b.tx_count, 0);
  // every block has exactly one coinbase transaction
  const paying = txCount - window.length;
  const fees = window.reduce((s, b) => s + BigInt(b.miner_tip), 0n);
  const first = window[0];
  const last = window.at(-1);
  const intervals = window.length - 1;
  const span = first && last && intervals > 0 ? last.timestamp - first.timestamp : 0;
  return {
    overview: {
      totalBlocks: totals.totalBlocks,
      totalTransactions: totals.totalTransactions,
      baseFee: null,
      avgGasPrice: null,
      activeAddresses: activeAddresses(window),
      networkHashrate: newest?.difficulty && span > 0 ? hashrate(newest.difficulty, intervals, span) : null,
      avgFee: paying > 0 ? (fees / BigInt(paying)).toString() : null,
      avgBlockTime: span > 0 ? Math.round((span / intervals / 60) * 10) / 10 : null,
      difficulty: newest?.difficulty ?? null,
      dailyVolume: window.reduce((s, b) => s + BigInt(b.value_sum), 0n).toString(),
      windowSeconds: BTC_WINDOW_SECONDS,
      windowBlocks: window.length,
      windowTransactions: txCount,
    },
    latestBlocks: latestBlocks.map((b) => ({ height: b.height, hash: bareHex(b.hash), timestamp: b.timestamp, transactions_count: b.tx_count, size: b.size })),
    latestTransactions: latestTxs.map((t) => ({ hash: t.hash, timestamp: t.timestamp, height: t.block_height, gas_price: null, amount: t.value })),
  };
}
