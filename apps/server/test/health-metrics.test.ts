/**
 * What an operator watches: /api/health reports each chain's head, indexed height, lag and last
 * block time and turns 'degraded' when an indexer lags or stalls; /api/ready says whether the
 * database answers and is migrated; /metrics exposes request durations, indexer figures, WebSocket
 * clients and the database pool to Prometheus.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedBundles } from './support/seed';
import { call, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

describe.each(TEST_ENGINES)('health, readiness and metrics on %s', (engine) => {
  let s: TestServer;
  const bundles = syntheticBundles({ count: 6, startTime: 1_750_000_000 });
  const tipTime = new Date(bundles[5]!.block.timestamp * 1000).toISOString();
  beforeAll(async () => {
    s = await startTestServer(engine);
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
      const r = await fetch(`${s.url}/metrics`);
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
