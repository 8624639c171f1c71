/**
 * Hourly counters in the local Redis: exact counts and TTL under a unique prefix, window rollover,
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

describe('createRateCounter', () => {
  const prefix = `test:ratelimit:${randomUUID()}:`;
  afterAll(async () => deleteMatching(`${prefix}*`));

  it('counts exactly per key in Redis, shared by two connections, with an expiry past the window', async () => {
    const a = createRateCounter({ redisUrl: REDIS_URL, prefix });
    const b = createRateCounter({ redisUrl: REDIS_URL, prefix });
    try {
      expect((await a.hit('k1')).count).toBe(1);
      expect((await b.hit('k1')).count).toBe(2);
      expect((await a.hit('k1')).count).toBe(3);
      expect((await b.hit('k2')).count).toBe(1);
      const keys = await redis.keys(`${prefix}k1:*`);
      expect(keys).toHaveLength(1);
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(HOUR_MS + 60_000);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.each([
    ['in process', undefined],
    ['in Redis', REDIS_URL],
  ])('starts a fresh count when the hour changes (%s)', async (_label, redisUrl) => {
    let t = 5 * HOUR_MS - 2;
    const c = createRateCounter({ redisUrl, prefix, now: () => t });
    try {
      expect(await c.hit('roll')).toEqual({ count: 1, resetAt: 5 * HOUR_MS });
      t += 1;
      expect(await c.hit('roll')).toEqual({ count: 2, resetAt: 5 * HOUR_MS });
      t += 1;
      expect(await c.hit('roll')).toEqual({ count: 1, resetAt: 6 * HOUR_MS });
    } finally {
      await c.close();
    }
  });

  it('falls back to counting in process when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const c = createRateCounter({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, prefix, onRedisError: (err) => errors.push(err) });
    try {
      expect((await c.hit('down')).count).toBe(1);
      expect((await c.hit('down')).count).toBe(2);
      expect(errors.length).toBe(2);
    } finally {
      await c.close();
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
      expect(await redis.keys(`${DEFAULT_RATE_PREFIX}${apiKey}:*`)).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
      if (apiKey) await deleteMatching(`${DEFAULT_RATE_PREFIX}${apiKey}:*`);
    }
  });
});
