/** Kysely table types of the address alerts outbox and the alert worker's cursors (migration 019). */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp } from './schema-columns';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AddressAlertsTable {
  id: Generated<number>;
  user_id: number;
  chain: string;
  address: string;
  label: string;
  txid: string;
  block_height: number;
  direction: 'in' | 'out';
  /** '' for the chain's own coin, else the token contract or mint */
  token: Generated<string>;
  amount: Numeric;
  created_at: Timestamp;
  email_to: string | null;
  emailed_at: NullableTime;
  email_attempts: Generated<number>;
  email_next_at: Timestamp;
  email_claimed_until: NullableTime;
  email_error: string | null;
}

export interface AddressAlertCursorsTable {
  chain: string;
  height: number;
  updated_at: Timestamp;
}
