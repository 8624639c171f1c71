/**
 * The Solana home overview (SolHomeStatsSchema): counters; over the last minute of blocks ending
 * at the newest block (timestamps in (T − 60, T], blocks_chain_time): TPS and non-vote TPS
 * (Σ transactions / the seconds between the window's first and last block) and the average block
 * time; over the 24 h ending at T, from the hourly figures kept at ingest (the hours overlapping
 * (T − 86400, T], 25 rows): vote share, average fee per transaction and the distinct addresses
 * (the hours' sketches merged). No data → null, never an invented figure.
 */
import { estimateDistinct, mergeSketch, newSketch, sketchFromHex, type SolHomeStats } from '@explorer/core';
import type { Repositories } from '../repositories';
import type { SolHourRow } from './stats-repository';
import { b58 } from './columns';

export const SOL_TPS_WINDOW_SECONDS = 60;
export const SOL_DAY_SECONDS = 86_400;
const HOUR = 3600;
const LATEST = 10;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function activeAddresses(hours: readonly SolHourRow[]): number | null {
  if (hours.length === 0) return null;
  const merged = newSketch();
  for (const { hour, address_sketch: hex } of hours) {
    try {
      mergeSketch(merged, sketchFromHex(hex));
    } catch {
      throw new Error(`sol hour ${hour}: address_sketch is not a distinct sketch`);
    }
  }
  return estimateDistinct(merged);
}

export async function buildSolHomeStats(repos: Repositories, chain: string): Promise<SolHomeStats> {
  const [totals, newest, latestBlocks, latestTxs] = await Promise.all([
    repos.blocks.totals(chain),
    repos.sol.stats.newestBlock(chain),
    repos.stats.latestBlocks(chain, LATEST),
    repos.sol.stats.latestTransactions(chain, LATEST),
  ]);
  const [minute, hours] = newest
    ? await Promise.all([
        repos.sol.stats.windowSums(chain, newest.timestamp - SOL_TPS_WINDOW_SECONDS, newest.timestamp),
        repos.sol.stats.hours(chain, Math.floor((newest.timestamp - SOL_DAY_SECONDS) / HOUR) * HOUR, newest.timestamp),
      ])
    : [null, []];
  const span = minute && minute.blocks >= 2 && minute.first !== null && minute.last !== null ? minute.last - minute.first : 0;
  const dayTxs = hours.reduce((n, h) => n + h.txs, 0);
  const dayVotes = hours.reduce((n, h) => n + h.vote_txs, 0);
  const dayFees = hours.reduce((s, h) => s + BigInt(h.fees), 0n);
  return {
    overview: {
      totalBlocks: totals.totalBlocks,
      latestSlot: newest?.height ?? null,
      totalTransactions: totals.totalTransactions,
      voteShare: dayTxs > 0 ? round(dayVotes / dayTxs, 4) : null,
      tps: minute && span > 0 ? round(minute.txs / span, 2) : null,
      nonVoteTps: minute && span > 0 ? round((minute.txs - minute.voteTxs) / span, 2) : null,
      avgFee: dayTxs > 0 ? (dayFees / BigInt(dayTxs)).toString() : null,
      activeAddresses: activeAddresses(hours),
      avgBlockTime: minute && span > 0 ? round(span / (minute.blocks - 1), 3) : null,
      baseFee: null,
      avgGasPrice: null,
      windowSeconds: SOL_TPS_WINDOW_SECONDS,
      windowTransactions: minute?.txs ?? 0,
    },
    latestBlocks: latestBlocks.map((b) => ({ height: b.height, hash: b58(b.hash), timestamp: b.timestamp, transactions_count: b.tx_count, size: b.size })),
    latestTransactions: latestTxs.map((t) => ({ hash: t.signature, timestamp: t.timestamp, height: t.block_height, gas_price: null, amount: t.sol_moved })),
  };
}
