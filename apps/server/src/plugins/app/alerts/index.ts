/**
 * The address alerts' SQL: the alert worker's per-chain cursor (how far it has scanned the committed
 * blocks), recording alerts for a block range (detect.ts), the e-mail outbox (outbox.ts), and a
 * user's own alerts for GET /api/user/alerts.
 */
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { recordAlerts, type ActivityOf, type BlockRange } from './detect';
import { createAlertOutbox, type AlertFacts } from './outbox';

export type { ActivityOf, AlertSql, BlockRange, RecordedAlert } from './detect';
export type { AlertFacts, ClaimedAlert, ClaimOptions } from './outbox';

export interface ScanWindow {
  /** the highest height the worker has scanned (null: never scanned this chain) */
  cursor: number | null;
  /** the indexer's committed height (null: nothing indexed) */
  head: number | null;
}

export interface AlertRow extends AlertFacts {
  created_at: Date;
  emailed_at: Date | null;
}

/** `activityOf`: each chain's family's activity SQL (the composition passes the family registry's) */
export function createAlertsRepository(db: Kysely<DB>, activityOf: ActivityOf) {
  return {
    async scanWindow(chain: ChainId): Promise<ScanWindow> {
      const row = await sql<{ cursor: string | number | null; head: string | number | null }>`
        SELECT (SELECT height FROM address_alert_cursors WHERE chain = ${chain}) AS cursor,
               (SELECT height FROM sync_checkpoints WHERE chain = ${chain}) AS head`.execute(db);
      const r = row.rows[0];
      const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
      return { cursor: num(r?.cursor), head: num(r?.head) };
    },

    /** Starts a chain's cursor at `height` unless another process already did. */
    async initCursor(chain: ChainId, height: number): Promise<void> {
      await db.insertInto('address_alert_cursors').values({ chain, height }).onConflict((oc) => oc.column('chain').doNothing()).execute();
    },

    /** Moves the cursor up to `height` (never down: another process may be ahead). */
    async advanceCursor(chain: ChainId, height: number): Promise<void> {
      await db
        .updateTable('address_alert_cursors')
        .set({ height: sql`GREATEST(height, ${height})`, updated_at: sql`now()` })
        .where('chain', '=', chain)
        .execute();
    },

    /** After a rollback below the cursor: back to the committed height, so the new blocks there are scanned. */
    async rewindCursor(chain: ChainId, height: number): Promise<void> {
      await db.updateTable('address_alert_cursors').set({ height, updated_at: sql`now()` }).where('chain', '=', chain).where('height', '>', height).execute();
    },

    record: (range: BlockRange, email: boolean) => recordAlerts(db, range, email, activityOf),

    outbox: createAlertOutbox(db),

    /** The user's alerts newest first; with `after`, only those with a greater id. */
    async listForUser(userId: number, after: number | undefined, limit: number): Promise<AlertRow[]> {
      let q = db
        .selectFrom('address_alerts as a')
        .leftJoin('contracts as k', (join) => join.onRef('k.chain', '=', 'a.chain').onRef('k.address', '=', 'a.token'))
        .select([
          'a.id',
          'a.chain',
          'a.address',
          'a.label',
          'a.txid',
          'a.block_height',
          'a.direction',
          'a.token',
          'a.amount',
          'a.created_at',
          'a.emailed_at',
          'k.symbol as token_symbol',
          'k.decimals as token_decimals',
        ])
        .where('a.user_id', '=', userId);
      if (after !== undefined) q = q.where('a.id', '>', after);
      const rows = await q.orderBy('a.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), block_height: Number(r.block_height), token_decimals: r.token_decimals === null ? null : Number(r.token_decimals) }));
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
