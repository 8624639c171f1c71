/** The EVM family's part of a reorg rollback: its log and transfer tables, and the contracts found in the removed blocks. */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { recomputeHourlyStatsBelow } from '../hourly-stats';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';
import { rollbackAddressActivity } from '../address-activity';
import { rollbackTokenBalances } from './token-balances';

const EVM_ROLLBACK: FamilyRollback = {
  transactionsTable: 'evm_transactions',
  tables: ['evm_logs', 'parsed_results', 'evm_internal_calls'],
  async before(trx, chain, height, storedTop) {
    await recomputeHourlyStatsBelow(trx, chain, height, { counts: true });
    await rollbackContracts(trx, chain, height, storedTop);
    await rollbackAddressActivity(trx, chain, height);
    await rollbackTokenBalances(trx, chain, height);
  },
};

export function rollbackEvmTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, EVM_ROLLBACK);
}

/**
 * Contracts the indexer found in the removed blocks are deleted (created by their transactions or,
 * found by the creation tracer, inside their calls), and the tracer's cursor goes back to the fork
 * point; last activity inside them is cleared. User-created rows stay, but lose
 * the creation facts that point into the removed range (height, storedTop] — the indexer stored
 * those blocks, so that is where it filled them in; a creation block beyond anything stored was
 * typed by a user and is kept.
 */
async function rollbackContracts(trx: Kysely<DB>, chain: ChainId, height: number, storedTop: number): Promise<void> {
  // first, so the creation tracer's write (which locks this row) never lands between the steps below
  await trx.updateTable('creation_trace_cursors').set({ height: sql`LEAST(height, ${height}::bigint)`, updated_at: sql`now()` }).where('chain', '=', chain).execute();
  // the activity before the removed blocks is not kept: unknown until the contract is active again
  await trx.updateTable('contracts').set({ last_activity_block: null, last_activity_at: null }).where('chain', '=', chain).where('last_activity_block', '>', height).execute();
  await trx.deleteFrom('contracts').where('chain', '=', chain).where('source', '=', 'indexer').where('creation_block', '>', height).execute();
  await trx
    .updateTable('contracts')
    .set({ creator: null, creation_tx: null, creation_block: null, m_time: sql`now()` })
    .where('chain', '=', chain)
    .where('source', '=', 'user')
    .where('creation_block', '>', height)
    .where('creation_block', '<=', storedTop)
    .execute();
}
