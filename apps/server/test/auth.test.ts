import { TEST_ENGINES } from '@explorer/db/testing';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src';
import { call, signUp, startTestServer, type TestServer } from './support/server';

const AUTH_FAILED = '认证失败，请重新登录';

describe.each(TEST_ENGINES)('accounts and auth on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(async () => s?.close());

  it('registers, logs in with a JWT and reads the profile', async () => {
    const reg = await call<{ id: number; username: string }>(s.url, '/api/auth/register', {
      method: 'POST',
      json: { username: 'alice', email: 'alice@example.com', password: 'pa55word' },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.success).toBe(true);
    expect(reg.body.data.username).toBe('alice');

    const login = await call<Record<string, unknown>>(s.url, '/api/auth/login', { method: 'POST', json: { username: 'alice', password: 'pa55word' } });
    expect(login.status).toBe(200);
    const d = login.body.data;
    expect(d.user).toEqual({ id: reg.body.data.id, username: 'alice', email: 'alice@example.com', role: 'user' });
    expect(d.user_id).toBe(reg.body.data.id);
    expect(d.username).toBe('alice');
    expect(d.email).toBe('alice@example.com');
    expect(d.token).toBe(d.access_token);
    expect(String(d.token).split('.')).toHaveLength(3);

    const profile = await call<Record<string, unknown>>(s.url, '/api/user/profile', { token: String(d.token) });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: reg.body.data.id, username: 'alice', email: 'alice@example.com', role: 'user', is_active: true });
    expect(Date.parse(String(profile.body.data.created_at))).not.toBeNaN();
    expect(Date.parse(String(profile.body.data.updated_at))).not.toBeNaN();
  });

  it('stores only an argon2id hash of the password', async () => {
    const row = await s.t.database.db.selectFrom('users').select('password_hash').where('username', '=', 'alice').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain('pa55word');
  });

  it('refuses a taken username with a clear message', async () => {
    const again = await call(s.url, '/api/auth/register', { method: 'POST', json: { username: 'alice', email: 'other@example.com', password: 'another1' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, data: null, message: '用户名已存在' });
  });

  it.each([
    [{ email: 'a@b.c', password: 'secret1' }, 'username', '请输入用户名'],
    [{ username: '   ', email: 'a@b.c', password: 'secret1' }, 'username', '请输入用户名'],
    [{ username: 'bob', password: 'secret1' }, 'email', '请输入邮箱'],
    [{ username: 'bob', email: 'not-an-email', password: 'secret1' }, 'email', '请输入有效的邮箱地址'],
    [{ username: 'bob', email: 'bob@example.com', password: '12345' }, 'password', '密码长度至少6位'],
  ])('rejects register body %j (%s) with the spec text', async (body, field, message) => {
    const r = await call(s.url, '/api/auth/register', { method: 'POST', json: body });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toBe(message);
  });

  it('answers a wrong password or unknown user with 401 用户名或密码错误', async () => {
    for (const body of [
      { username: 'alice', password: 'wrong-password' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const r = await call(s.url, '/api/auth/login', { method: 'POST', json: body });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, data: null, message: '用户名或密码错误' });
    }
  });

  it('changes the password: wrong current refused, short new refused, then the new one works', async () => {
    const token = await signUp(s.url, 'carol', 'first-pass');
    const wrong = await call(s.url, '/api/auth/change-password', { method: 'PUT', token, json: { current_password: 'nope', new_password: 'second-pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('当前密码错误');
    const short = await call(s.url, '/api/auth/change-password', { method: 'PUT', token, json: { current_password: 'first-pass', new_password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('新密码长度不能少于6位');
    const guest = await call(s.url, '/api/auth/change-password', { method: 'PUT', json: { current_password: 'first-pass', new_password: 'second-pass' } });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe(AUTH_FAILED);

    const done = await call(s.url, '/api/auth/change-password', { method: 'PUT', token, json: { current_password: 'first-pass', new_password: 'second-pass' } });
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    const oldLogin = await call(s.url, '/api/auth/login', { method: 'POST', json: { username: 'carol', password: 'first-pass' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(s.url, '/api/auth/login', { method: 'POST', json: { username: 'carol', password: 'second-pass' } });
    expect(newLogin.status).toBe(200);
  });

  describe('signed-in routes refuse a bad token with 401', () => {
    const secretOf = async () => {
      const row = await s.t.database.db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
      return new TextEncoder().encode(row.value);
    };
    const signWith = (key: Uint8Array, sub: string, exp: number | string) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime(exp).sign(key);

    const cases: [string, () => Promise<Record<string, string>>][] = [
      ['missing', async () => ({})],
      ['malformed', async () => ({ authorization: 'Bearer not-a-jwt' })],
      ['not bearer', async () => ({ authorization: 'Basic YWxpY2U6cGE1NXdvcmQ=' })],
      ['wrongly signed', async () => ({ authorization: `Bearer ${await signWith(new TextEncoder().encode('x'.repeat(48)), '1', '1h')}` })],
      ['expired', async () => ({ authorization: `Bearer ${await signWith(await secretOf(), '1', Math.floor(Date.now() / 1000) - 60)}` })],
      ['for a deleted user', async () => ({ authorization: `Bearer ${await signWith(await secretOf(), '999999', '1h')}` })],
    ];
    it.each(cases)('%s', async (_name, headers) => {
      const h = await headers();
      for (const path of ['/api/user/profile', '/api/v1/blocks?chain=eth', '/api/v1/transactions/receipt/0x' + 'ab'.repeat(32) + '/eth']) {
        const r = await call(s.url, path, { headers: h });
        expect(r.status, path).toBe(401);
        expect(r.body).toEqual({ success: false, data: null, message: AUTH_FAILED });
      }
    });

    it('accepts a token signed with the shared secret, and refuses it once the user is inactive', async () => {
      const user = await createUser(s.t.database, { username: 'dave', email: 'dave@example.com', password: 'dave-pass' });
      const token = await signWith(await secretOf(), String(user.id), '1h');
      expect((await call(s.url, '/api/user/profile', { token })).status).toBe(200);
      await s.t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
      expect((await call(s.url, '/api/user/profile', { token })).status).toBe(401);
      const login = await call(s.url, '/api/auth/login', { method: 'POST', json: { username: 'dave', password: 'dave-pass' } });
      expect(login.status).toBe(401);
    });
  });

  it('createUser makes administrators for the CLI and refuses duplicates', async () => {
    const admin = await createUser(s.t.database, { username: 'root', email: 'root@example.com', password: 'root-pass', role: 'administrator' });
    expect(admin.role).toBe('administrator');
    await expect(createUser(s.t.database, { username: 'root', email: 'x@example.com', password: 'root-pass' })).rejects.toThrow('already taken');
    const login = await call<{ user: { role: string } }>(s.url, '/api/auth/login', { method: 'POST', json: { username: 'root', password: 'root-pass' } });
    expect(login.body.data.user.role).toBe('administrator');
  });

  it('lists permission types in sort order', async () => {
    const r = await call<{ config_value: string; config_name: string }[]>(s.url, '/api/permissions');
    expect(r.status).toBe(200);
    const expected = await s.t.database.db.selectFrom('permission_types').select(['config_value', 'config_name']).orderBy('sort_order').execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(r.body.data).toEqual(expected);
  });
});

describe('JWT secret', () => {
  it('is shared through app_settings by every process on one database', async () => {
    const a = await startTestServer('postgres');
    try {
      const token = await signUp(a.url, 'erin');
      // a second API process on the same database accepts the first one's token
      const { buildServer } = await import('../src');
      const { openDatabase } = await import('@explorer/db');
      const { createLogger, loadConfig } = await import('@explorer/core');
      const database2 = await openDatabase({ databaseUrl: a.t.url! });
      const b = await buildServer({ database: database2, config: loadConfig({}), logger: createLogger('b', 'silent') });
      const url = await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        expect((await call(url, '/api/user/profile', { token })).status).toBe(200);
      } finally {
        await b.close();
        await database2.close();
      }
    } finally {
      await a.close();
    }
  });

  it('uses config.jwtSecret when set', async () => {
    const secret = 'c'.repeat(40);
    const s = await startTestServer('pglite', { config: { jwtSecret: secret } });
    try {
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(new TextEncoder().encode(secret));
      await createUser(s.t.database, { username: 'frank', email: 'f@example.com', password: 'frank-pass' });
      expect((await call(s.url, '/api/user/profile', { token })).status).toBe(200);
      const stored = await s.t.database.db.selectFrom('app_settings').selectAll().execute();
      expect(stored).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
