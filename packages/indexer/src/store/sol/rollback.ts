/**
 * The Solana part of a reorg rollback (a slot the cluster skipped or replaced): its transactions,
 * events and mint changes go with the blocks, the hourly figures lose the removed blocks' sums, and
 * the mints get back their state before the removed slots (mints-rollback.ts).
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { recomputeHourlyStatsBelow } from '../hourly-stats';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';
import { subtractFromHourlyStats } from './hourly-stats';
import { rollbackSolMints } from './mints-rollback';
import { rollbackAddressActivity } from '../address-activity';

const SOL_ROLLBACK: FamilyRollback = {
  tables: ['sol_events'],
  textChainTables: ['sol_mint_changes'],
  transactionsTable: 'sol_transactions',
  async before(trx, chain, height) {
    await subtractFromHourlyStats(trx, chain, height);
    await recomputeHourlyStatsBelow(trx, chain, height, { counts: false });
    await rollbackSolMints(trx, chain, height);
    await rollbackAddressActivity(trx, chain, height);
  },
};

export function rollbackSolTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, SOL_ROLLBACK);
}
