/**
 * The Bitcoin part of a reorg rollback: the removed blocks' rows go; their inputs with them, so the
 * outputs they spent have no spender any more (spenders are read through the inputs).
 */
import type { Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { rollbackChainTo, type FamilyRollback, type RollbackResult } from '../rollback';

const BTC_ROLLBACK: FamilyRollback = {
  tables: ['btc_transactions', 'btc_inputs', 'btc_outputs'],
};

export function rollbackBtcTo(trx: Kysely<DB>, chain: ChainId, height: number): Promise<RollbackResult> {
  return rollbackChainTo(trx, chain, height, BTC_ROLLBACK);
}
