import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

describe.each(TEST_ENGINES)('profile e-mail edit, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    [alice, bob] = await Promise.all([signUp(s.url, 'profile-alice'), signUp(s.url, 'profile-bob')]);
  });
  afterAll(async () => s?.close());

  const put = (token: string | undefined, json: unknown) => call<Json>(s.url, '/api/user/profile', { method: 'PUT', token, json });
  const profile = (token: string) => call<Json>(s.url, '/api/user/profile', { token });

  it('saves the e-mail and answers the profile with its role; the change is kept and only for the caller', async () => {
    const before = (await profile(alice)).body.data;
    const r = await put(alice, { email: '  new-alice@example.org ' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: before.id, username: 'profile-alice', email: 'new-alice@example.org', role: 'user', is_active: true });
    expect(new Date(r.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect((await profile(alice)).body.data.email).toBe('new-alice@example.org');
    expect((await profile(bob)).body.data.email).toBe('profile-bob@example.com');
    // signing in again still works and reports the new address
    const login = await call<Json>(s.url, '/api/auth/login', { method: 'POST', json: { username: 'profile-alice', password: 'secret-123' } });
    expect(login.body.data.email).toBe('new-alice@example.org');
  });

  it('refuses an invalid or missing e-mail with the spec messages and leaves it unchanged; guests get 401', async () => {
    expect(await put(alice, { email: 'no-at-sign' })).toMatchObject({ status: 400, body: { message: '请输入有效的邮箱地址' } });
    expect(await put(alice, { email: '' })).toMatchObject({ status: 400, body: { message: '请输入邮箱' } });
    expect(await put(alice, {})).toMatchObject({ status: 400, body: { message: '请输入邮箱' } });
    expect((await profile(alice)).body.data.email).toBe('new-alice@example.org');
    expect((await put(undefined, { email: 'x@y.z' })).status).toBe(401);
  });
});
