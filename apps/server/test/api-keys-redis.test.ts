/**
 * Sliding-hour counters in the local Redis: exact counts and TTL under a unique prefix, the hour boundary,
 * the in-process fallback when Redis is unreachable, and two API servers on one database sharing one
 * Redis counter so a key's limit holds across them. Every Redis key made here is deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createLogger, loadConfig } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src';
import { createRateCounter, DEFAULT_RATE_PREFIX, HOUR_MS } from '../src/plugins/app/rate-limit';
import { call, signUp, startTestServer } from './support/server';

const REDIS_URL = 'redis://127.0.0.1:6379';
let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => redis?.quit());

async function deleteMatching(pattern: string): Promise<void> {
  const keys = await redis.keys(pattern);
  if (keys.length > 0) await redis.del(...keys);
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createRateCounter: a sliding hour', () => {
  const prefix = `test:ratelimit:${randomUUID()}:`;
  afterAll(async () => deleteMatching(`${prefix}*`));

  it('counts exactly per key in Redis, shared by two connections, with an expiry of the window', async () => {
    const a = createRateCounter({ redisUrl: REDIS_URL, prefix });
    const b = createRateCounter({ redisUrl: REDIS_URL, prefix });
    try {
      expect((await a.take('k1', 10)).count).toBe(1);
      expect((await b.take('k1', 10)).count).toBe(2);
      expect((await a.take('k1', 10)).count).toBe(3);
      expect((await b.take('k2', 10)).count).toBe(1);
      const ttl = await redis.pttl(`${prefix}k1`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(HOUR_MS);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.each([
    ['in process', undefined],
    ['in Redis', REDIS_URL],
  ])('never admits more than the limit within any 60 minutes, across the clock hour too (%s)', async (_label, redisUrl) => {
    let t = 5 * HOUR_MS - 10 * 60_000; // 10 minutes before a clock hour
    const c = createRateCounter({ redisUrl, prefix: `${prefix}${randomUUID()}:`, now: () => t });
    try {
      // 3 calls at :50, refused ones at :55 do not count
      for (let i = 0; i < 3; i++) expect(await c.take('key', 3)).toMatchObject({ allowed: true, count: i + 1, resetAt: 5 * HOUR_MS + 50 * 60_000 });
      t += 5 * 60_000;
      expect(await c.take('key', 3)).toEqual({ allowed: false, count: 3, resetAt: 5 * HOUR_MS + 50 * 60_000 });
      // past the clock hour a fixed window would start over; the sliding hour still holds
      t = 5 * HOUR_MS + 1;
      expect((await c.take('key', 3)).allowed).toBe(false);
      t = 5 * HOUR_MS + 50 * 60_000 - 1;
      expect((await c.take('key', 3)).allowed).toBe(false);
      // exactly an hour after the first calls their slots are free again
      t = 5 * HOUR_MS + 50 * 60_000;
      expect(await c.take('key', 3)).toMatchObject({ allowed: true, count: 1, resetAt: 6 * HOUR_MS + 50 * 60_000 });
      expect((await c.take('key', 3)).count).toBe(2);
      expect((await c.take('key', 3)).count).toBe(3);
      expect((await c.take('key', 3)).allowed).toBe(false);
    } finally {
      await c.close();
    }
  });

  it.each([
    ['in process', undefined],
    ['in Redis', REDIS_URL],
  ])('refund frees exactly the refunded call’s slot (%s)', async (_label, redisUrl) => {
    const key = `refund-${randomUUID()}`;
    const c = createRateCounter({ redisUrl, prefix });
    try {
      const first = await c.take(key, 2);
      const second = await c.take(key, 2);
      expect([first.allowed, second.allowed, (await c.take(key, 2)).allowed]).toEqual([true, true, false]);
      await c.refund(key, second.ticket!);
      if (redisUrl) expect(await redis.zrange(`${prefix}${key}`, 0, -1)).toEqual([first.ticket]);
      expect(await c.take(key, 2)).toMatchObject({ allowed: true, count: 2 });
      expect((await c.take(key, 2)).allowed).toBe(false);
    } finally {
      await c.close();
    }
  });

  it('falls back to counting in process when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const c = createRateCounter({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, prefix, onRedisError: (err) => errors.push(err) });
    try {
      expect((await c.take('down', 5)).count).toBe(1);
      expect((await c.take('down', 5)).count).toBe(2);
      expect(errors.length).toBe(2);
    } finally {
      await c.close();
    }
  });
});

describe('refused calls and the Redis counter', () => {
  it('calls refused with 400 or 403 leave the full quota in Redis; served calls count', async () => {
    const s = await startTestServer('pglite', { config: { redisUrl: REDIS_URL } });
    let apiKey = '';
    try {
      const token = await signUp(s.url, 'refused');
      const created = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', {
        method: 'POST',
        token,
        json: { name: 'refused', permissions: ['blocks:read', 'contracts:read'], rate_limit: 2 },
      });
      apiKey = created.body.data.api_key;
      const use = (path: string) => call(s.url, path, { headers: { 'x-api-key': apiKey, 'x-api-secret': created.body.data.secret_key } });
      for (let i = 0; i < 3; i++) {
        expect((await use('/api/v1/blocks?chain=nope')).status).toBe(400);
        expect((await use('/api/v1/contracts/audit')).status).toBe(403);
      }
      expect(await redis.zcard(`${DEFAULT_RATE_PREFIX}${apiKey}`)).toBe(0);
      const served = await use('/api/v1/blocks?chain=eth');
      expect([served.status, served.headers.get('x-ratelimit-remaining')]).toEqual([200, '1']);
      expect((await use('/api/v1/blocks?chain=eth')).status).toBe(200);
      expect(await redis.zcard(`${DEFAULT_RATE_PREFIX}${apiKey}`)).toBe(2);
      expect((await use('/api/v1/blocks?chain=eth')).status).toBe(429);
    } finally {
      await s.close();
      if (apiKey) await deleteMatching(`${DEFAULT_RATE_PREFIX}${apiKey}`);
    }
  });
});

describe.each(TEST_ENGINES)('one key limit across two API servers sharing Redis on %s', (engine) => {
  it('limit 3 holds across both servers', async () => {
    const a = await startTestServer(engine, { config: { redisUrl: REDIS_URL } });
    const b = await buildServer({ database: a.t.database, config: { ...loadConfig({}), redisUrl: REDIS_URL }, logger: createLogger('b', 'silent') });
    const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
    let apiKey = '';
    try {
      const token = await signUp(a.url, 'shared');
      const created = await call<{ api_key: string; secret_key: string }>(a.url, '/api/user/api-keys', {
        method: 'POST',
        token,
        json: { name: 'shared', permissions: ['blocks:read'], rate_limit: 3 },
      });
      apiKey = created.body.data.api_key;
      const headers = { 'x-api-key': apiKey, 'x-api-secret': created.body.data.secret_key };
      const use = (base: string) => call(base, '/api/v1/blocks?chain=eth', { headers });
      const statuses = [await use(a.url), await use(bUrl), await use(a.url), await use(bUrl), await use(a.url)].map((r) => r.status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(await redis.zcard(`${DEFAULT_RATE_PREFIX}${apiKey}`)).toBe(3);
    } finally {
      await b.close();
      await a.close();
      if (apiKey) await deleteMatching(`${DEFAULT_RATE_PREFIX}${apiKey}`);
    }
  });
});
