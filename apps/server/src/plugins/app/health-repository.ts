/** What /api/health, /api/ready and /metrics read: a round trip, pending migrations, the sync checkpoints with their tip's time. */
import { CHAINS, type ChainInfo } from '@explorer/core';
import { pendingMigrations, type Database } from '@explorer/db';
import { sql } from 'kysely';

/** the registry's key of a checkpoint's chain (a checkpoint of a chain the registry no longer has: none) */
const keyOf = (chain: string): number | undefined => (CHAINS as Record<string, ChainInfo | undefined>)[chain]?.key;

export interface CheckpointRow {
  chain: string;
  height: number;
  node_head: number | null;
  updated_at: Date;
  /** timestamp (seconds) of the indexed tip block */
  tip_time: number | null;
  /** what the indexer last saw of each RPC URL (migration 031) */
  rpc_endpoints: unknown[] | null;
}

export function createHealthRepository(database: Database) {
  const { db } = database;
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
    pendingMigrations: () => pendingMigrations(database),
    async appliedCount(): Promise<number> {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    },
    /** each checkpoint with its tip block's time (blocks keyed by the chain's key: one primary-key probe per chain) */
    async checkpoints(): Promise<CheckpointRow[]> {
      const rows = await db.selectFrom('sync_checkpoints').select(['chain', 'height', 'node_head', 'updated_at', 'rpc_endpoints']).execute();
      return Promise.all(
        rows.map(async (c) => {
          const key = keyOf(c.chain);
          const tip = key === undefined ? undefined : await db.selectFrom('blocks').select('timestamp').where('chain', '=', key).where('height', '=', c.height).executeTakeFirst();
          return { ...c, tip_time: tip?.timestamp ?? null };
        }),
      );
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
