/** What /api/health, /api/ready and /metrics read: a round trip, pending migrations, the sync checkpoints with their tip's time. */
import { pendingMigrations, type Database } from '@explorer/db';
import { sql } from 'kysely';

export interface CheckpointRow {
  chain: string;
  height: number;
  node_head: number | null;
  updated_at: Date;
  /** timestamp (seconds) of the indexed tip block */
  tip_time: number | null;
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
    async checkpoints(): Promise<CheckpointRow[]> {
      return db
        .selectFrom('sync_checkpoints as c')
        .leftJoin('blocks as b', (j) => j.onRef('b.chain', '=', 'c.chain').onRef('b.height', '=', 'c.height'))
        .select(['c.chain', 'c.height', 'c.node_head', 'c.updated_at', 'b.timestamp as tip_time'])
        .execute();
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
