/**
 * Per-transaction settings for the ingest writes. A mainnet block carries ~250 KB of tx input and
 * log data as hex text; PostgreSQL compresses such values with pglz by default, which costs more
 * than the rest of the insert. lz4 compresses them several times faster; it is used when the server
 * supports it (PostgreSQL ≥ 14 built with lz4; PGlite is not), set with SET LOCAL so it applies to
 * the indexer's own transactions only. Rows written either way read back the same.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@explorer/db';

export type WriteTuning = (trx: Kysely<DB>) => Promise<void>;

export async function detectWriteTuning(db: Kysely<DB>): Promise<WriteTuning> {
  const { rows } = await sql<{ lz4: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) AS lz4`.execute(db);
  if (!rows[0]?.lz4) return async () => {};
  return async (trx) => {
    await sql`SET LOCAL default_toast_compression = 'lz4'`.execute(trx);
  };
}
