/**
 * The bytes a PostgreSQL database keeps on disk, table by table, read from the catalog (every
 * table of the public schema, partitions counted under their root, so the list follows the
 * schema): heap (main fork + free space and visibility maps), TOAST (with its index) and indexes.
 * Call after settle(): VACUUM ANALYZE and a CHECKPOINT, so the figures do not move between runs.
 */
import { sql, type Database } from '@explorer/db';

export interface TableSize {
  table: string;
  rows: number;
  /** main fork + fsm + vm */
  heap: number;
  /** TOAST table and its index */
  toast: number;
  /** every index of the table (and of its partitions) */
  indexes: number;
}

/** VACUUM ANALYZE every table, then CHECKPOINT (the sizes are those of settled files). */
export async function settle(database: Database): Promise<void> {
  await sql`VACUUM (ANALYZE)`.execute(database.db);
  await sql`CHECKPOINT`.execute(database.db);
}

/** Every table of the public schema with its sizes and exact row count, largest first. */
export async function tableSizes(database: Database): Promise<TableSize[]> {
  const { rows } = await sql<{ table: string; total: string; toast: string; indexes: string }>`
    SELECT coalesce(pg_partition_root(c.oid), c.oid)::regclass::text AS table,
           sum(pg_table_size(c.oid))::text AS total,
           sum(CASE WHEN c.reltoastrelid = 0 THEN 0 ELSE pg_total_relation_size(c.reltoastrelid) END)::text AS toast,
           sum(pg_indexes_size(c.oid))::text AS indexes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     GROUP BY 1`.execute(database.db);
  const sizes: TableSize[] = [];
  for (const r of rows) {
    const count = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.raw(r.table)}`.execute(database.db);
    const toast = Number(r.toast);
    sizes.push({ table: r.table.replace(/^"|"$/g, ''), rows: Number(count.rows[0]!.n), heap: Number(r.total) - toast, toast, indexes: Number(r.indexes) });
  }
  return sizes.sort((a, b) => b.heap + b.toast + b.indexes - (a.heap + a.toast + a.indexes));
}
