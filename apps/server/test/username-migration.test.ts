/**
 * Migration 021 on a database whose users were made before it, with names that differ only by case
 * or width (`demo`, `Demo`, `ＤＥＭＯ`): the earliest keeps the canonical form, the later ones are
 * kept (not merged), still sign in by their exact name, and are reported by name (never e-mail or
 * hash) until renamed. On PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { createLogger } from '@explorer/core';
import { loadMigrations, migrate, openDatabase, type Database, type Engine } from '@explorer/db';
import { createPostgresDatabase, TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUsernameClashes } from '../src/cli/username-clashes';
import { hashPassword } from '../src/plugins/app/passwords';
import { createUsersRepository } from '../src/plugins/app/users-repository';
import { call, startTestServer, type TestServer } from './support/server';

const LEGACY = [
  { username: 'demo', password: 'demo-pass', role: 'administrator' as const },
  { username: 'alice', password: 'alice-pass', role: 'user' as const },
  { username: 'Demo', password: 'upper-pass', role: 'user' as const },
  { username: 'ＤＥＭＯ', password: 'wide-pass', role: 'user' as const },
  { username: 'dem\u043e', password: 'cyrillic-pass', role: 'user' as const }, // a look-alike of another form: no clash, kept
];

async function openEmpty(engine: Engine): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  return { database, drop: async () => (await database.close(), await created.drop()) };
}

function capturedWarnings() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('migration-test', 'warn', { write: (s: string) => void lines.push(JSON.parse(s) as { level: number; msg: string }) });
  return { logger, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

describe.each(TEST_ENGINES)('migration 021 over clashing usernames on %s', (engine) => {
  let db: { database: Database; drop(): Promise<void> };
  let s: TestServer;
  const ids: Record<string, number> = {};
  const login = (username: string, password: string) =>
    call<{ user: { id: number; username: string } }>(s.url, '/api/auth/login', { method: 'POST', json: { username, password } });

  beforeAll(async () => {
    db = await openEmpty(engine);
    await migrate(db.database, loadMigrations().filter((m) => m.version < 21));
    for (const u of LEGACY) {
      const row = await db.database.db
        .insertInto('users')
        .values({ username: u.username, email: `${u.password}@example.com`, password_hash: await hashPassword(u.password), role: u.role })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[u.username] = row.id;
    }
    expect(await migrate(db.database)).toContain(21);
  });
  afterAll(async () => {
    await s?.close();
    await db?.drop();
  });

  it('fills the canonical forms in id order and reports the later clashing names, without e-mails or hashes', async () => {
    const log = capturedWarnings();
    const clashes = await reportUsernameClashes(db.database, log.logger);
    expect(clashes).toEqual([{ canonical: 'demo', holder: 'demo', others: ['Demo', 'ＤＥＭＯ'] }]);
    const rows = await db.database.db.selectFrom('users').select(['username', 'username_canonical']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'demo', username_canonical: 'demo' },
      { username: 'alice', username_canonical: 'alice' },
      { username: 'Demo', username_canonical: null },
      { username: 'ＤＥＭＯ', username_canonical: null },
      { username: 'dem\u043e', username_canonical: 'dem\u043e' },
    ]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.level).toBe(40);
    expect(log.lines[0]!.msg).toContain("Demo, $'\\uff24\\uff25\\uff2d\\uff2f' clash with demo");
    expect(log.lines[0]!.msg).toContain('explorer user rename');
    expect(log.text()).not.toMatch(/@example\.com|argon2/);

    const again = capturedWarnings();
    expect(await reportUsernameClashes(db.database, again.logger)).toEqual(clashes); // every start, until resolved
    expect(again.lines).toHaveLength(1);
  });

  it('keeps every clashing account working by its exact name; other spellings find the holder', async () => {
    s = await startTestServer(engine, { database: db.database });
    expect((await login('Demo', 'upper-pass')).body.data.user.id).toBe(ids['Demo']);
    expect((await login('ＤＥＭＯ', 'wide-pass')).body.data.user.id).toBe(ids['ＤＥＭＯ']);
    expect((await login('dem\u043e', 'cyrillic-pass')).body.data.user.id).toBe(ids['dem\u043e']);
    for (const name of ['demo', 'DEMO', 'ｄｅｍｏ']) expect((await login(name, 'demo-pass')).body.data.user.id, name).toBe(ids['demo']);
    expect((await login('DEMO', 'upper-pass')).status).toBe(401); // DEMO is demo's spelling, not Demo's
    const again = await call(s.url, '/api/auth/register', { method: 'POST', json: { username: 'dEMO', email: 'x@example.com', password: 'secret-123' } });
    expect(again.status).toBe(409);
  });

  it('a rename resolves a clash; a rename onto a taken form is refused', async () => {
    const users = createUsersRepository(db.database.db);
    expect(await users.rename('Demo', 'ALICE')).toBe('taken');
    expect(await users.rename('Demo', 'demo')).toBe('taken');
    expect(await users.rename('nobody', 'x')).toBe('no-user');
    expect(await users.rename('Demo', 'demo_upper')).toBe('renamed');
    expect(await users.rename('ＤＥＭＯ', 'Wide_Demo')).toBe('renamed');
    const log = capturedWarnings();
    expect(await reportUsernameClashes(db.database, log.logger)).toEqual([]);
    expect(log.lines).toEqual([]);
    expect((await login('WIDE_DEMO', 'wide-pass')).body.data.user).toEqual(expect.objectContaining({ id: ids['ＤＥＭＯ'], username: 'Wide_Demo' }));
    expect((await login('demo_upper', 'upper-pass')).body.data.user.id).toBe(ids['Demo']);
  });
});
