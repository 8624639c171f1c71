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

/** 034: a user's webhook endpoints */
export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** the HMAC key of the signature (shown once; never answered again) */
  secret: string;
  all_addresses: Generated<boolean>;
  events: string[];
  block_chains: Generated<string[]>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 034: the chosen saved addresses of a webhook that does not cover all */
export interface WebhookAddressesTable {
  webhook_id: number;
  address_id: number;
}

/** 034: the webhook delivery outbox and log */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  event_key: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_at: Timestamp;
  claimed_until: NullableTime;
  expires_at: Timestamp;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: NullableTime;
  delivered_at: NullableTime;
  created_at: Timestamp;
}
