/** Column types the table types share: NUMERIC read as a decimal string, timestamps, JSON written as text. */
import type { ColumnType } from 'kysely';

export type Numeric = ColumnType<string, string | bigint, string | bigint>;
export type NullableNumeric = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string | undefined, string>;
