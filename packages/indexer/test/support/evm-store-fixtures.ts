/** Test helper: mainnet bundles built by the adapter, and small readers of what the store wrote. */
import { sql, type Kysely } from 'kysely';
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { buildEvmBundle } from '../../src/chains/evm/bundle';
import { loadMainnetBlock } from './evm-mainnet-fixtures';

const cache = new Map<number, ReturnType<typeof buildEvmBundle>>();

export function mainnetBundle(height: number) {
  let b = cache.get(height);
  if (!b) {
    const { rawBlock, rawReceipts } = loadMainnetBlock(height);
    b = buildEvmBundle(rawBlock, rawReceipts);
    cache.set(height, b);
  }
  return b;
}

/** Row counts per table for a chain. */
export async function countRows(db: Kysely<DB>, chain: string) {
  const key = chainKey(chain);
  const { rows } = await sql<{ blocks: number; txs: number; logs: number; transfers: number }>`
    SELECT (SELECT count(*)::int FROM blocks WHERE chain = ${key}) AS blocks,
           (SELECT count(*)::int FROM evm_transactions WHERE chain = ${key}) AS txs,
           (SELECT count(*)::int FROM evm_logs WHERE chain = ${key}) AS logs,
           (SELECT count(*)::int FROM token_transfers WHERE chain = ${key}) AS transfers`.execute(db);
  return rows[0]!;
}

export async function readCounters(db: Kysely<DB>, chain: string) {
  const row = await db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', chain).executeTakeFirst();
  return row ? { blocks: row.total_blocks, txs: row.total_txs } : null;
}
