/**
 * The indexer's retention job: applies the chain's retention at start and then after writes, at most
 * every `intervalMs` (dropping a partition is cheap, finding there is nothing to drop cheaper still).
 * It runs between batches, outside their transactions; a failure is logged and tried again later.
 */
import type { ChainId, Logger, Retention } from '@explorer/core';
import type { Database } from '@explorer/db';
import { pruneChain } from '../store/retention';

export const DEFAULT_PRUNE_INTERVAL_MS = 60_000;

export interface PruneJob {
  /** prunes when the interval has passed since the last run (always on the first call) */
  maybeRun(): Promise<void>;
}

export function createPruneJob(opts: { database: Database; chain: ChainId; retention?: Retention; intervalMs?: number; logger: Logger }): PruneJob {
  const { retention, logger } = opts;
  const interval = opts.intervalMs ?? DEFAULT_PRUNE_INTERVAL_MS;
  let last = -Infinity;
  return {
    async maybeRun() {
      if (!retention) return;
      const now = Date.now();
      if (now - last < interval) return;
      last = now;
      try {
        const result = await pruneChain(opts.database.db, opts.chain, retention);
        if (result.pruned) logger.info({ chain: opts.chain, prunedBelow: result.prunedBelow }, 'retention: removed the partitions below the window');
      } catch (e) {
        logger.warn({ err: e }, 'retention: pruning failed; trying again later');
      }
    },
  };
}
