/**
 * Finding the activity of saved addresses in a range of newly committed blocks, per chain family.
 * Each family reads only the range's rows (every family table's primary key starts with
 * (chain, block_height)) and keeps those whose address is one watched on the chain: a saved address
 * of an active user with e-mail notifications or block alerts on (user_settings, migration 016).
 * Amounts are summed per (address, transaction, direction, token); '' is the chain's own coin.
 * EVM: successful transactions moving value (from: out, to: in) and token transfers; Bitcoin: inputs
 * (out) and outputs (in); Solana: transfer events (from: out, to: in; the mint, or '' for SOL).
 */
import { CHAINS, type ChainFamily, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';

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
    JOIN user_settings us ON us.user_id = s.user_id
    WHERE s.chain = ${chain} AND (${setting('emailNotifications')} = 'true' OR ${setting('blockAlerts')} = 'true')`;
}

const inRange = (r: BlockRange) => sql`chain = ${r.chain} AND block_height BETWEEN ${r.from} AND ${r.to}`;
const isWatched = (column: string) => sql`${sql.ref(column)} IN (SELECT address FROM watched)`;

/** rows (address, txid, block_height, direction, token, amount) of one family's activity in the range */
const ACTIVITY: Record<ChainFamily, (r: BlockRange) => RawBuilder<unknown>> = {
  evm: (r) => sql`
    SELECT to_addr AS address, hash AS txid, block_height, 'in' AS direction, '' AS token, value AS amount
      FROM transactions WHERE ${inRange(r)} AND status = 1 AND value > 0 AND ${isWatched('to_addr')}
    UNION ALL SELECT from_addr, hash, block_height, 'out', '', value
      FROM transactions WHERE ${inRange(r)} AND status = 1 AND value > 0 AND ${isWatched('from_addr')}
    UNION ALL SELECT to_addr, tx_hash, block_height, 'in', token, amount
      FROM token_transfers WHERE ${inRange(r)} AND ${isWatched('to_addr')}
    UNION ALL SELECT from_addr, tx_hash, block_height, 'out', token, amount
      FROM token_transfers WHERE ${inRange(r)} AND ${isWatched('from_addr')}`,
  btc: (r) => sql`
    SELECT address, txid, block_height, 'in' AS direction, '' AS token, value AS amount
      FROM btc_outputs WHERE ${inRange(r)} AND ${isWatched('address')}
    UNION ALL SELECT address, txid, block_height, 'out', '', coalesce(value, 0)
      FROM btc_inputs WHERE ${inRange(r)} AND ${isWatched('address')}`,
  sol: (r) => sql`
    SELECT to_address AS address, signature AS txid, block_height, 'in' AS direction, coalesce(mint, '') AS token, amount
      FROM sol_events WHERE ${inRange(r)} AND ${isWatched('to_address')}
    UNION ALL SELECT from_address, signature, block_height, 'out', coalesce(mint, ''), amount
      FROM sol_events WHERE ${inRange(r)} AND ${isWatched('from_address')}`,
};

export interface RecordedAlert {
  id: number;
  user_id: number;
}

/**
 * Records the alerts of the range (several processes may record the same range: a row found twice is
 * kept once). `email`: whether e-mails can be sent (SMTP configured), so rows of users who want them
 * get their address. Returns the rows this call inserted.
 */
export async function recordAlerts(db: Kysely<DB>, range: BlockRange, email: boolean): Promise<RecordedAlert[]> {
  const activity = ACTIVITY[CHAINS[range.chain].family];
  const result = await sql<{ id: string | number; user_id: string | number }>`
    WITH watched AS NOT MATERIALIZED (${watched(range.chain, email)}),
    activity AS (${activity(range)}),
    found AS (
      SELECT address, txid, block_height, direction, token, sum(amount) AS amount
      FROM activity GROUP BY address, txid, block_height, direction, token
    )
    INSERT INTO address_alerts (user_id, chain, address, label, txid, block_height, direction, token, amount, email_to)
    SELECT w.user_id, ${range.chain}, f.address, w.label, f.txid, f.block_height, f.direction, f.token, f.amount, w.email_to
    FROM found f JOIN watched w ON w.address = f.address
    ORDER BY f.block_height, f.txid, f.direction, f.token, w.user_id
    ON CONFLICT DO NOTHING
    RETURNING id, user_id`.execute(db);
  return result.rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id) }));
}
