/**
 * Test databases: every repository test runs against both engines. PGlite runs in memory; the
 * PostgreSQL one is a fresh database on TEST_DATABASE_URL's server (default the local server),
 * dropped afterwards.
 *
 * Both start from a migrated empty database made once per migration set (test-templates.ts): a
 * PGlite data-directory dump kept in node_modules/.cache, a template database on the server. A
 * PGlite opened from that dump skips initdb and the migrations (~1.5 s instead of ~6 s), a PostgreSQL
 * database copied from the template skips the migrations; a test suite opens a few hundred of them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Engine } from './database';
import { migrate } from './migrate';
import { pgliteTemplate, postgresTemplate } from './test-templates';

export { captureQueries, type QueryCapture } from './query-capture';
export { freePort, startReplicatedPostgres, type ReplicatedPostgres } from './pg-replication';

export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const TEST_ENGINES: Engine[] = ['pglite', 'postgres'];

export interface TestDatabase {
  database: Database;
  /** set for the postgres engine: the URL of the fresh database (for child processes) */
  url?: string;
  drop(): Promise<void>;
}

/**
 * Creates a PostgreSQL database and returns its URL and a drop function: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(prefix = 'explorer_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
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
    const database = await openDatabase({ dataDir: 'memory://', load: await pgliteTemplate() });
    // a no-op on the template (every migration is recorded there); kept so a stale dump cannot pass unmigrated
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase('explorer_test', await postgresTemplate(TEST_SERVER_URL));
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
