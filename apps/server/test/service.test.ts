import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

describe.each(TEST_ENGINES)('service routes on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', syntheticBundles({ count: 5 }), 9);
  });
  afterAll(async () => s?.close());

  it('reports health from the sync checkpoints', async () => {
    const r = await call<Record<string, unknown>>(s.url, '/api/health');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'ok',
      database: engine,
      chains: {
        eth: { indexed: true, indexedHeight: 5, nodeHead: 9, lag: 4 },
        bsc: { indexed: true, indexedHeight: null, nodeHead: null, lag: null },
        btc: { indexed: true, state: 'not started', indexedHeight: null },
        sol: { indexed: true, state: 'not started', indexedHeight: null },
      },
    });
  });

  it('publishes an OpenAPI document of the routes and a docs page', async () => {
    const r = await fetch(s.url + '/api/openapi.json');
    expect(r.status).toBe(200);
    const doc = (await r.json()) as { openapi: string; paths: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/change-password',
      '/api/user/profile',
      '/api/permissions',
      '/api/health',
      '/api/v1/blocks',
      '/api/no-auth/blocks',
      '/api/v1/blocks/search',
      '/api/no-auth/blocks/search',
      '/api/v1/blocks/height/{height}/{chain}',
      '/api/no-auth/blocks/height/{height}',
      '/api/v1/blocks/hash/{hash}/{chain}',
      '/api/no-auth/blocks/hash/{hash}',
      '/api/v1/transactions',
      '/api/no-auth/transactions',
      '/api/v1/transactions/block-height/{height}',
      '/api/no-auth/transactions/block-height/{blockHeight}',
      '/api/v1/transactions/receipt/{hash}/{chain}',
      '/api/v1/transactions/parsed/{hash}',
      '/api/v1/home/stats',
      '/api/no-auth/home/stats',
      '/api/v1/transactions/{chain}/block-height/{blockHeight}',
      '/api/no-auth/transactions/{chain}/block-height/{blockHeight}',
      '/api/v1/transactions/{chain}/{hash}',
      '/api/no-auth/transactions/{chain}/{hash}',
      '/api/v1/home/{chain}/stats',
      '/api/no-auth/home/{chain}/stats',
      '/api/v1/gas/{chain}',
      '/api/no-auth/gas/{chain}',
      '/api/v1/sol/blocks/{slot}/transactions',
      '/api/no-auth/sol/blocks/{slot}/transactions',
      '/api/v1/sol/tx/detail',
      '/api/no-auth/sol/tx/detail',
      '/api/v1/sol/tx/{id}/artifacts',
      '/api/no-auth/sol/tx/{id}/artifacts',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/v1/blocks']!.get!.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }]);
    expect(doc.paths['/api/no-auth/blocks']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/no-auth/blocks']!.get!.parameters!.map((p) => p.name).sort()).toEqual(['chain', 'page', 'page_size']);
    expect(doc.paths['/api/no-auth/transactions/{chain}/block-height/{blockHeight}']!.get!.parameters!.map((p) => p.name).sort()).toEqual(['blockHeight', 'chain', 'detail', 'include_votes', 'page', 'page_size', 'vote']);

    const docs = await fetch(s.url + '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(await docs.text()).toContain('swagger-ui');
    expect(docs.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('sends security headers with a Content-Security-Policy, and CORS for other origins', async () => {
    const r = await fetch(s.url + '/api/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(r.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('answers unknown routes and broken bodies with the envelope', async () => {
    const nope = await call(s.url, '/api/nothing-here');
    expect(nope.status).toBe(404);
    expect(nope.body).toEqual({ success: false, data: null, message: '接口不存在' });
    const broken = await call(s.url, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, data: null, message: '请求体不是有效的JSON' });
    const noBody = await call(s.url, '/api/auth/login', { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.success).toBe(false);
  });

  it('never leaks an internal error', async () => {
    const repo = s.app.repos.blocks;
    const original = repo.list;
    repo.list = async () => {
      throw new Error('relation "blocks" does not exist: SELECT password_hash FROM users -- secret=hunter2');
    };
    try {
      const r = await call(s.url, '/api/no-auth/blocks?chain=eth');
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ success: false, data: null, message: '服务器内部错误' });
      expect(r.text).not.toMatch(/SELECT|hunter2|stack|at .*\.ts/);
    } finally {
      repo.list = original;
    }
    expect((await call(s.url, '/api/no-auth/blocks?chain=eth')).status).toBe(200);
  });
});

describe('a server whose database went away', () => {
  it('answers 500 without details, and health says 503', async () => {
    const s = await startTestServer('pglite');
    try {
      await s.t.database.close();
      const r = await call(s.url, '/api/no-auth/blocks?chain=eth');
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ success: false, data: null, message: '服务器内部错误' });
      const h = await call(s.url, '/api/health');
      expect(h.status).toBe(503);
      expect(h.body).toEqual({ success: false, data: null, message: '数据库不可用' });
    } finally {
      await s.app.close();
    }
  });
});

describe('logging', () => {
  it('never writes passwords or tokens to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const s = await startTestServer('pglite', { logger: pino({ level: 'trace' }, sink) });
    try {
      const token = await signUp(s.url, 'logged', 'very-secret-pw');
      await call(s.url, '/api/user/profile', { token });
      await call(s.url, '/api/auth/login', { method: 'POST', json: { username: 'logged', password: 'wrong-secret-pw' } });
      await call(s.url, '/api/auth/change-password', { method: 'PUT', token, json: { current_password: 'very-secret-pw', new_password: 'next-secret-pw' } });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of ['very-secret-pw', 'wrong-secret-pw', 'next-secret-pw', token]) expect(log).not.toContain(secret);
    } finally {
      await s.close();
    }
  });
});

describe('the web root', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-root-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>explorer</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    s = await startTestServer('pglite', { webRoot: dir });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, falls back to index.html for page routes, keeps API 404s as JSON', async () => {
    const root = await fetch(s.url + '/');
    expect(await root.text()).toContain('<title>explorer</title>');
    const js = await fetch(s.url + '/app.js');
    expect(await js.text()).toBe('console.log(1)');
    const page = await fetch(s.url + '/eth/blocks/42', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>explorer</title>');
    const api = await call(s.url, '/api/v1/nothing', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('接口不存在');
    const asset = await fetch(s.url + '/missing.png');
    expect(asset.status).toBe(404);
  });
});
