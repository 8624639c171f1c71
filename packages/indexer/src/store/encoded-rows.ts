/**
 * Rows encoded ahead of the write, per block and table: one string per column, so the thread that
 * writes only joins strings and runs SQL. A column is comma-joined ('' is NULL) when no value holds
 * a comma or is empty — `unnest-insert.ts` splits it server-side —, else joined by the ASCII record
 * separator when no value holds one (JSON text never does: JSON.stringify escapes control
 * characters; PostgreSQL splits it as fast as commas, where an array literal of JSON would make it
 * parse every escaped quote), else it is the inside of a PostgreSQL array literal, quoted where
 * needed. Each column is encoded on
 * its own, so one JSON column does not push the table's other columns into the costlier form. Plain
 * data: it crosses from a decode worker by structured clone at little cost, and a batch can still be
 * cut at any block. Every family's store uses it for its per-block tables.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';
import type { TableSpec } from './table-spec';
import { arrayElement } from './unnest-insert';

/** A column of one block's rows: comma-joined, joined by RS, or the elements of an array literal (without the braces). */
export type EncodedColumn = string | { rs: string } | { literal: string };

/** ASCII record separator */
const RS = '\u001e';

/** One block's rows of one table, column by column. */
export interface EncodedRows {
  count: number;
  columns: EncodedColumn[];
}

/**
 * One pass over the rows for one column: the values as strings (null stays null: join writes ''),
 * noting whether the comma-joined or the RS-joined form is unambiguous.
 */
function encodeColumn<R>(rows: readonly R[], key: keyof R): EncodedColumn {
  const parts = new Array<string | null>(rows.length);
  let comma = true;
  let rs = true;
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![key];
    if (v === null || v === undefined) {
      parts[i] = null;
      continue;
    }
    const s = typeof v === 'string' ? v : String(v);
    parts[i] = s;
    if (s === '') comma = rs = false;
    else if (comma && s.includes(',')) {
      comma = false;
      for (let j = 0; j <= i && rs; j++) rs = !parts[j]?.includes(RS);
    } else if (!comma && rs && s.includes(RS)) rs = false;
  }
  if (comma) return parts.join(',');
  if (rs) return { rs: parts.join(RS) };
  return { literal: parts.map(arrayElement).join(',') };
}

export function encodeRows<R>(spec: TableSpec<R>, rows: readonly R[]): EncodedRows {
  return { count: rows.length, columns: spec.columns.map(([name]) => encodeColumn(rows, name)) };
}

/** A comma-joined segment as array-literal elements ('' is NULL; its values need no quotes but the word NULL). */
function asLiteral(segment: EncodedColumn): string {
  if (typeof segment !== 'string' && 'literal' in segment) return segment.literal;
  return (typeof segment === 'string' ? segment.split(',') : segment.rs.split(RS))
    .map((v) => (v === '' ? 'NULL' : arrayElement(v)))
    .join(',');
}

/**
 * The batch's column i: the blocks' segments joined — comma-joined when all are, RS-joined when
 * the rest are comma-joined without RS in them, else as one array literal.
 */
export function batchColumn(parts: readonly EncodedRows[], i: number): EncodedColumn {
  const segments = parts.map((p) => p.columns[i]!);
  if (segments.every((s) => typeof s === 'string')) return segments.join(',');
  if (segments.every((s) => (typeof s === 'string' ? !s.includes(RS) : 'rs' in s))) {
    return { rs: segments.map((s) => (typeof s === 'string' ? s.replaceAll(',', RS) : (s as { rs: string }).rs)).join(RS) };
  }
  return { literal: segments.map(asLiteral).join(',') };
}

/** One INSERT … SELECT FROM unnest(…) for the blocks' rows of one table. */
export async function insertEncoded<R>(trx: Kysely<DB>, spec: TableSpec<R>, parts: readonly EncodedRows[]): Promise<void> {
  const nonEmpty = parts.filter((e) => e.count > 0);
  if (nonEmpty.length === 0) return;
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  const arrays = spec.columns.map(([, type], i) => {
    const column = batchColumn(nonEmpty, i);
    if (typeof column === 'string') return sql`string_to_array(${column}::text, ',', '')::${sql.raw(type)}[]`;
    if ('rs' in column) return sql`string_to_array(${column.rs}::text, chr(30), '')::${sql.raw(type)}[]`;
    return sql`${`{${column.literal}}`}::text::${sql.raw(type)}[]`;
  });
  await sql`INSERT INTO ${sql.table(spec.table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
}
