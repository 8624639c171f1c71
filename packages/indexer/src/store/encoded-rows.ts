/**
 * Rows encoded ahead of the write, per block and table: the comma-joined columns `unnest-insert.ts`
 * sends (one string per column), so the thread that writes only joins strings and runs SQL. Plain
 * data: it crosses from a decode worker by structured clone at little cost, and a batch can still be
 * cut at any block. Every family's store uses it for its per-block tables.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';
import { toColumns, type TableSpec } from './table-spec';
import { columnArraySql, commaJoined } from './unnest-insert';

/** One block's rows of one table: comma-joined columns, or (when a value would be ambiguous there) the rows themselves. */
export type EncodedRows<R = unknown> = { count: number; columns: string[] } | { count: number; rows: R[] };

export function encodeRows<R>(spec: TableSpec<R>, rows: R[]): EncodedRows<R> {
  const columns: string[] = [];
  for (const values of toColumns(spec, rows)) {
    const joined = commaJoined(values);
    if (joined === null) return { count: rows.length, rows };
    columns.push(joined);
  }
  return { count: rows.length, columns };
}

/**
 * The batch's columns of one table: the blocks' comma-joined segments joined, or, when some block
 * sent rows, every value (segments split back: they hold no commas, '' is NULL) for the array-literal form.
 */
export function batchColumns<R>(spec: TableSpec<R>, parts: readonly EncodedRows[]): { count: number; joined: string[] | null; values: unknown[][] | null } {
  const nonEmpty = parts.filter((e) => e.count > 0);
  const count = nonEmpty.reduce((n, e) => n + e.count, 0);
  if (nonEmpty.every((e) => 'columns' in e)) {
    const joined = spec.columns.map((_, i) => nonEmpty.map((e) => (e as { columns: string[] }).columns[i]!).join(','));
    return { count, joined, values: null };
  }
  const values: unknown[][] = spec.columns.map(() => []);
  for (const e of nonEmpty) {
    const cols = 'columns' in e ? e.columns.map((c) => c.split(',').map((v) => (v === '' ? null : v))) : toColumns(spec, e.rows as R[]);
    cols.forEach((c, i) => values[i]!.push(...c));
  }
  return { count, joined: null, values };
}

/** One INSERT … SELECT FROM unnest(…) for the blocks' rows of one table. */
export async function insertEncoded<R>(trx: Kysely<DB>, spec: TableSpec<R>, parts: readonly EncodedRows[]): Promise<void> {
  const { count, joined, values } = batchColumns(spec, parts);
  if (count === 0) return;
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  const arrays = spec.columns.map(([, type], i) => (joined ? sql`string_to_array(${joined[i]!}::text, ',', '')::${sql.raw(type)}[]` : columnArraySql(values![i]!, type)));
  await sql`INSERT INTO ${sql.table(spec.table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
}
