/**
 * What an operator watches: /api/health reports each chain's head, indexed height, lag and last
 * block time and turns 'degraded' when an indexer lags or stalls; /api/ready says whether the
 * database answers and is migrated; /metrics exposes request durations, indexer figures, WebSocket
 * clients and the database pool to Prometheus: to the bearer of METRICS_TOKEN and administrators,
 * to anyone only with METRICS_PUBLIC=1.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

const METRICS_TOKEN = 'scrape-' + 'k3'.repeat(20);
const scrape = (s: TestServer, authorization?: string) => fetch(`${s.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe.each(TEST_ENGINES)('health, readiness and metrics on %s', (engine) => {
  let s: TestServer;
  const bundles = syntheticBundles({ count: 6, startTime: 1_750_000_000 });
  const tipTime = new Date(bundles[5]!.block.timestamp * 1000).toISOString();
  beforeAll(async () => {
    s = await startTestServer(engine, { config: { metrics: { public: false, token: METRICS_TOKEN } } });
    await seedBundles(s.t.database, 'eth', bundles, 9);
  });
  afterAll(() => s.close());

  const setCheckpoint = (values: { node_head?: number; updated_at?: Date }) =>
    s.t.database.db.updateTable('sync_checkpoints').set(values).where('chain', '=', 'eth').execute();
  const health = async () => (await call<{ status: string; chains: Record<string, Record<string, unknown>> }>(s.url, '/api/health')).body.data;

  it('reports head, indexed height, lag and last block time; ok while the indexer keeps up', async () => {
    const h = await health();
    expect(h.status).toBe('ok');
    expect(h.chains.eth).toMatchObject({ state: 'ok', indexedHeight: 6, nodeHead: 9, lag: 3, maxLag: 10, lastBlockTime: tipTime });
    expect(h.chains.bsc).toMatchObject({ state: 'not started', indexedHeight: null });
    expect(h.chains.btc).toMatchObject({ indexed: true, state: 'not started', indexedHeight: null });
    expect(h.chains.sol).toMatchObject({ indexed: true, state: 'not started', indexedHeight: null });
  });

  it('is degraded when a chain lags past its bound, and when its indexer stalls', async () => {
    await setCheckpoint({ node_head: 40, updated_at: new Date() });
    let h = await health();
    expect(h.status).toBe('degraded');
    expect(h.chains.eth).toMatchObject({ state: 'lagging', lag: 34 });
    // a stopped indexer stops moving its checkpoint (and the node head it records): lag looks fine
    await setCheckpoint({ node_head: 6, updated_at: new Date(Date.now() - 10 * 60_000) });
    h = await health();
    expect(h.status).toBe('degraded');
    expect(h.chains.eth).toMatchObject({ state: 'stalled', lag: 0 });
    await setCheckpoint({ node_head: 9, updated_at: new Date() });
    expect((await health()).status).toBe('ok');
  });

  it('shows each RPC URL as the indexer last saw it (redacted, state, head, last fault), leaving out entries of another shape', async () => {
    const seen = [
      { url: 'https://eth.provider-a.example', state: 'set aside', head: 9, failures: 4, lastFault: 'http 503', lastFaultAt: '2026-11-27T10:00:00.000Z' },
      { url: 'https://eth.provider-b.example/…', state: 'ok', head: 9, failures: 0 },
      { url: 42, state: 'ok' },
    ];
    await s.t.database.db.updateTable('sync_checkpoints').set({ rpc_endpoints: JSON.stringify(seen) }).where('chain', '=', 'eth').execute();
    const h = await health();
    expect(h.chains.eth!.rpc).toEqual(seen.slice(0, 2));
    expect(h.chains.bsc!.rpc).toBeUndefined();
  });

  it('is ready when migrated, and not when a migration is missing', async () => {
    const ready = await call<{ ready: boolean; migrations: number }>(s.url, '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data.ready).toBe(true);
    expect(ready.body.data.migrations).toBeGreaterThanOrEqual(5);
    const last = await s.t.database.db.selectFrom('schema_migrations' as never).select('version' as never).orderBy('version' as never, 'desc').executeTakeFirstOrThrow();
    await s.t.database.db.deleteFrom('schema_migrations' as never).where('version' as never, '=', (last as { version: number }).version as never).execute();
    const notReady = await call(s.url, '/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ success: false, data: null, message: '服务未就绪：数据库迁移未完成' });
  });

  it('exposes Prometheus metrics: requests by route, indexer figures, WebSocket clients, pool', async () => {
    await call(s.url, '/api/no-auth/blocks?chain=eth');
    await call(s.url, '/api/no-auth/blocks/height/abc?chain=eth');
    const ws = new WebSocket(s.wsUrl);
    await new Promise((r) => ws.once('open', r));
    try {
      const r = await scrape(s, `Bearer ${METRICS_TOKEN}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      const text = await r.text();
      expect(text).toMatch(/explorer_http_request_duration_seconds_count\{method="GET",route="\/api\/no-auth\/blocks",status="200"\} [1-9]/);
      expect(text).toMatch(/explorer_http_request_duration_seconds_count\{method="GET",route="\/api\/no-auth\/blocks\/height\/:height",status="400"\} 1/);
      expect(text).toContain('explorer_indexer_height{chain="eth"} 6');
      expect(text).toContain('explorer_indexer_node_head{chain="eth"} 9');
      expect(text).toContain('explorer_indexer_lag_blocks{chain="eth"} 3');
      expect(text).toMatch(/explorer_indexer_blocks_per_second\{chain="eth"\} \d/);
      expect(text).toContain('explorer_ws_clients 1');
      if (engine === 'postgres') expect(text).toMatch(/explorer_db_pool_connections\{state="max"\} \d+/);
      expect(text).toMatch(/explorer_process_cpu_seconds_total/);
    } finally {
      ws.close();
    }
  });
});

describe('who may read /metrics', () => {
  const AUTH_FAILED = { success: false, data: null, message: '认证失败，请重新登录' };
  const NOT_ADMIN = { success: false, data: null, message: '需要管理员权限' };
  let s: TestServer;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer('pglite', { config: { metrics: { public: false, token: METRICS_TOKEN } } });
    [user, admin] = await Promise.all([signUp(s.url, 'm-user'), signUp(s.url, 'm-admin')]);
    await s.app.repos.users.setRole('m-admin', 'administrator');
  });
  afterAll(() => s?.close());

  it('a guest 401, a plain user 403, an administrator 200', async () => {
    const guest = await scrape(s);
    expect([guest.status, await guest.json()]).toEqual([401, AUTH_FAILED]);
    const plain = await scrape(s, `Bearer ${user}`);
    expect([plain.status, await plain.json()]).toEqual([403, NOT_ADMIN]);
    const administrator = await scrape(s, `Bearer ${admin}`);
    expect(administrator.status).toBe(200);
    expect(await administrator.text()).toContain('explorer_http_request_duration_seconds');
  });

  it('the bearer of METRICS_TOKEN 200; a wrong token, a near miss or an API key 401', async () => {
    const scraped = await scrape(s, `Bearer ${METRICS_TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('explorer_process_cpu_seconds_total');
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, `Bearer ${'x'.repeat(METRICS_TOKEN.length)}`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const r = await scrape(s, authorization);
      expect([r.status, await r.json()], authorization).toEqual([401, AUTH_FAILED]);
    }
    const key = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', { method: 'POST', token: admin, json: { name: 'm', permissions: ['stats:read'] } });
    const keyed = await fetch(`${s.url}/metrics`, { headers: { 'x-api-key': key.body.data.api_key, 'x-api-secret': key.body.data.secret_key } });
    expect(keyed.status).toBe(401);
  });

  it('METRICS_PUBLIC=1: a guest 200', async () => {
    const open = await startTestServer('pglite', { config: { metrics: { public: true } } });
    try {
      const r = await scrape(open);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('explorer_http_request_duration_seconds');
    } finally {
      await open.close();
    }
  });
});
