/** `explorer user create | role | grant | revoke | rename | clashes` through the real CLI process against a real PostgreSQL database. */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '@explorer/db/testing';
import { loadMigrations, migrate, openDatabase, type Database } from '@explorer/db';
import { hashPassword, verifyPassword } from '../src/plugins/app/passwords';
import { cliArgs, ROOT } from './support/cli';

let created: { url: string; drop(): Promise<void> };
let database: Database;

function explorer(args: string[], input?: string, databaseUrl = created.url) {
  const res = spawnSync(process.execPath, [...cliArgs(), ...args], {
    cwd: ROOT,
    input,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

beforeAll(async () => {
  created = await createPostgresDatabase();
  database = await openDatabase({ databaseUrl: created.url });
});
afterAll(async () => {
  await database?.close();
  await created?.drop();
});

describe('explorer user', () => {
  it('creates an administrator with the password read from stdin, stored only as an argon2id hash', async () => {
    const res = explorer(['user', 'create', '--username', 'root_admin', '--email', 'root@example.com', '--admin'], 's3cret-pass\n');
    expect(res.code).toBe(0);
    expect(res.out).not.toContain('s3cret-pass');
    const row = await database.db.selectFrom('users').selectAll().where('username', '=', 'root_admin').executeTakeFirstOrThrow();
    expect(row.role).toBe('administrator');
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row.password_hash, 's3cret-pass')).toBe(true);
  });

  it('refuses a duplicate username, a short password and a bad e-mail, naming the field', () => {
    expect(explorer(['user', 'create', '--username', 'root_admin', '--email', 'x@y.z'], 'another-pass\n')).toMatchObject({ code: 1 });
    expect(explorer(['user', 'create', '--username', 'bob', '--email', 'b@y.z'], '123\n').out).toContain('密码长度至少6位');
    expect(explorer(['user', 'create', '--username', 'bob', '--email', 'nope'], '123456\n').out).toContain('--email');
  });

  it('changes a role and says so when the user does not exist', async () => {
    expect(explorer(['user', 'role', 'root_admin', 'user']).code).toBe(0);
    const row = await database.db.selectFrom('users').select('role').where('username', '=', 'root_admin').executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    const missing = explorer(['user', 'role', 'nobody', 'administrator']);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('no user named nobody');
  });

  it('grants and revokes a permission (the contracts console flag), naming what is unknown', async () => {
    const granted = explorer(['user', 'grant', 'root_admin', 'contracts:write']);
    expect(granted).toMatchObject({ code: 0, out: expect.stringContaining('root_admin now has contracts:write') });
    expect(explorer(['user', 'grant', 'root_admin', 'contracts:write']).code).toBe(0); // idempotent
    const rows = await database.db.selectFrom('user_grants').innerJoin('users', 'users.id', 'user_grants.user_id').select('permission').where('username', '=', 'root_admin').execute();
    expect(rows).toEqual([{ permission: 'contracts:write' }]);
    expect(explorer(['user', 'grant', 'root_admin', 'everything'])).toMatchObject({ code: 1, out: expect.stringContaining('unknown permission everything; one of: blocks:read') });
    expect(explorer(['user', 'grant', 'nobody', 'contracts:write'])).toMatchObject({ code: 1, out: expect.stringContaining('no user named nobody') });
    expect(explorer(['user', 'revoke', 'root_admin', 'contracts:write']).code).toBe(0);
    expect(explorer(['user', 'revoke', 'root_admin', 'contracts:write'])).toMatchObject({ code: 1, out: expect.stringContaining('has no grant contracts:write') });
    expect(await database.db.selectFrom('user_grants').selectAll().execute()).toEqual([]);
  });
});

describe('explorer user and look-alike names', () => {
  it('finds an account by its canonical form and refuses a look-alike new name', async () => {
    expect(explorer(['user', 'role', 'ROOT_ADMIN', 'administrator'])).toMatchObject({ code: 0 });
    const row = await database.db.selectFrom('users').select('role').where('username', '=', 'root_admin').executeTakeFirstOrThrow();
    expect(row.role).toBe('administrator');
    expect(explorer(['user', 'create', '--username', 'ＲＯＯＴ_ＡＤＭＩＮ', '--email', 'r@example.com'], 'another-pass\n')).toMatchObject({ code: 1, out: expect.stringContaining('already exists') });
    expect(explorer(['user', 'create', '--username', 'r\u043eot_admin', '--email', 'r@example.com'], 'another-pass\n')).toMatchObject({ code: 1, out: expect.stringContaining('--username: 用户名不能混用多种文字') });
    expect(explorer(['user', 'create', '--username', 'root\u200b', '--email', 'r@example.com'], 'another-pass\n')).toMatchObject({ code: 1, out: expect.stringContaining('--username: 用户名不能包含不可见字符或方向控制字符') });
  });

  it('lists accounts made before migration 021 that clash, and renames one out of the clash', async () => {
    const legacy = await createPostgresDatabase();
    const old = await openDatabase({ databaseUrl: legacy.url });
    try {
      await migrate(old, loadMigrations().filter((m) => m.version < 21));
      for (const username of ['ops', 'OPS', 'ｏｐｓ']) {
        await old.db.insertInto('users').values({ username, email: `secret-${username.length}@example.com`, password_hash: await hashPassword('x-password') }).execute();
      }
      const listed = explorer(['user', 'clashes'], undefined, legacy.url);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain("OPS, $'\\uff4f\\uff50\\uff53' clash with ops");
      expect(listed.out).not.toContain('@example.com');
      expect(explorer(['user', 'rename', 'OPS', 'ops 2'], undefined, legacy.url)).toMatchObject({ code: 1, out: expect.stringContaining('NEW_USERNAME: 用户名只能包含文字、数字和 _ - . @') });
      expect(explorer(['user', 'rename', 'OPS', 'Ops'], undefined, legacy.url)).toMatchObject({ code: 1, out: expect.stringContaining('NEW_USERNAME: 用户名已存在') });
      expect(explorer(['user', 'rename', 'OPS', 'ops_upper'], undefined, legacy.url)).toMatchObject({ code: 0 });
      expect(explorer(['user', 'rename', 'ｏｐｓ', 'ops_wide'], undefined, legacy.url)).toMatchObject({ code: 0 });
      expect(explorer(['user', 'clashes'], undefined, legacy.url)).toMatchObject({ code: 0, out: expect.stringContaining('no usernames clash') });
      const rows = await old.db.selectFrom('users').select(['username', 'username_canonical']).orderBy('id').execute();
      expect(rows).toEqual([
        { username: 'ops', username_canonical: 'ops' },
        { username: 'ops_upper', username_canonical: 'ops_upper' },
        { username: 'ops_wide', username_canonical: 'ops_wide' },
      ]);
    } finally {
      await old.close();
      await legacy.drop();
    }
  });
});
