/**
 * One database handle over either engine: embedded PGlite (default, files in a data directory) or a
 * PostgreSQL server (DATABASE_URL). Both give a Kysely instance with the same schema types, raw SQL,
 * and LISTEN/NOTIFY for the live channel. Type parsing is the same on both: BIGINT → number (heights,
 * counts), NUMERIC → decimal string (amounts), so callers never see an engine difference.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  engine: Engine;
  db: Kysely<DB>;
  /** Subscribes to a NOTIFY channel; returns a function that unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
const parseInt8 = (v: string) => Number(v);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPGlite(options.dataDir);
}

async function openPGlite(dataDir = 'memory://'): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    parsers: { [INT8]: parseInt8, [NUMERIC]: (v: string) => v },
  });
  void pgliteTypes;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    engine: 'pglite',
    db,
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async close() {
      await db.destroy();
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const typeParsers = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseInt8;
      if (oid === NUMERIC) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max, types: typeParsers });
  pool.on('error', () => {}); // idle client errors surface on the next query
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  return {
    engine: 'postgres',
    db,
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url, types: typeParsers });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await db.destroy();
    },
  };
}
