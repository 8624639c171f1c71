import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const rootVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe.each(TEST_ENGINES)('user settings, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startTestServer(engine, { config: { smtpUrl: 'smtp://127.0.0.1:2525' } });
    [alice, bob] = await Promise.all([signUp(s.url, 'settings-alice'), signUp(s.url, 'settings-bob')]);
  });
  afterAll(async () => s?.close());

  const get = (token: string | undefined) => call<Json>(s.url, '/api/user/settings', { token });
  const put = (token: string | undefined, json: unknown) => call<Json>(s.url, '/api/user/settings', { method: 'PUT', token, json });

  it('a user without a row has the defaults; guests get 401', async () => {
    expect(await get(alice)).toMatchObject({ status: 200, body: { success: true, data: DEFAULT_SETTINGS } });
    expect((await get(undefined)).status).toBe(401);
    expect((await put(undefined, { pageSize: 50 })).status).toBe(401);
  });

  it('saves a change merged over the stored settings, only for the caller, and keeps it in user_settings', async () => {
    const r = await put(alice, { pageSize: 50, theme: 'dark', refreshInterval: 120 });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ ...DEFAULT_SETTINGS, pageSize: 50, theme: 'dark', refreshInterval: 120 });
    await put(alice, { emailNotifications: true, emailAddress: 'alice@example.org', blockAlerts: true });
    expect((await get(alice)).body.data).toEqual({ ...DEFAULT_SETTINGS, pageSize: 50, theme: 'dark', refreshInterval: 120, emailNotifications: true, emailAddress: 'alice@example.org', blockAlerts: true });
    expect((await get(bob)).body.data).toEqual(DEFAULT_SETTINGS);
    const rows = await s.t.database.db.selectFrom('user_settings').innerJoin('users', 'users.id', 'user_settings.user_id').select(['users.username', 'user_settings.settings']).execute();
    const row = rows.find((x) => x.username === 'settings-alice')!;
    expect(JSON.parse(row.settings)).toMatchObject({ emailNotifications: true, emailAddress: 'alice@example.org', blockAlerts: true, pageSize: 50 });
    expect(Object.keys(JSON.parse(row.settings)).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('refuses out-of-range, wrong-type, unknown and cross-field-invalid values with a 400 naming the field, storing nothing', async () => {
    const before = (await get(alice)).body.data;
    const bad: Array<[unknown, string]> = [
      [{ refreshInterval: 4 }, 'refreshInterval'],
      [{ refreshInterval: 301 }, 'refreshInterval'],
      [{ sessionTimeout: 1441 }, 'sessionTimeout'],
      [{ sessionTimeout: 2.5 }, 'sessionTimeout'],
      [{ pageSize: 20 }, 'pageSize'],
      [{ theme: 'purple' }, 'theme'],
      [{ autoRefresh: 'yes' }, 'autoRefresh'],
      [{ colour: 'red' }, 'colour'],
      [{ network: 'custom' }, 'customRpc'],
      [{ apiEndpoint: 'javascript:alert(1)' }, 'apiEndpoint'],
      [{ emailAddress: 'not-mail' }, 'emailAddress'],
      [{ emailNotifications: true, emailAddress: '' }, 'emailAddress'],
    ];
    for (const [body, field] of bad) {
      const r = await put(alice, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message, JSON.stringify(body)).toContain(field);
      expect(r.body.message).not.toMatch(/select|insert|stack|at \w+ \(/i);
    }
    expect((await get(alice)).body.data).toEqual(before);
  });

  it('a deleted user takes the row along (ON DELETE CASCADE)', async () => {
    const carol = await signUp(s.url, 'settings-carol');
    await put(carol, { pageSize: 100 });
    const db = s.t.database.db;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'settings-carol').executeTakeFirstOrThrow();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('user_settings').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('GET /api/config is public and reports the version, the features and each chain', async () => {
    const r = await call<Json>(s.url, '/api/config');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ version: rootVersion, statistics: false, priceSource: false, emailAlerts: true });
    expect(r.body.data.chains).toEqual(
      expect.arrayContaining([
        { chain: 'eth', network: 'mainnet', addressNetwork: null, chainId: 1, indexed: true },
        { chain: 'bsc', network: 'mainnet', addressNetwork: null, chainId: 56, indexed: true },
        // no indexer has recorded the btc node's network here (btc-regtest-addresses.test.ts: one that has)
        { chain: 'btc', network: 'mainnet', addressNetwork: null, chainId: null, indexed: true },
        { chain: 'sol', network: 'mainnet', addressNetwork: null, chainId: null, indexed: true },
      ]),
    );
  });
});

describe('GET /api/config without SMTP_URL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { config: { smtpUrl: undefined } });
  });
  afterAll(async () => s?.close());
  it('says e-mail alerts are off', async () => {
    expect((await call<Json>(s.url, '/api/config')).body.data.emailAlerts).toBe(false);
  });
});
