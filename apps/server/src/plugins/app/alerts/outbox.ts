/**
 * The e-mail outbox over address_alerts: rows with an email_to and no emailed_at are due. A sender
 * claims due rows for a lease (FOR UPDATE SKIP LOCKED, so several processes never claim the same
 * row; a claim left by a crashed process runs out and the row is due again), then marks them sent,
 * or failed with the next attempt's time.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

/** What an alert says, as the outbox and a user's alert list both read it. */
export interface AlertFacts {
  id: number;
  chain: string;
  address: string;
  label: string;
  txid: string;
  block_height: number;
  direction: 'in' | 'out';
  /** '' for the chain's own coin */
  token: string;
  amount: string;
  token_symbol: string | null;
  token_decimals: number | null;
}

export interface ClaimedAlert extends AlertFacts {
  user_id: number;
  email_to: string;
  /** attempts including this one */
  email_attempts: number;
  /** the user's language setting (null: no settings row) */
  language: string | null;
}

export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  /** rows tried this many times are left alone */
  maxAttempts: number;
}

export function createAlertOutbox(db: Kysely<DB>) {
  return {
    /** Claims up to `limit` due rows (oldest first), with what an e-mail about them says. */
    async claim(opts: ClaimOptions): Promise<ClaimedAlert[]> {
      const result = await sql<ClaimedAlert>`
        WITH claimed AS (
          UPDATE address_alerts a
          SET email_claimed_until = now() + ${opts.leaseMs} * interval '1 millisecond', email_attempts = a.email_attempts + 1
          WHERE a.id IN (
            SELECT id FROM address_alerts
            WHERE email_to IS NOT NULL AND emailed_at IS NULL AND email_next_at <= now()
              AND (email_claimed_until IS NULL OR email_claimed_until < now()) AND email_attempts < ${opts.maxAttempts}
            ORDER BY email_next_at, id
            LIMIT ${opts.limit}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING a.*
        )
        SELECT c.id, c.user_id, c.chain, c.address, c.label, c.txid, c.block_height, c.direction, c.token, c.amount,
          c.email_to, c.email_attempts, k.symbol AS token_symbol, k.decimals AS token_decimals,
          us.settings::jsonb ->> 'language' AS language
        FROM claimed c
        LEFT JOIN contracts k ON c.token <> '' AND k.chain = c.chain AND k.address = c.token
        LEFT JOIN user_settings us ON us.user_id = c.user_id
        ORDER BY c.user_id, c.block_height, c.id`.execute(db);
      return result.rows.map((r) => ({
        ...r,
        id: Number(r.id),
        user_id: Number(r.user_id),
        block_height: Number(r.block_height),
        amount: String(r.amount),
        email_attempts: Number(r.email_attempts),
        token_decimals: r.token_decimals === null ? null : Number(r.token_decimals),
      }));
    },

    async markSent(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('address_alerts')
        .set({ emailed_at: sql`now()`, email_claimed_until: null, email_error: null })
        .where('id', 'in', ids)
        .execute();
    },

    /** `reason` must be safe to show (no SMTP URL); the rows are due again after `retryInMs`. */
    async markFailed(ids: readonly number[], reason: string, retryInMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('address_alerts')
        .set({ email_error: reason.slice(0, 500), email_claimed_until: null, email_next_at: sql`now() + ${retryInMs} * interval '1 millisecond'` })
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type AlertOutbox = ReturnType<typeof createAlertOutbox>;
