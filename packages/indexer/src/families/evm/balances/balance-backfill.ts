/**
 * Token balances for blocks stored before they were kept (migration 032 records, per EVM chain,
 * the stored heights [next_height, below) whose logs were never counted): this background task
 * walks them upward in chunks, each chunk's stored token logs decoded and added in one transaction
 * with the cursor's advance, so a crash repeats nothing and loses nothing. Sums commute, so it runs
 * beside ingest (which counts every block from `below` on). A rollback below `below` lowers it
 * (store/evm/token-balances.ts), so re-indexed blocks are counted by ingest, not twice.
 */
import { chainKey, tokenMoves, type ChainInfo, type Logger } from '@explorer/core';
import type { Database } from '@explorer/db';
import { applyTokenDeltas, storedTokenLogs, tokenDeltas } from '../../../store/evm/token-balances';
import { repeatPasses } from './repeat';

export interface BalanceBackfillOptions {
  database: Database;
  chain: ChainInfo;
  logger: Logger;
  /** stored blocks counted per transaction (default 500) */
  chunkBlocks?: number;
}

export function createBalanceBackfill(opts: BalanceBackfillOptions) {
  const { chain, logger } = opts;
  const key = chainKey(chain.id);
  const chunk = opts.chunkBlocks ?? 500;

  /** One chunk; resolves to whether more remain. */
  async function runOnce(): Promise<boolean> {
    return opts.database.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('token_balance_backfill').select(['next_height', 'below']).where('chain', '=', key).forUpdate().executeTakeFirst();
      if (!row) return false;
      const from = Number(row.next_height);
      const below = Number(row.below);
      const to = Math.min(below, from + chunk) - 1;
      const moves = tokenMoves(await storedTokenLogs(trx, chain.id, from - 1, to));
      if (moves.length > 0) await applyTokenDeltas(trx, chain.id, [tokenDeltas(moves)]);
      if (to + 1 >= below) {
        await trx.deleteFrom('token_balance_backfill').where('chain', '=', key).execute();
        logger.info({ below }, 'token balances: the blocks stored before balances were kept are counted');
        return false;
      }
      await trx.updateTable('token_balance_backfill').set({ next_height: to + 1 }).where('chain', '=', key).execute();
      return true;
    });
  }

  const run = (signal?: AbortSignal) => repeatPasses(async () => ((await runOnce()) ? 'more' : 'done'), { pauseMs: 0, logger, what: 'token balance backfill', signal });

  return { run, runOnce };
}
