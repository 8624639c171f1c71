/**
 * X-API-Key / X-API-Secret on /api/v1 over real HTTP: scopes per route, refused credentials, the
 * hourly limit (in-process counter), no keys on /api/user, the OpenAPI security schemes.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

const AUTH_FAILED = { success: false, data: null, message: '认证失败，请重新登录' };
const FORBIDDEN = { success: false, data: null, message: 'API密钥无权访问此接口' };
const HASH = '0x' + 'ab'.repeat(32);
const ALL_SCOPES = ['blocks:read', 'transactions:read', 'contracts:read', 'addresses:read', 'stats:read', 'contracts:write'];

/** Every /api/v1 route and the scope it needs. */
const V1_ROUTES: [string, string][] = [
  ['/api/v1/blocks?chain=eth', 'blocks:read'],
  ['/api/v1/blocks/search?chain=eth&query=1', 'blocks:read'],
  ['/api/v1/blocks/height/1/eth', 'blocks:read'],
  [`/api/v1/blocks/hash/${HASH}/eth`, 'blocks:read'],
  ['/api/v1/transactions?chain=eth', 'transactions:read'],
  ['/api/v1/transactions/block-height/1?chain=eth', 'transactions:read'],
  [`/api/v1/transactions/receipt/${HASH}/eth`, 'transactions:read'],
  [`/api/v1/transactions/parsed/${HASH}`, 'transactions:read'],
  ['/api/v1/home/stats?chain=eth', 'stats:read'],
];

interface Created {
  id: number;
  api_key: string;
  secret_key: string;
}

describe.each(TEST_ENGINES)('API-key authentication on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    token = await signUp(s.url, 'keyholder');
  });
  afterAll(async () => s?.close());

  async function makeKey(permissions: string[], rate_limit: number | null = null): Promise<Created> {
    const r = await call<Created>(s.url, '/api/user/api-keys', { method: 'POST', token, json: { name: 'k', permissions, rate_limit } });
    if (r.status !== 200) throw new Error(r.text);
    return r.body.data;
  }
  const withKey = (path: string, k: { api_key: string; secret_key: string }, init: RequestInit = {}) =>
    call(s.url, path, { ...init, headers: { 'x-api-key': k.api_key, 'x-api-secret': k.secret_key } });

  it('a key with only blocks:read reads blocks and gets 403 on transactions and home stats', async () => {
    const k = await makeKey(['blocks:read']);
    expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(200);
    for (const path of ['/api/v1/transactions?chain=eth', `/api/v1/transactions/receipt/${HASH}/eth`, '/api/v1/home/stats?chain=eth']) {
      const r = await withKey(path, k);
      expect(r.status).toBe(403);
      expect(r.body).toEqual(FORBIDDEN);
    }
  });

  it.each(V1_ROUTES)('%s needs %s: passes with it, 403 with every other scope, open to a login token', async (path, scope) => {
    const only = await makeKey([scope]);
    const others = await makeKey(ALL_SCOPES.filter((x) => x !== scope));
    const allowed = await withKey(path, only);
    expect([401, 403]).not.toContain(allowed.status);
    expect(allowed.status).toBeLessThan(500);
    expect(await withKey(path, others)).toMatchObject({ status: 403, body: FORBIDDEN });
    const login = await call(s.url, path, { token });
    expect(login.status).toBe(allowed.status);
  });

  it('refuses keys on /api/user: account management needs a login', async () => {
    const k = await makeKey(ALL_SCOPES);
    for (const [path, method] of [
      ['/api/user/profile', 'GET'],
      ['/api/user/api-keys', 'GET'],
      [`/api/user/api-keys/${k.id}`, 'DELETE'],
    ] as const) {
      expect(await withKey(path, k, { method })).toMatchObject({ status: 401, body: AUTH_FAILED });
    }
    expect((await call(s.url, '/api/user/api-keys', { token })).text).toContain(k.api_key);
  });

  it('answers 401 for an unknown key, a wrong or missing secret, a disabled, expired or deleted key', async () => {
    const k = await makeKey(['blocks:read']);
    const path = '/api/v1/blocks?chain=eth';
    expect((await withKey(path, k)).status).toBe(200);
    const refused = [
      await withKey(path, { api_key: 'ek_' + 'x'.repeat(24), secret_key: k.secret_key }),
      await withKey(path, { api_key: k.api_key, secret_key: k.secret_key.slice(0, -1) + (k.secret_key.endsWith('A') ? 'B' : 'A') }),
      await call(s.url, path, { headers: { 'x-api-key': k.api_key } }),
      await call(s.url, path, { headers: { 'x-api-secret': k.secret_key } }),
    ];
    await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token, json: { is_active: false } });
    refused.push(await withKey(path, k));
    await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'PUT', token, json: { is_active: true } });
    expect((await withKey(path, k)).status).toBe(200);
    await s.t.database.db.updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', k.id).execute();
    refused.push(await withKey(path, k));
    await call(s.url, `/api/user/api-keys/${k.id}`, { method: 'DELETE', token });
    refused.push(await withKey(path, k));
    for (const r of refused) expect(r).toMatchObject({ status: 401, body: AUTH_FAILED });
  });

  it("refuses a key whose owner's account is disabled", async () => {
    const k = await makeKey(['blocks:read']);
    expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(200);
    await s.t.database.db.updateTable('users').set({ is_active: false }).where('username', '=', 'keyholder').execute();
    try {
      expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(401);
    } finally {
      await s.t.database.db.updateTable('users').set({ is_active: true }).where('username', '=', 'keyholder').execute();
    }
  });

  it('limit 3: three answers with the remaining count, then 429 with Retry-After; a login is not limited', async () => {
    const k = await makeKey(['blocks:read'], 3);
    const path = '/api/v1/blocks?chain=eth';
    for (const remaining of [2, 1, 0]) {
      const r = await withKey(path, k);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('3');
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
    }
    const over = await withKey(path, k);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ success: false, data: null, message: '请求过于频繁，请稍后再试' });
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect((await withKey(path, k)).status).toBe(429);
    expect((await call(s.url, path, { token })).status).toBe(200);
    // another key of the same user has its own counter
    expect((await withKey(path, await makeKey(['blocks:read'], 3))).status).toBe(200);
  });

  it('only admitted calls use the quota: calls refused for scope (403) or volume (429) do not count', async () => {
    const k = await makeKey(['blocks:read'], 2);
    for (let i = 0; i < 4; i++) expect((await withKey('/api/v1/transactions?chain=eth', k)).status).toBe(403);
    const first = await withKey('/api/v1/blocks?chain=eth', k);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(429);
  });

  it('calls the route refuses after admitting the key (400 bad parameters, 403 role or permission) give their slot back; served ones and 404 lookups count', async () => {
    const k = await makeKey(['blocks:read', 'contracts:read', 'contracts:write'], 3);
    const refused: [string, RequestInit, number][] = [
      ['/api/v1/blocks?chain=nope', {}, 400],
      ['/api/v1/blocks?chain=eth&page_size=abc', {}, 400],
      ['/api/v1/contracts/audit', {}, 403], // administrators only; the key's owner is a user
      ['/api/v1/coin-configs', { method: 'POST', body: JSON.stringify({ contract_addr: `0x${'12'.repeat(20)}`, chain_name: 'eth', name: 'T', symbol: 'T' }) }, 403], // needs contracts:write
      ['/api/v1/coin-configs', { method: 'POST', body: '{"chain_name":' }, 400],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [path, init, status] of refused) {
        const headers = { 'x-api-key': k.api_key, 'x-api-secret': k.secret_key, 'content-type': 'application/json' };
        const r = await call(s.url, path, { ...init, headers });
        expect(r.status, path).toBe(status);
        expect(r.headers.get('x-ratelimit-remaining'), path).toBe('3');
      }
    }
    // the full quota is left: three served calls (a 404 lookup among them), then 429
    expect((await withKey('/api/v1/blocks?chain=eth', k)).headers.get('x-ratelimit-remaining')).toBe('2');
    const missing = await withKey(`/api/v1/blocks/hash/${HASH}/eth`, k);
    expect([missing.status, missing.headers.get('x-ratelimit-remaining')]).toEqual([404, '1']);
    expect((await withKey('/api/v1/blocks?chain=eth', k)).headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await withKey('/api/v1/blocks?chain=eth', k)).status).toBe(429);
    expect((await withKey('/api/v1/blocks?chain=nope', k)).status).toBe(429);
  });

  it('an unlimited key sends no rate headers and is never refused for volume', async () => {
    const k = await makeKey(['blocks:read'], null);
    for (let i = 0; i < 12; i++) {
      const r = await withKey('/api/v1/blocks?chain=eth', k);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('records last use', async () => {
    const k = await makeKey(['blocks:read']);
    const before = await call<{ id: number; last_used_at: string | null }[]>(s.url, '/api/user/api-keys', { token });
    expect(before.body.data.find((x) => x.id === k.id)?.last_used_at).toBeNull();
    await withKey('/api/v1/blocks?chain=eth', k);
    const after = await call<{ id: number; last_used_at: string | null }[]>(s.url, '/api/user/api-keys', { token });
    expect(Date.parse(after.body.data.find((x) => x.id === k.id)?.last_used_at ?? '')).not.toBeNaN();
  });

  it('documents both headers as security schemes of the /api/v1 routes', async () => {
    const doc = (await call(s.url, '/api/openapi.json')).body as unknown as {
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
      paths: Record<string, { get?: { security?: Record<string, string[]>[] } }>;
    };
    const schemes = Object.values(doc.components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }));
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Secret' }));
    expect(doc.paths['/api/v1/blocks']?.get?.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }]);
    expect(doc.paths['/api/user/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
