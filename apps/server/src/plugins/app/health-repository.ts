/** What /api/health reads: a round trip to the database and the indexer's sync checkpoints. */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface CheckpointRow {
  chain: string;
  height: number;
  node_head: number | null;
  updated_at: Date;
}

export function createHealthRepository(db: Kysely<DB>) {
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
    async checkpoints(): Promise<CheckpointRow[]> {
      return db.selectFrom('sync_checkpoints').select(['chain', 'height', 'node_head', 'updated_at']).execute();
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
