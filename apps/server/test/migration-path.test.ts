/**
 * The migration path of an existing database (issue 24): a database made by the explorer as it was
 * before the compact storage (schema 023: text hashes and addresses) is migrated, and every value the
 * old server showed over it reads back the same from the new server.
 *
 * The fixture (packages/db/test/fixtures/, remade by make-migration-path-fixture.mjs there) holds the
 * rows of a real old database (eth, bsc, btc and sol devnets indexed by the old code) and the old
 * server's /api/v1 answers over them. The test creates an empty database at schema 023 (only the
 * migrations up to 023), loads the rows, runs the remaining migrations as an upgrade does, starts the
 * real server on it and asks every recorded URL again: status, content type and body must be the same
 * (JSON deep-equal, CSV byte for byte), on PGlite and on PostgreSQL.
 *
 * Ignored, because they are not values of the data: fields the API gained since, while empty
 * (ADDED_FIELDS). Every recorded figure is anchored on the
 * indexed blocks (home windows and statistics end at the newest indexed block; Bitcoin confirmations
 * count from the indexed tip), the servers run without a node (no live balance or head), and the
 * answers were recorded from `explorer serve`, which does not change the data.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createLogger, loadConfig, type Config } from '@explorer/core';
import { loadMigrations, migrate, openDatabase, sql, type Database, type Engine } from '@explorer/db';
import { createPostgresDatabase, TEST_ENGINES } from '@explorer/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src';
import { call, signUp, UNLIMITED_AUTH } from './support/server';

const FIXTURES = new URL('../../../packages/db/test/fixtures/', import.meta.url);
/** the last migration of the old schema the fixture was made with */
const OLD_SCHEMA = 23;

interface Answer {
  path: string;
  status: number;
  type: string;
  body: string;
}

/** { bodies: each distinct body once, answers: [path, status, content type, index of the body] } */
const recorded = JSON.parse(gunzipSync(readFileSync(new URL('migration-path-answers.json.gz', FIXTURES))).toString('utf8')) as {
  bodies: string[];
  answers: [string, number, string, number][];
};
const answers: Answer[] = recorded.answers.map(([path, status, type, body]) => ({ path, status, type, body: recorded.bodies[body]! }));
/** `table<TAB>JSON array of its rows` per line, parents first */
const tableRows: [string, string][] = gunzipSync(readFileSync(new URL('migration-path-rows.tsv.gz', FIXTURES)))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const tab = line.indexOf('\t');
    return [line.slice(0, tab), line.slice(tab + 1)];
  });

/** Loads the old rows into a database at schema 023 (the rows a migration seeds are replaced by the dump's). */
async function loadOldRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table] of [...tableRows].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(database.db);
  for (const [table, json] of tableRows) {
    const cols = await sql<{ name: string }>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(database.db);
    const list = sql.join(cols.rows.map((c) => sql.ref(c.name)));
    const r = await sql`INSERT INTO ${sql.table(table)} (${list}) OVERRIDING SYSTEM VALUE
      SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(database.db);
    counts[table] = Number(r.numAffectedRows ?? 0);
  }
  // serial ids continue after the loaded rows, as in the database the rows came from
  const serials = await sql<{ tbl: string; col: string; seq: string }>`
    SELECT c.table_name AS tbl, c.column_name AS col, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
    FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`.execute(database.db);
  for (const s of serials.rows) {
    if (!s.seq || !tableRows.some(([t]) => t === s.tbl)) continue;
    await sql`SELECT setval(${s.seq}, (SELECT max(${sql.ref(s.col)}) FROM ${sql.table(s.tbl)}))`.execute(database.db);
  }
  return counts;
}

/** the JSON paths at which `want` and `got` differ (at most a few) */
/**
 * Fields the API gained after the fixture was recorded, each with why it says nothing new about the
 * old data: accepted only with an empty value (a non-empty one would be a value the old server never
 * showed, and is reported).
 */
const ADDED_FIELDS: Readonly<Record<string, string>> = {
  // issue 27 (Anchor IDL): a Solana transaction's decoded program events; the old data has no IDL rules
  program_events: 'no event without an Anchor IDL in the program rules',
};
const isEmpty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);

function differences(want: unknown, got: unknown, at = '$', out: string[] = []): string[] {
  if (out.length >= 5) return out;
  if (typeof want !== typeof got || Array.isArray(want) !== Array.isArray(got) || (want === null) !== (got === null)) {
    out.push(`${at}: ${JSON.stringify(want)?.slice(0, 120)} → ${JSON.stringify(got)?.slice(0, 120)}`);
  } else if (want && typeof want === 'object') {
    const w = want as Record<string, unknown>;
    const g = got as Record<string, unknown>;
    for (const k of new Set([...Object.keys(w), ...Object.keys(g)])) {
      if (!(k in g)) out.push(`${at}.${k}: missing (was ${JSON.stringify(w[k])?.slice(0, 120)})`);
      else if (!(k in w)) {
        if (!(k in ADDED_FIELDS && isEmpty(g[k]))) out.push(`${at}.${k}: new field ${JSON.stringify(g[k])?.slice(0, 120)}`);
      }
      else differences(w[k], g[k], `${at}.${k}`, out);
      if (out.length >= 5) break;
    }
  } else if (want !== got) {
    out.push(`${at}: ${JSON.stringify(want)?.slice(0, 120)} → ${JSON.stringify(got)?.slice(0, 120)}`);
  }
  return out;
}

async function openEmpty(engine: Engine): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase('explorer_migration_path');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  return {
    database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

describe.each(TEST_ENGINES)('migration path on %s: a schema-023 database upgraded reads back the same', (engine) => {
  let db: Awaited<ReturnType<typeof openEmpty>>;
  let app: FastifyInstance;
  let base = '';
  let token = '';
  let loaded: Record<string, number> = {};
  let upgraded: number[] = [];
  const migrations = loadMigrations();

  beforeAll(async () => {
    db = await openEmpty(engine);
    await migrate(db.database, migrations.filter((m) => m.version <= OLD_SCHEMA));
    loaded = await loadOldRows(db.database);
    upgraded = await migrate(db.database, migrations);
    const config: Config = { ...loadConfig({}), authLimits: UNLIMITED_AUTH, statistics: true };
    app = await buildServer({ database: db.database, logger: createLogger('migration-path', 'silent'), responseCache: { enabled: false }, config });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    token = await signUp(base, 'migrator');
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('loads every old row and runs every later migration', () => {
    expect(Object.keys(loaded).sort()).toEqual(tableRows.map(([t]) => t).sort());
    for (const [table, json] of tableRows) expect(loaded[table], table).toBe((JSON.parse(json) as unknown[]).length);
    expect(upgraded).toEqual(migrations.filter((m) => m.version > OLD_SCHEMA).map((m) => m.version));
    // the fixture covers what the upgrade converts: blocks, transactions, logs, transfers, inputs, outputs, Solana rows, the address index
    for (const table of ['blocks', 'transactions', 'evm_logs', 'token_transfers', 'btc_transactions', 'btc_inputs', 'btc_outputs', 'sol_transactions', 'sol_events', 'address_activity', 'address_summary']) {
      expect(loaded[table] ?? 0, table).toBeGreaterThan(10);
    }
  });

  it("moves each Bitcoin block's address sketch out of extra into its 1,024-byte column (030)", async () => {
    const { rows } = await sql<{ blocks: number; in_extra: number; sketches: number }>`
      SELECT count(*)::int AS blocks, count(*) FILTER (WHERE extra ? 'address_sketch')::int AS in_extra,
             count(*) FILTER (WHERE length(address_sketch) = 1024)::int AS sketches
      FROM blocks WHERE chain = (SELECT key FROM chain_keys WHERE chain = 'btc')`.execute(db.database.db);
    expect(rows[0]!.blocks).toBeGreaterThan(10);
    expect(rows[0]).toEqual({ blocks: rows[0]!.blocks, in_extra: 0, sketches: rows[0]!.blocks });
  });

  it(`answers every recorded URL as the old server did (${answers.length} URLs)`, async () => {
    const mismatches: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < answers.length; i = next++) {
        const want = answers[i]!;
        const got = await call(base, '/api/v1' + want.path, { token });
        const type = (got.headers.get('content-type') ?? '').split(';')[0];
        const diff: string[] = [];
        if (got.status !== want.status) diff.push(`status ${want.status} → ${got.status}`);
        if (type !== want.type) diff.push(`content-type ${want.type} → ${type}`);
        if (want.type === 'application/json') differences(JSON.parse(want.body), JSON.parse(got.text || 'null'), '$', diff);
        else if (got.text !== want.body) diff.push(`body differs: ${JSON.stringify(want.body.slice(0, 200))} → ${JSON.stringify(got.text.slice(0, 200))}`);
        if (diff.length) mismatches.push(`${want.path}\n    ${diff.join('\n    ')}`);
      }
    };
    await Promise.all(Array.from({ length: engine === 'pglite' ? 2 : 6 }, worker));
    // the first ones in full, and how many differ
    expect({ differing: mismatches.length, first: mismatches.slice(0, 15) }).toEqual({ differing: 0, first: [] });
  }, 900_000);
});
