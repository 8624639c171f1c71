/**
 * Tokens issued before a password change, a disabled account or a sign-out everywhere stop working
 * on the next request (the token version is checked on each one); the fresh token of a password
 * change works.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

const profile = (s: TestServer, token: string) => call(s.url, '/api/user/profile', { token });
const login = async (s: TestServer, username: string, password: string) =>
  (await call<{ token: string }>(s.url, '/api/auth/login', { method: 'POST', json: { username, password } })).body.data.token;

describe.each(TEST_ENGINES)('token revocation on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  it('a password change revokes older tokens and returns a fresh one', async () => {
    const first = await signUp(s.url, 'alice', 'first-pass');
    const second = await login(s, 'alice', 'first-pass');
    const changed = await call<{ token: string; token_type: string }>(s.url, '/api/auth/change-password', {
      method: 'PUT',
      token: first,
      json: { current_password: 'first-pass', new_password: 'second-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.token_type).toBe('Bearer');
    for (const old of [first, second]) expect((await profile(s, old)).status).toBe(401);
    expect((await profile(s, changed.body.data.token)).status).toBe(200);
    expect((await profile(s, await login(s, 'alice', 'second-pass'))).status).toBe(200);
  });

  it('sign out everywhere revokes every token of the caller only', async () => {
    const mine = [await signUp(s.url, 'bob'), await login(s, 'bob', 'secret-123')];
    const other = await signUp(s.url, 'carol');
    const out = await call(s.url, '/api/auth/logout-all', { method: 'POST', token: mine[0] });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: '已在所有设备退出登录' } });
    for (const t of mine) expect((await profile(s, t)).status).toBe(401);
    expect((await profile(s, other)).status).toBe(200);
    expect((await profile(s, await login(s, 'bob', 'secret-123'))).status).toBe(200);
  });

  it('disabling an account revokes its tokens for good, even after it is enabled again', async () => {
    const token = await signUp(s.url, 'dave');
    expect(await s.app.repos.users.setActive('dave', false)).toBe(true);
    expect((await profile(s, token)).status).toBe(401);
    await s.app.repos.users.setActive('dave', true);
    expect((await profile(s, token)).status).toBe(401);
    expect((await profile(s, await login(s, 'dave', 'secret-123'))).status).toBe(200);
  });
});
