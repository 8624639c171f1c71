/** The Bitcoin part of a reorg rollback: outputs the removed blocks spent are unspent again, then their own rows go. */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';

const BTC_ROLLBACK: FamilyRollback = {
  tables: ['btc_transactions', 'btc_inputs', 'btc_outputs'],
  async before(trx, chain, height) {
    await sql`UPDATE btc_outputs SET spent_txid = NULL, spent_vin = NULL, spent_height = NULL WHERE chain = ${chain} AND spent_height > ${height}`.execute(trx);
  },
};

export function rollbackBtcTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, BTC_ROLLBACK);
}
