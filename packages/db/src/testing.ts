/**
 * Test databases: every repository test runs against both engines. PGlite runs in memory; the
 * PostgreSQL one is a fresh database on TEST_DATABASE_URL's server (default the local server),
 * dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Engine } from './database';
import { migrate } from './migrate';

export { captureQueries, type QueryCapture } from './query-capture';

export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const TEST_ENGINES: Engine[] = ['pglite', 'postgres'];

export interface TestDatabase {
  database: Database;
  /** set for the postgres engine: the URL of the fresh database (for child processes) */
  url?: string;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database and returns its URL and a drop function. */
export async function createPostgresDatabase(prefix = 'explorer_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Opens a migrated test database on the given engine. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  await migrate(database);
  return {
    database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}
