/**
 * Where the newest-first transaction list of a chain starts for a page that skips `offset`
 * transactions: the block holding it from the blocks' running tx_total (the first block whose total
 * reaches its ordinal), then its index in that block, read from the family's transactions table.
 * Two index probes whatever the offset (no OFFSET over the chain).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export async function startOfPage(
  db: Kysely<DB>,
  chain: string,
  offset: number,
  txTable: keyof DB & string,
): Promise<{ height: number; txIndex: number } | undefined> {
  const key = chainKey(chain);
  const tip = await db.selectFrom('blocks').select('tx_total').where('chain', '=', key).orderBy('height', 'desc').limit(1).executeTakeFirst();
  const ordinal = (tip?.tx_total ?? 0) - offset;
  if (ordinal < 1) return undefined;
  const block = await db
    .selectFrom('blocks')
    .select(['height', 'tx_total'])
    .where('chain', '=', key)
    .where('tx_total', '>=', ordinal)
    .orderBy('tx_total', 'asc')
    .orderBy('height', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!block) return undefined;
  // the block's transactions are the last ones counted in its tx_total: skip those after the start
  const { rows } = await sql<{ tx_index: number }>`
    SELECT tx_index FROM ${sql.table(txTable)} WHERE chain = ${key} AND block_height = ${block.height}
    ORDER BY tx_index DESC OFFSET ${block.tx_total - ordinal} LIMIT 1`.execute(db);
  return rows[0] && { height: Number(block.height), txIndex: rows[0].tx_index };
}
