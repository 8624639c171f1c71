/**
 * A table as the batch writers insert it: its columns in order, each with the PostgreSQL array type
 * `unnest` reads it as. A 'bytea' column's values are '\\x…' hex text (bytea() of @explorer/db).
 */
import type { DB } from '@explorer/db';

export type PgArrayType = 'text' | 'int8' | 'int4' | 'int2' | 'numeric' | 'bool' | 'jsonb' | 'bytea';

export interface TableSpec<R> {
  table: keyof DB & string;
  columns: ReadonlyArray<readonly [keyof R & string, PgArrayType]>;
}

/** Rows → one array per column, in the spec's column order (the parameters of `unnest`). */
export function toColumns<R>(spec: TableSpec<R>, rows: readonly R[]): unknown[][] {
  return spec.columns.map(([name]) => rows.map((row) => row[name]));
}
