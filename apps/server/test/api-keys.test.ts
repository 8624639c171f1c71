/** /api/user/api-keys over real HTTP: create, list, toggle, edit, delete, validation, owner isolation. */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

interface Key {
  id: number;
  name: string;
  api_key: string;
  secret_key?: string;
  permissions: string[];
  rate_limit: number | null;
  is_active: boolean;
  expires_at: string | null;
}

const nextYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

describe.each(TEST_ENGINES)('API key management on %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    alice = await signUp(s.url, 'alice');
    bob = await signUp(s.url, 'bob');
  });
  afterAll(async () => s?.close());

  const create = (token: string, json: unknown) => call<Key>(s.url, '/api/user/api-keys', { method: 'POST', token, json });

  it('creates a key and shows its secret once: not in the list, not in the database', async () => {
    const expires = nextYear();
    const r = await create(alice, { name: '  reader  ', permissions: ['blocks:read', 'transactions:read'], rate_limit: 1000, expires_at: expires });
    expect(r.status).toBe(200);
    const k = r.body.data;
    expect(k).toMatchObject({ name: 'reader', permissions: ['blocks:read', 'transactions:read'], rate_limit: 1000, is_active: true, expires_at: expires });
    expect(k.api_key).toMatch(/^ek_[0-9A-Za-z]{24}$/);
    expect(k.secret_key).toMatch(/^[\w-]{43}$/);

    const list = await call<Key[]>(s.url, '/api/user/api-keys', { token: alice });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x) => x.id)).toContain(k.id);
    expect(list.body.data.find((x) => x.id === k.id)).not.toHaveProperty('secret_key');
    expect(list.text).not.toContain(k.secret_key);

    const row = await s.t.database.db.selectFrom('api_keys').selectAll().where('id', '=', k.id).executeTakeFirstOrThrow();
    expect(row.api_key).toBe(k.api_key);
    expect(JSON.stringify(row)).not.toContain(k.secret_key);
    expect(row.secret_hash.startsWith('hmac-sha256$')).toBe(true);
  });

  it('creates an unlimited key without expiry when rate_limit and expires_at are null or absent', async () => {
    const a = await create(alice, { name: 'open', permissions: ['stats:read'], rate_limit: null, expires_at: null });
    const b = await create(alice, { name: 'open2', permissions: ['stats:read'] });
    for (const r of [a, b]) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ rate_limit: null, expires_at: null });
    }
    expect(a.body.data.api_key).not.toBe(b.body.data.api_key);
  });

  it('toggles, renames and re-limits a key; deleting removes it', async () => {
    const k = (await create(alice, { name: 'toggle me', permissions: ['blocks:read'], rate_limit: 10 })).body.data;
    const off = await call<Key>(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token: alice, json: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: k.id, is_active: false, name: 'toggle me', rate_limit: 10 });
    const edit = await call<Key>(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token: alice, json: { is_active: true, name: 'renamed', rate_limit: null } });
    expect(edit.body.data).toMatchObject({ is_active: true, name: 'renamed', rate_limit: null });
    expect(edit.text).not.toContain('secret');

    const del = await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'DELETE', token: alice });
    expect(del.status).toBe(200);
    const list = await call<Key[]>(s.url, '/api/user/api-keys', { token: alice });
    expect(list.body.data.map((x) => x.id)).not.toContain(k.id);
    const again = await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'DELETE', token: alice });
    expect(again.status).toBe(404);
  });

  it("never shows, changes or deletes another user's key: 404 as if it did not exist", async () => {
    const k = (await create(alice, { name: 'private', permissions: ['blocks:read'] })).body.data;
    const bobList = await call<Key[]>(s.url, '/api/user/api-keys', { token: bob });
    expect(bobList.body.data).toEqual([]);
    const put = await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token: bob, json: { is_active: false } });
    const del = await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'DELETE', token: bob });
    const missing = await call(s.url, `/api/user/api-keys/999999`, { method: 'PUT', token: bob, json: { is_active: false } });
    for (const r of [put, del, missing]) expect(r).toMatchObject({ status: 404, body: { success: false, data: null, message: '密钥不存在' } });
    const row = await s.t.database.db.selectFrom('api_keys').select('is_active').where('id', '=', k.id).executeTakeFirst();
    expect(row?.is_active).toBe(true);
  });

  it('needs a login for every call', async () => {
    expect((await call(s.url, '/api/user/api-keys')).status).toBe(401);
    expect((await call(s.url, '/api/user/api-keys', { method: 'POST', json: { name: 'x', permissions: ['blocks:read'] } })).status).toBe(401);
    expect((await call(s.url, '/api/user/api-keys/1', { method: 'DELETE' })).status).toBe(401);
  });

  const base = { name: 'k', permissions: ['blocks:read'], rate_limit: 1000 };
  it.each([
    [{ ...base, name: undefined }, '请输入密钥名称'],
    [{ ...base, name: '   ' }, '请输入密钥名称'],
    [{ ...base, permissions: [] }, '请选择权限范围'],
    [{ ...base, permissions: undefined }, '请选择权限范围'],
    [{ ...base, permissions: ['blocks:read', 'root:all'] }, '未知的权限范围：root:all'],
    [{ ...base, rate_limit: 0 }, '请设置有效的请求限制数量'],
    [{ ...base, rate_limit: 100001 }, '请设置有效的请求限制数量'],
    [{ ...base, rate_limit: 2.5 }, '请设置有效的请求限制数量'],
    [{ ...base, rate_limit: 'lots' }, '请设置有效的请求限制数量'],
    [{ ...base, expires_at: '2001-01-01T00:00:00Z' }, '请设置有效的过期时间（未来的日期）'],
    [{ ...base, expires_at: 'tomorrow' }, '请设置有效的过期时间（未来的日期）'],
  ])('refuses %j with "%s"', async (body, message) => {
    const r = await create(alice, body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, data: null, message });
  });

  it('accepts the limits 1 and 100000 and a plain future date', async () => {
    const day = nextYear().slice(0, 10);
    const low = await create(alice, { ...base, rate_limit: 1, expires_at: day });
    const high = await create(alice, { ...base, rate_limit: 100000 });
    expect(low.status).toBe(200);
    expect(low.body.data.expires_at).toBe(`${day}T00:00:00.000Z`);
    expect(high.body.data.rate_limit).toBe(100000);
  });

  it('refuses an update without a field and a non-numeric id', async () => {
    const k = (await create(alice, base)).body.data;
    const empty = await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token: alice, json: {} });
    expect(empty.status).toBe(400);
    const bad = await call(s.url, '/api/user/api-keys/abc', { method: 'DELETE', token: alice });
    expect(bad.status).toBe(400);
  });
});
