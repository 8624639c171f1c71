/**
 * Reorg rollback: removes everything of a chain above `height`, inside the caller's transaction:
 * the common tables here, a family's own tables and extra steps from its FamilyRollback.
 * Counters go down by exactly what was removed; the checkpoint moves to the highest stored block
 * at or below `height` (or is deleted when none is stored).
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { blockHashCodec } from './block-hash';
import { writeCheckpoint } from './checkpoints';

export interface RollbackResult {
  removedBlocks: number;
  removedTransactions: number;
}

/** a table with chain and height (blocks) or block_height columns */
type HeightTable = keyof DB & string;

/** What a family adds to the common rollback (blocks, counters, checkpoint). */
export interface FamilyRollback {
  /** its own per-block tables (SMALLINT chain key, block_height), emptied above the height */
  tables: HeightTable[];
  /** its per-block tables that keep chain as TEXT (the chain id) */
  textChainTables?: HeightTable[];
  /** the table of its transactions (SMALLINT chain key), whose removed rows the counters lose */
  transactionsTable: HeightTable;
  /** runs first, while the rows above the height are still there (storedTop: the highest stored) */
  before?(trx: Kysely<DB>, chain: ChainId, height: number, storedTop: number): Promise<void>;
}


async function deleteAbove(trx: Kysely<DB>, table: HeightTable, chain: number | ChainId, height: number): Promise<number> {
  const column = table === 'blocks' ? 'height' : 'block_height';
  const { rows } = await sql<{ n: number }>`
    WITH gone AS (DELETE FROM ${sql.table(table)} WHERE chain = ${chain} AND ${sql.ref(column)} > ${height} RETURNING 1)
    SELECT count(*)::int AS n FROM gone`.execute(trx);
  return rows[0]?.n ?? 0;
}

export async function rollbackChainTo(trx: Kysely<DB>, chain: ChainId, height: number, family: FamilyRollback): Promise<RollbackResult> {
  if (!trx.isTransaction) return trx.transaction().execute((t) => rollbackChainTo(t, chain, height, family));

  const key = chainKey(chain);
  const top = await trx.selectFrom('blocks').select(sql<number | null>`max(height)`.as('h')).where('chain', '=', key).executeTakeFirst();
  const storedTop = top?.h ?? null;
  if (storedTop !== null && storedTop > height) await family.before?.(trx, chain, height, storedTop);

  const removedBlocks = await deleteAbove(trx, 'blocks', key, height);
  const removedTransactions = await deleteAbove(trx, family.transactionsTable, key, height);
  for (const table of family.tables) await deleteAbove(trx, table, key, height);
  for (const table of family.textChainTables ?? []) await deleteAbove(trx, table, chain, height);

  if (removedBlocks > 0 || removedTransactions > 0) {
    await trx
      .updateTable('chain_counters')
      .set({
        total_blocks: sql`total_blocks - ${removedBlocks}::bigint`,
        total_txs: sql`total_txs - ${removedTransactions}::bigint`,
        updated_at: sql`now()`,
      })
      .where('chain', '=', chain)
      .execute();
  }

  const keep = await trx
    .selectFrom('blocks')
    .select(['height', 'hash'])
    .where('chain', '=', key)
    .where('height', '<=', height)
    .orderBy('height', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (keep) await writeCheckpoint(trx, chain, keep.height, blockHashCodec(chain).fromRead(keep.hash));
  else await trx.deleteFrom('sync_checkpoints').where('chain', '=', chain).execute();

  return { removedBlocks, removedTransactions };
}
