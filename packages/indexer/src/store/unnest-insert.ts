/**
 * One INSERT per table per batch: `INSERT INTO t (cols) SELECT * FROM unnest($1::text[], $2::int8[], …)`.
 * Each column travels as one parameter (NUMERIC as decimal strings cast to numeric[]), so a batch of
 * thousands of rows is a single statement on both PGlite and PostgreSQL. The array literals are
 * built here: our values (hex, decimals, ids) almost never need quoting, which makes this several
 * times cheaper than the drivers' generic array serializers, and both engines accept the same text.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '@explorer/db';
import { toColumns, type TableSpec } from './rows';

const BARE = /^[0-9A-Za-z_.:+-]+$/;

function arrayElement(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  const s = typeof v === 'string' ? v : String(v);
  if (BARE.test(s) && !(s.length === 4 && s.toUpperCase() === 'NULL')) return s;
  return `"${s.replace(/[\\"]/g, '\\$&')}"`;
}

/** A PostgreSQL array literal ('{a,NULL,"b c"}') of strings, numbers, bigints and nulls. */
export function pgArrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

export function unnestInsertSql<R>(spec: TableSpec<R>, rows: readonly R[], tail: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  const arrays = toColumns(spec, rows).map((values, i) => sql`${pgArrayLiteral(values)}::text::${sql.raw(spec.columns[i]![1])}[]`);
  return sql`INSERT INTO ${sql.table(spec.table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)}) ${tail}`;
}

export async function insertUnnest<R>(db: Kysely<DB>, spec: TableSpec<R>, rows: readonly R[], tail?: RawBuilder<unknown>): Promise<void> {
  if (rows.length > 0) await unnestInsertSql(spec, rows, tail).execute(db);
}
