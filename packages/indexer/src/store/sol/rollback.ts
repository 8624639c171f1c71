/**
 * The Solana part of a reorg rollback (a slot the cluster skipped or replaced): its transactions and
 * events go with the blocks, and the hourly figures lose the removed blocks' sums.
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';
import { subtractFromHourlyStats } from './hourly-stats';

const SOL_ROLLBACK: FamilyRollback = {
  tables: ['sol_events'],
  transactionsTable: 'sol_transactions',
  before: (trx, chain, height) => subtractFromHourlyStats(trx, chain, height),
};

export function rollbackSolTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, SOL_ROLLBACK);
}
