/**
 * Finding the activity of saved addresses in a range of newly committed blocks, per chain family.
 * Each family reads only the range's rows (every family table's primary key starts with
 * (chain, block_height)) and keeps those whose address is one watched on the chain: a saved address
 * of an active user with e-mail notifications or block alerts on (user_settings, migration 016) or
 * an enabled webhook that wants address events (migration 034; its deliveries are queued with the alert).
 * Amounts are summed per (address, transaction, direction, token); '' is the chain's own coin.
 * Which rows are a family's activity is its alertActivity (families/<family>/alerts.ts), handed in
 * by the composition (`activityOf`): the application layer knows no family.
 */
import { chainKey, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** SQL pieces the alert finder hands a family for one block range. */
export interface AlertSql {
  /** chain = <the chain's key> AND block_height BETWEEN … (the family tables' SMALLINT chain) */
  inRange: RawBuilder<unknown>;
  /** `column` holds a watched address */
  isWatched(column: string): RawBuilder<unknown>;
}

/** the chain's family's activity rows (address, txid, block_height, direction, token, amount) in a block range */
export type ActivityOf = (chain: ChainId) => (sql: AlertSql) => RawBuilder<unknown>;

export interface BlockRange {
  chain: ChainId;
  from: number;
  to: number;
}

/** a setting of the user's JSON settings object, as text ('true' for a boolean on) */
const setting = (key: string) => sql`(us.settings::jsonb ->> ${sql.lit(key)})`;

/** the chain's watched addresses: (user_id, address, label, email_to — null when no e-mail is to be sent) */
function watched(chain: ChainId, email: boolean): RawBuilder<unknown> {
  return sql`
    SELECT s.user_id, s.address, s.label,
      CASE WHEN ${email}::boolean AND ${setting('emailNotifications')} = 'true' AND coalesce(${setting('emailAddress')}, '') <> ''
        THEN ${setting('emailAddress')} END AS email_to
    FROM saved_addresses s
    JOIN users u ON u.id = s.user_id AND u.is_active
    LEFT JOIN user_settings us ON us.user_id = s.user_id
    WHERE s.chain = ${chain} AND (${setting('emailNotifications')} = 'true' OR ${setting('blockAlerts')} = 'true'
      OR EXISTS (SELECT 1 FROM webhooks wh WHERE wh.user_id = s.user_id AND wh.enabled AND wh.events && ARRAY['incoming', 'outgoing', 'token']::text[]))`;
}

const inRange = (r: BlockRange) => sql`chain = ${chainKey(r.chain)}::smallint AND block_height BETWEEN ${r.from} AND ${r.to}`;
const isWatched = (column: string) => sql`${sql.ref(column)} IN (SELECT address FROM watched)`;

/**
 * The webhook deliveries of the alerts just inserted (CTE `inserted`), in the same statement: an alert
 * is recorded once (by whichever process inserts it), and so are its deliveries, to each enabled
 * webhook of the user that wants the kind (token: any token transfer; incoming / outgoing: the
 * chain's coin) and covers the address (all saved addresses, or it among the chosen).
 */
const webhookDeliveries = sql`
  INSERT INTO webhook_deliveries (webhook_id, event, event_key, payload)
  SELECT wh.id, kd.event, 'alert:' || i.id,
    jsonb_build_object('chain', i.chain, 'address', i.address, 'label', i.label, 'txid', i.txid, 'block_height', i.block_height,
      'direction', i.direction, 'amount', i.amount::text,
      'token', CASE WHEN i.token = '' THEN NULL ELSE jsonb_build_object('address', i.token, 'symbol', k.symbol, 'decimals', k.decimals) END)
  FROM inserted i
  CROSS JOIN LATERAL (
    SELECT CASE WHEN i.token <> '' THEN 'token' WHEN i.direction = 'in' THEN 'incoming' ELSE 'outgoing' END AS kind,
           CASE WHEN i.token <> '' THEN 'token.transfer' WHEN i.direction = 'in' THEN 'address.incoming' ELSE 'address.outgoing' END AS event
  ) kd
  JOIN webhooks wh ON wh.user_id = i.user_id AND wh.enabled AND kd.kind = ANY (wh.events)
  LEFT JOIN contracts k ON i.token <> '' AND k.chain = i.chain AND k.address = i.token
  WHERE wh.all_addresses OR EXISTS (
    SELECT 1 FROM webhook_addresses wa JOIN saved_addresses s ON s.id = wa.address_id
    WHERE wa.webhook_id = wh.id AND s.chain = i.chain AND s.address = i.address)
  ON CONFLICT DO NOTHING`;

export interface RecordedAlert {
  id: number;
  user_id: number;
}

/**
 * Records the alerts of the range (several processes may record the same range: a row found twice is
 * kept once). `email`: whether e-mails can be sent (SMTP configured), so rows of users who want them
 * get their address. Returns the rows this call inserted.
 */
export async function recordAlerts(db: Kysely<DB>, range: BlockRange, email: boolean, activityOf: ActivityOf): Promise<RecordedAlert[]> {
  const activity = activityOf(range.chain)({ inRange: inRange(range), isWatched });
  const result = await sql<{ id: string | number; user_id: string | number }>`
    WITH watched AS NOT MATERIALIZED (${watched(range.chain, email)}),
    activity AS (${activity}),
    found AS (
      SELECT address, txid, block_height, direction, token, sum(amount) AS amount
      FROM activity GROUP BY address, txid, block_height, direction, token
    ),
    inserted AS (
      INSERT INTO address_alerts (user_id, chain, address, label, txid, block_height, direction, token, amount, email_to)
      SELECT w.user_id, ${range.chain}, f.address, w.label, f.txid, f.block_height, f.direction, f.token, f.amount, w.email_to
      FROM found f JOIN watched w ON w.address = f.address
      ORDER BY f.block_height, f.txid, f.direction, f.token, w.user_id
      ON CONFLICT DO NOTHING
      RETURNING *
    ),
    hooked AS (${webhookDeliveries})
    SELECT id, user_id FROM inserted ORDER BY id`.execute(db);
  return result.rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id) }));
}
