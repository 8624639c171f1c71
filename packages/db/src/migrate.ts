/**
 * Applies migrations/NNN_name.sql in order, each in its own transaction, recording it in
 * schema_migrations. On PostgreSQL an advisory lock keeps concurrent processes from racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '@explorer/core';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = join(packageDir('@explorer/db'), 'migrations') + '/';
const LOCK_ID = 7_316_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(dir + file, 'utf8'),
    }));
}

/** Versions of the known migrations not yet applied to this database (all of them on an empty one). */
export async function pendingMigrations(database: Database, migrations = loadMigrations()): Promise<number[]> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('schema_migrations')::text AS t`.execute(database.db);
  if (!exists.rows[0]?.t) return migrations.map((m) => m.version);
  const done = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(database.db);
  const applied = new Set(done.rows.map((r) => Number(r.version)));
  return migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
}

/** Returns the versions applied by this call. */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<number[]> {
  const { db } = database;
  return db.connection().execute(async (conn) => {
    if (database.engine === 'postgres') await sql`SELECT pg_advisory_lock(${LOCK_ID})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`.execute(conn);
      const done = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.version));
      const ran: number[] = [];
      for (const m of migrations) {
        if (applied.has(m.version)) continue;
        await conn.transaction().execute(async (trx) => {
          await sql.raw(m.sql).execute(trx);
          await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(trx);
        });
        ran.push(m.version);
      }
      return ran;
    } finally {
      if (database.engine === 'postgres') await sql`SELECT pg_advisory_unlock(${LOCK_ID})`.execute(conn);
    }
  });
}
