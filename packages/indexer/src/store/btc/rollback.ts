/**
 * The Bitcoin part of a reorg rollback: the removed blocks' rows go; their inputs with them, so the
 * outputs they spent have no spender any more (spenders are read through the inputs).
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { recomputeHourlyStatsBelow } from '../hourly-stats';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';
import { rollbackAddressActivity } from '../address-activity';

const BTC_ROLLBACK: FamilyRollback = {
  transactionsTable: 'btc_transactions',
  tables: ['btc_inputs', 'btc_outputs'],
  async before(trx, chain, height) {
    await recomputeHourlyStatsBelow(trx, chain, height, { counts: true });
    await rollbackAddressActivity(trx, chain, height);
  },
};

export function rollbackBtcTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, BTC_ROLLBACK);
}
