/**
 * The EVM home overview (spec part 1 §3 Home stats; HomeStatsSchema in @explorer/core) from real
 * rows: counters, the newest block's base fee, and figures over the ten minutes of blocks ending at
 * the newest indexed block (window (T - 600, T] of block timestamps).
 */
import type { HomeStats } from '@explorer/core';
import type { Repositories } from '../repositories';

export const WINDOW_SECONDS = 600;

const LATEST = 10;

export async function buildHomeStats(repos: Repositories, chain: string): Promise<HomeStats> {
  const [totals, newest, blocks, txs] = await Promise.all([
    repos.blocks.totals(chain),
    repos.stats.newestBlock(chain),
    repos.stats.latestBlocks(chain, LATEST),
    repos.stats.latestTransactions(chain, LATEST),
  ]);
  const sums = newest ? await repos.stats.windowSums(chain, newest.timestamp - WINDOW_SECONDS, newest.timestamp) : null;
  const span = sums && sums.blocks >= 2 && sums.firstTimestamp !== null && sums.lastTimestamp !== null ? sums.lastTimestamp - sums.firstTimestamp : null;
  return {
    overview: {
      totalBlocks: totals.totalBlocks,
      totalTransactions: totals.totalTransactions,
      baseFee: newest?.base_fee ?? null,
      dailyVolume: sums?.valueSum ?? '0',
      avgGasPrice: sums && sums.txCount > 0 ? (BigInt(sums.gasPriceSum) / BigInt(sums.txCount)).toString() : null,
      avgBlockTime: span !== null && sums ? Math.round((span / (sums.blocks - 1)) * 10) / 10 : null,
      windowSeconds: WINDOW_SECONDS,
      windowBlocks: sums?.blocks ?? 0,
      windowTransactions: sums?.txCount ?? 0,
    },
    latestBlocks: blocks.map((b) => ({ height: b.height, hash: b.hash, timestamp: b.timestamp, transactions_count: b.tx_count, size: b.size })),
    latestTransactions: txs.map((t) => ({
      hash: t.hash,
      timestamp: t.timestamp,
      height: t.block_height,
      gas_price: t.effective_gas_price ?? t.gas_price,
      amount: t.value,
    })),
  };
}
