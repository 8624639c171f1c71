/**
 * Rows encoded ahead of the write, per block and table: one value per column, so the thread that
 * writes only joins them and runs SQL. Plain data: it crosses from a decode worker by structured
 * clone at little cost, and a batch can still be cut at any block. Every family's store uses it for
 * its per-block tables.
 *
 * A BYTEA column travels as raw bytes: the values' bytes back to back and their lengths (−1 for
 * NULL); the batch's bytes go as ONE binary parameter (node-postgres sends a Buffer in the binary
 * format, so the server copies it instead of parsing hex; PGlite sends it as one hex text), and each
 * row takes its value with substring(bytes FROM offset FOR length). Splitting a multi-megabyte text
 * of '\x…' values server-side (string_to_array, then hex decoding) was most of the server's CPU of an
 * EVM batch (tx input, log data).
 *
 * Another column is one string: comma-joined ('' is NULL) when no value holds a comma or is empty —
 * split server-side with string_to_array —, else joined by the ASCII record separator when no value
 * holds one (JSON text never does: JSON.stringify escapes control characters; PostgreSQL splits it as
 * fast as commas, where an array literal of JSON would make it parse every escaped quote), else it is
 * the inside of a PostgreSQL array literal, quoted where needed. Each column is encoded on its own,
 * so one JSON column does not push the table's other columns into the costlier form.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '@explorer/db';
import type { PgArrayType, TableSpec } from './table-spec';
import { arrayElement } from './unnest-insert';

/** A BYTEA column of one block's rows: the values' bytes back to back, and each value's length (−1: NULL). */
export interface BytesColumn {
  bytes: Uint8Array;
  lengths: Int32Array;
}

/** A column of one block's rows: comma-joined, joined by RS, the elements of an array literal (without the braces), or bytes. */
export type EncodedColumn = string | { rs: string } | { literal: string } | BytesColumn;

/** ASCII record separator */
const RS = '\u001e';

/** One block's rows of one table, column by column. */
export interface EncodedRows {
  count: number;
  columns: EncodedColumn[];
}

const isBytes = (c: EncodedColumn): c is BytesColumn => typeof c === 'object' && 'bytes' in c;

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

/**
 * A BYTEA column's values — '\x…' hex text (bytea() of @explorer/db; '0x…' is read the same way) or
 * raw bytes — as their bytes back to back. Hex is decoded natively (Buffer.write).
 */
export function encodeBytesColumn<R>(rows: readonly R[], key: keyof R): BytesColumn {
  const lengths = new Int32Array(rows.length);
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![key] as unknown;
    if (v === null || v === undefined) lengths[i] = -1;
    else if (typeof v === 'string') {
      if (v.length % 2 !== 0 || (v.charCodeAt(0) !== 92 /* \ */ && v.charCodeAt(0) !== 48) /* 0 */ || v.charCodeAt(1) !== 120 /* x */) {
        throw new TypeError(`a BYTEA value is not '\\x…' hex: ${v.slice(0, 20)}`);
      }
      lengths[i] = (v.length - 2) / 2;
    } else if (v instanceof Uint8Array) lengths[i] = v.byteLength;
    else throw new TypeError(`a BYTEA value is neither '\\x…' hex nor bytes: ${typeof v}`);
    if (lengths[i]! > 0) total += lengths[i]!;
  }
  const bytes = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const n = lengths[i]!;
    if (n <= 0) continue;
    const v = rows[i]![key] as unknown as string | Uint8Array;
    const written = typeof v === 'string' ? bytes.write(v.slice(2), at, n, 'hex') : (bytes.set(v, at), n);
    if (written !== n) throw new TypeError(`a BYTEA value is not '\\x…' hex: ${(v as string).slice(0, 20)}`);
    at += n;
  }
  // a plain Uint8Array view: it crosses threads as one copy of its bytes (a pooled Buffer would carry its pool)
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, total), lengths };
}

export function encodeRows<R>(spec: TableSpec<R>, rows: readonly R[]): EncodedRows {
  return { count: rows.length, columns: spec.columns.map(([name, type]) => (type === 'bytea' ? encodeBytesColumn(rows, name) : encodeColumn(rows, name))) };
}

/** A comma-joined segment as array-literal elements ('' is NULL; its values need no quotes but the word NULL). */
function asLiteral(segment: string | { rs: string } | { literal: string }): string {
  if (typeof segment !== 'string' && 'literal' in segment) return segment.literal;
  return (typeof segment === 'string' ? segment.split(',') : segment.rs.split(RS))
    .map((v) => (v === '' ? 'NULL' : arrayElement(v)))
    .join(',');
}

/** The batch's BYTEA column i: the blocks' bytes in one buffer, with each row's 1-based offset and length as comma-joined text. */
function batchBytes(segments: readonly BytesColumn[]): { bytes: Buffer; offsets: string; lengths: string } {
  const bytes = Buffer.concat(segments.map((s) => s.bytes));
  let count = 0;
  for (const s of segments) count += s.lengths.length;
  const offsets = new Array<number>(count);
  const lengths = new Array<number>(count);
  let at = 1;
  let k = 0;
  for (const s of segments) {
    for (let i = 0; i < s.lengths.length; i++, k++) {
      const n = s.lengths[i]!;
      offsets[k] = at;
      lengths[k] = n;
      if (n > 0) at += n;
    }
  }
  return { bytes, offsets: offsets.join(','), lengths: lengths.join(',') };
}

/**
 * The batch's column i (not a BYTEA one): the blocks' segments joined — comma-joined when all are,
 * RS-joined when the rest are comma-joined without RS in them, else as one array literal.
 */
export function batchColumn(parts: readonly EncodedRows[], i: number): string | { rs: string } | { literal: string } {
  const segments = parts.map((p) => p.columns[i]!) as (string | { rs: string } | { literal: string })[];
  if (segments.some(isBytes)) throw new TypeError('batchColumn: a BYTEA column is joined by batchBytes');
  if (segments.every((s) => typeof s === 'string')) return segments.join(',');
  if (segments.every((s) => (typeof s === 'string' ? !s.includes(RS) : 'rs' in s))) {
    return { rs: segments.map((s) => (typeof s === 'string' ? s.replaceAll(',', RS) : (s as { rs: string }).rs)).join(RS) };
  }
  return { literal: segments.map(asLiteral).join(',') };
}

function arraySql(column: string | { rs: string } | { literal: string }, type: PgArrayType): RawBuilder<unknown> {
  if (typeof column === 'string') return sql`string_to_array(${column}::text, ',', '')::${sql.raw(type)}[]`;
  if ('rs' in column) return sql`string_to_array(${column.rs}::text, chr(30), '')::${sql.raw(type)}[]`;
  return sql`${`{${column.literal}}`}::text::${sql.raw(type)}[]`;
}

/**
 * `SELECT <the spec's columns, named as in the spec> FROM unnest(…)` for the blocks' rows of one
 * table (blocks without rows may be among them; at least one row in all).
 */
export function encodedSelect<R>(spec: TableSpec<R>, parts: readonly EncodedRows[]): RawBuilder<unknown> {
  const nonEmpty = parts.filter((e) => e.count > 0);
  const arrays: RawBuilder<unknown>[] = [];
  const aliases: string[] = [];
  const values = spec.columns.map(([name, type], i) => {
    const first = nonEmpty[0]!.columns[i]!;
    if (type !== 'bytea' || !isBytes(first)) {
      arrays.push(arraySql(batchColumn(nonEmpty, i), type));
      aliases.push(`c${i}`);
      return sql`${sql.ref(`c${i}`)} AS ${sql.ref(name)}`;
    }
    const { bytes, offsets, lengths } = batchBytes(nonEmpty.map((p) => p.columns[i] as BytesColumn));
    arrays.push(sql`string_to_array(${offsets}::text, ',')::int4[]`, sql`string_to_array(${lengths}::text, ',')::int4[]`);
    aliases.push(`o${i}`, `l${i}`);
    const [o, l] = [sql.ref(`o${i}`), sql.ref(`l${i}`)];
    return sql`CASE WHEN ${l} < 0 THEN NULL ELSE substring(${bytes}::bytea FROM ${o} FOR ${l}) END AS ${sql.ref(name)}`;
  });
  return sql`SELECT ${sql.join(values)} FROM unnest(${sql.join(arrays)}) AS u(${sql.join(aliases.map((a) => sql.ref(a)))})`;
}

/** One INSERT … SELECT FROM unnest(…) for the blocks' rows of one table. */
export async function insertEncoded<R>(trx: Kysely<DB>, spec: TableSpec<R>, parts: readonly EncodedRows[]): Promise<void> {
  if (!parts.some((e) => e.count > 0)) return;
  const names = sql.join(spec.columns.map(([name]) => sql.ref(name)));
  await sql`INSERT INTO ${sql.table(spec.table)} (${names}) ${encodedSelect(spec, parts)}`.execute(trx);
}
