/**
 * One INSERT per table per batch: `INSERT INTO t (cols) SELECT * FROM unnest(<col1 array>, …)`.
 * Each column travels as ONE text parameter, so a batch of thousands of rows is a single statement
 * on both PGlite and PostgreSQL. Our values (hex, decimal amounts, ids) contain no commas and are
 * never empty, so a column is normally sent comma-joined and split server-side with
 * string_to_array(…, ',', '') ('' marks NULL) — cheaper than array-literal parsing on both sides.
 * A column holding a comma or an empty string falls back to a quoted array literal.
 * NUMERIC columns travel as decimal strings and are cast to numeric[].
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '@explorer/db';
import { toColumns, type PgArrayType, type TableSpec } from './table-spec';

const BARE = /^[0-9A-Za-z_.:+-]+$/;

export function arrayElement(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  const s = typeof v === 'string' ? v : String(v);
  if (BARE.test(s) && !(s.length === 4 && s.toUpperCase() === 'NULL')) return s;
  return `"${s.replace(/[\\"]/g, '\\$&')}"`;
}

/** A PostgreSQL array literal ('{a,NULL,"b c"}') of strings, numbers, bigints and nulls. */
export function pgArrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** The comma-joined form ('' for NULL), or null when a value would make it ambiguous. */
export function commaJoined(values: readonly unknown[]): string | null {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) {
      parts[i] = '';
      continue;
    }
    const s = typeof v === 'string' ? v : String(v);
    if (s === '' || s.includes(',')) return null;
    parts[i] = s;
  }
  return parts.join(',');
}

/** SQL for one column's array parameter, typed as `type[]`. */
export function columnArraySql(values: readonly unknown[], type: PgArrayType): RawBuilder<unknown> {
  const joined = commaJoined(values);
  return joined !== null
    ? sql`string_to_array(${joined}::text, ',', '')::${sql.raw(type)}[]`
    : sql`${pgArrayLiteral(values)}::text::${sql.raw(type)}[]`;
}

export function unnestInsertSql<R>(spec: TableSpec<R>, rows: readonly R[], tail: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  const arrays = toColumns(spec, rows).map((values, i) => columnArraySql(values, spec.columns[i]![1]));
  return sql`INSERT INTO ${sql.table(spec.table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)}) ${tail}`;
}

export async function insertUnnest<R>(db: Kysely<DB>, spec: TableSpec<R>, rows: readonly R[], tail?: RawBuilder<unknown>): Promise<void> {
  if (rows.length > 0) await unnestInsertSql(spec, rows, tail).execute(db);
}
