/** Column types the table types share: NUMERIC read as a decimal string, BYTEA read as '0x…' hex, timestamps, JSON written as text. */
import type { ColumnType } from 'kysely';
import type { ByteaIn } from './bytea';

export type Numeric = ColumnType<string, string | bigint, string | bigint>;
export type NullableNumeric = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string | undefined, string>;
/** BYTEA (migration 024): read as '0x…' hex; written as bytea('0x…') (compare with bytea() too) */
export type Bytea = ColumnType<string, ByteaIn, ByteaIn>;
export type NullableBytea = ColumnType<string | null, ByteaIn | null | undefined, ByteaIn | null>;
