/**
 * Migrated empty databases to copy, one per migration set (its key: a hash of every migration's
 * text and the PGlite version), for the test databases (testing.ts).
 *
 * - PGlite: a dump of a migrated in-memory database (PGlite's dumpDataDir, an uncompressed tar) in
 *   node_modules/.cache/explorer-test-db, owner-only; written to a temporary name and renamed, so
 *   test processes that make it at once never read half a file. Read once per process.
 * - PostgreSQL: a database explorer_tpl_<key> on the test server, made under another name, migrated
 *   and renamed (a second maker's rename fails and its copy is dropped). Templates of other keys are
 *   dropped when a new one is made.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageDir } from '@explorer/core';
import pg from 'pg';
import { openDatabase } from './database';
import { loadMigrations, migrate, type Migration } from './migrate';

const CACHE_DIR = join(packageDir('@explorer/db'), '../../node_modules/.cache/explorer-test-db');

let key: string | undefined;
/** The migration set's key: a hash of the PGlite version and every migration's number, name and text. */
export function templateKey(migrations?: Migration[]): string {
  if (!migrations && key) return key;
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pglite), '../package.json')));
  for (const m of migrations ?? loadMigrations()) hash.update(`${m.version}\0${m.name}\0${m.sql}\0`);
  const digest = hash.digest('hex').slice(0, 16);
  if (!migrations) key = digest;
  return digest;
}

let pgliteDump: Promise<Blob> | undefined;
/** The migrated empty PGlite data directory, made when missing. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(CACHE_DIR, `pglite-${templateKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // not made yet
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database);
      const dump = await database.dumpDataDir!();
      mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      renameSync(tmp, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}

const made = new Map<string, Promise<string>>();
/** The name of the migrated empty template database on `serverUrl`, made when missing. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let name = made.get(serverUrl);
  if (!name) {
    name = makePostgresTemplate(serverUrl);
    made.set(serverUrl, name);
    name.catch(() => made.delete(serverUrl));
  }
  return name;
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `explorer_tpl_${templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // another process made it first: use theirs
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
    const stale = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'explorer\\_tpl\\_%' AND datname <> $1 AND length(datname) = length($1)`,
      [name],
    );
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return name;
  } finally {
    await admin.end();
  }
}
