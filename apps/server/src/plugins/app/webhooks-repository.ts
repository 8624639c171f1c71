/**
 * A user's webhooks (migration 034) and their delivery outbox. Every read and write of a webhook is
 * scoped by user_id, so another user's id reads as absent. The outbox works like the alert e-mails'
 * (alerts/outbox.ts): a sender claims due rows for a lease (FOR UPDATE SKIP LOCKED: several processes
 * never hold the same row; a lease left by a crashed process runs out and the row is due again), then
 * marks each delivered, or to be retried after a delay, or failed once its 24 hours are over.
 * Address deliveries are queued with their alert (alerts/detect.ts); block deliveries here.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely, type Transaction } from 'kysely';

export interface WebhookRecord {
  id: number;
  url: string;
  /** null: all saved addresses */
  address_ids: number[] | null;
  events: string[];
  block_chains: string[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookFields {
  url: string;
  address_ids: number[] | null;
  events: string[];
  block_chains: string[];
  enabled: boolean;
}

export interface DeliveryRecord {
  id: number;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  next_at: Date;
}

export interface ClaimedDelivery {
  id: number;
  webhook_id: number;
  event: string;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
  /** attempts including this one */
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

type Row = Omit<WebhookRecord, 'address_ids'> & { all_addresses: boolean; chosen: (number | string)[] | null; id: number | string };

const toRecord = (r: Row): WebhookRecord => ({
  id: Number(r.id),
  url: r.url,
  address_ids: r.all_addresses ? null : (r.chosen ?? []).map(Number).sort((a, b) => a - b),
  events: r.events,
  block_chains: r.block_chains,
  enabled: r.enabled,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export function createWebhooksRepository(db: Kysely<DB>) {
  const select = (q: Kysely<DB> | Transaction<DB>) =>
    q
      .selectFrom('webhooks as w')
      .select(['w.id', 'w.url', 'w.all_addresses', 'w.events', 'w.block_chains', 'w.enabled', 'w.created_at', 'w.updated_at'])
      .select(sql<(number | string)[] | null>`(SELECT array_agg(wa.address_id) FROM webhook_addresses wa WHERE wa.webhook_id = w.id)`.as('chosen'));

  const setAddresses = async (trx: Transaction<DB>, webhookId: number, ids: number[] | null) => {
    await trx.deleteFrom('webhook_addresses').where('webhook_id', '=', webhookId).execute();
    if (ids && ids.length > 0) await trx.insertInto('webhook_addresses').values(ids.map((address_id) => ({ webhook_id: webhookId, address_id }))).execute();
  };

  return {
    async list(userId: number): Promise<WebhookRecord[]> {
      const rows = await select(db).where('w.user_id', '=', userId).orderBy('w.id', 'desc').execute();
      return rows.map((r) => toRecord(r as Row));
    },

    async get(userId: number, id: number): Promise<WebhookRecord | undefined> {
      const row = await select(db).where('w.user_id', '=', userId).where('w.id', '=', id).executeTakeFirst();
      return row && toRecord(row as Row);
    },

    async count(userId: number): Promise<number> {
      const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of `ids` are the user's saved addresses. */
    async ownedAddresses(userId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await db
        .selectFrom('saved_addresses')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(userId: number, fields: WebhookFields, secret: string): Promise<WebhookRecord> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('webhooks')
          .values({ user_id: userId, url: fields.url, secret, all_addresses: fields.address_ids === null, events: fields.events, block_chains: fields.block_chains, enabled: fields.enabled })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setAddresses(trx, Number(row.id), fields.address_ids);
        return Number(row.id);
      });
      return (await this.get(userId, id))!;
    },

    /** Undefined when the user has no such webhook. */
    async update(userId: number, id: number, fields: Partial<WebhookFields>): Promise<WebhookRecord | undefined> {
      const done = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('webhooks')
          .set({
            updated_at: sql`now()`,
            ...(fields.url !== undefined ? { url: fields.url } : {}),
            ...(fields.events !== undefined ? { events: fields.events } : {}),
            ...(fields.block_chains !== undefined ? { block_chains: fields.block_chains } : {}),
            ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
            ...(fields.address_ids !== undefined ? { all_addresses: fields.address_ids === null } : {}),
          })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        if (fields.address_ids !== undefined) await setAddresses(trx, id, fields.address_ids);
        return true;
      });
      return done ? this.get(userId, id) : undefined;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('webhooks').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The webhook's deliveries newest first; with `before`, only those with a smaller id. */
    async deliveries(webhookId: number, before: number | undefined, limit: number): Promise<DeliveryRecord[]> {
      let q = db
        .selectFrom('webhook_deliveries')
        .select(['id', 'event', 'status', 'attempts', 'last_status', 'last_error', 'created_at', 'last_attempt_at', 'delivered_at', 'next_at'])
        .where('webhook_id', '=', webhookId);
      if (before !== undefined) q = q.where('id', '<', before);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), last_status: r.last_status === null ? null : Number(r.last_status) }));
    },

    /** Queues a new block's delivery for each enabled webhook that wants the chain's blocks (once per webhook and block). */
    async enqueueBlock(chain: string, block: { height: number; hash: string }): Promise<number> {
      const payload = JSON.stringify({ chain, height: block.height, hash: block.hash });
      const r = await sql`
        INSERT INTO webhook_deliveries (webhook_id, event, event_key, payload)
        SELECT w.id, 'block.new', ${`block:${chain}:${block.height}:${block.hash}`}, ${payload}::jsonb
        FROM webhooks w JOIN users u ON u.id = w.user_id AND u.is_active
        WHERE w.enabled AND 'block' = ANY (w.events) AND ${chain} = ANY (w.block_chains)
        ON CONFLICT DO NOTHING`.execute(db);
      return Number(r.numAffectedRows ?? 0);
    },

    outbox: {
      /** Claims up to `limit` due deliveries of enabled webhooks (oldest first); first marks the expired ones failed. */
      async claim(opts: { limit: number; leaseMs: number }): Promise<ClaimedDelivery[]> {
        await sql`UPDATE webhook_deliveries SET status = 'failed', claimed_until = NULL
          WHERE status = 'pending' AND expires_at <= now() AND (claimed_until IS NULL OR claimed_until < now())`.execute(db);
        const result = await sql<ClaimedDelivery & { id: string | number; webhook_id: string | number }>`
          WITH claimed AS (
            UPDATE webhook_deliveries d
            SET claimed_until = now() + ${opts.leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
            WHERE d.id IN (
              SELECT dd.id FROM webhook_deliveries dd JOIN webhooks w ON w.id = dd.webhook_id AND w.enabled
              WHERE dd.status = 'pending' AND dd.next_at <= now() AND dd.expires_at > now()
                AND (dd.claimed_until IS NULL OR dd.claimed_until < now())
              ORDER BY dd.next_at, dd.id
              LIMIT ${opts.limit}
              FOR UPDATE OF dd SKIP LOCKED
            )
            RETURNING d.*
          )
          SELECT c.id, c.webhook_id, c.event, c.payload, c.attempts, c.created_at, c.expires_at, w.url, w.secret
          FROM claimed c JOIN webhooks w ON w.id = c.webhook_id
          ORDER BY c.id`.execute(db);
        return result.rows.map((r) => ({
          ...r,
          id: Number(r.id),
          webhook_id: Number(r.webhook_id),
          attempts: Number(r.attempts),
          payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
          created_at: new Date(r.created_at),
          expires_at: new Date(r.expires_at),
        }));
      },

      async markDelivered(id: number, status: number): Promise<void> {
        await db
          .updateTable('webhook_deliveries')
          .set({ status: 'delivered', delivered_at: sql`now()`, last_attempt_at: sql`now()`, last_status: status, last_error: null, claimed_until: null })
          .where('id', '=', id)
          .execute();
      },

      /** Due again after `retryInMs`, or failed when that is past its 24 hours. `reason` must be safe to show (no URL). */
      async markFailed(id: number, status: number | null, reason: string, retryInMs: number): Promise<'pending' | 'failed'> {
        const row = await db
          .updateTable('webhook_deliveries')
          .set({
            last_status: status,
            last_error: reason.slice(0, 200),
            last_attempt_at: sql`now()`,
            claimed_until: null,
            next_at: sql`now() + ${retryInMs} * interval '1 millisecond'`,
            status: sql`CASE WHEN now() + ${retryInMs} * interval '1 millisecond' >= expires_at THEN 'failed' ELSE 'pending' END`,
          })
          .where('id', '=', id)
          .returning('status')
          .executeTakeFirst();
        return row?.status === 'failed' ? 'failed' : 'pending';
      },
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
