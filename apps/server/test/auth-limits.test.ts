/**
 * The password doors are limited: sign-in per IP and per username (its canonical form), a password
 * change's check of the current password per IP and per account, registration per IP, answered
 * with 429, Retry-After and the spec's text; in process, and in the real local Redis shared by two
 * API servers.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, UNLIMITED_AUTH, type TestServer } from './support/server';

const REDIS_URL = 'redis://127.0.0.1:6379';
const LIMITED = { success: false, data: null, message: '请求过于频繁，请稍后再试' };
const limit = (max: number, windowMs = 60_000) => ({ max, windowMs });

const login = (s: TestServer, username: string, password = 'wrong-password') => call(s.url, '/api/auth/login', { method: 'POST', json: { username, password } });
const changePassword = (s: TestServer, token: string, current_password: string) =>
  call(s.url, '/api/auth/change-password', { method: 'PUT', token, json: { current_password, new_password: 'brand-new-pass' } });
const expectLimited = (r: Awaited<ReturnType<typeof call>>, windowSeconds = 60) => {
  expect(r.status).toBe(429);
  expect(r.body).toEqual(LIMITED);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
};
const register = (s: TestServer, username: string) => call(s.url, '/api/auth/register', { method: 'POST', json: { username, email: `${username}@example.com`, password: 'secret-123' } });

describe('in process', () => {
  it('behind a trusted proxy (TRUST_PROXY) the per-address limit counts the client from X-Forwarded-For; without it, the connection', async () => {
    const from = (s: TestServer, ip: string) => call(s.url, '/api/auth/login', { method: 'POST', json: { username: 'nobody', password: 'wrong-password' }, headers: { 'x-forwarded-for': ip } });
    const behind = await startTestServer('pglite', { config: { trustProxy: '127.0.0.1', authLimits: { ...UNLIMITED_AUTH, loginPerIp: limit(2) } } });
    try {
      for (let i = 0; i < 2; i++) expect((await from(behind, '198.51.100.7')).status).toBe(401);
      expectLimited(await from(behind, '198.51.100.7'));
      expect((await from(behind, '198.51.100.8')).status).toBe(401);
    } finally {
      await behind.close();
    }
    // not trusted: a client cannot pick its address by sending the header
    const direct = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerIp: limit(2) } } });
    try {
      for (const ip of ['198.51.100.7', '198.51.100.8']) expect((await from(direct, ip)).status).toBe(401);
      expectLimited(await from(direct, '198.51.100.9'));
    } finally {
      await direct.close();
    }
  });

  it('a username is limited after its sign-in attempts, even with the right password; others are not', async () => {
    const s = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerUser: limit(3) } } });
    try {
      await signUp(s.url, 'alice', 'right-password'); // one attempt
      for (let i = 0; i < 2; i++) expect((await login(s, 'alice')).status).toBe(401);
      const blocked = await login(s, 'Alice ', 'right-password');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(LIMITED);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await login(s, 'bob')).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('case and width variants of a username share its budget (canonical form)', async () => {
    const s = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerUser: limit(3) } } });
    try {
      for (const name of ['erin', 'ERIN', 'ｅｒｉｎ']) expect((await login(s, name)).status).toBe(401);
      expectLimited(await login(s, 'Ｅrin'));
      expect((await login(s, 'erin2')).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('guesses at the current password are limited per account, even the right one past the limit; sign-in keeps its own budget', async () => {
    const s = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerUser: limit(3) } } });
    try {
      const token = await signUp(s.url, 'frank', 'right-password');
      const other = await signUp(s.url, 'grace', 'grace-password');
      for (let i = 0; i < 3; i++) expect((await changePassword(s, token, `guess-${i}`)).status).toBe(400);
      expectLimited(await changePassword(s, token, 'right-password'));
      expect((await changePassword(s, other, 'wrong')).status).toBe(400); // another account from the same address
      expect((await login(s, 'frank', 'right-password')).status).toBe(200); // its 2nd sign-in of 3
    } finally {
      await s.close();
    }
  });

  it('guesses at the current password are limited per IP across accounts', async () => {
    const s = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerIp: limit(4) } } });
    try {
      // each signUp signs in once from this address: 2 of the sign-in budget, none of the password-change one
      const tokens = [await signUp(s.url, 'henry'), await signUp(s.url, 'iris')];
      const statuses = [];
      for (const token of [...tokens, ...tokens, ...tokens]) statuses.push((await changePassword(s, token, 'wrong')).status);
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    } finally {
      await s.close();
    }
  });

  it('an IP is limited across usernames; registration per IP', async () => {
    const s = await startTestServer('pglite', { config: { authLimits: { ...UNLIMITED_AUTH, loginPerIp: limit(5), registerPerIp: limit(2, 3_600_000) } } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(s, `user${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect((await register(s, 'r1')).status).toBe(200);
      expect((await register(s, 'r2')).status).toBe(200);
      const third = await register(s, 'r3');
      expect(third.status).toBe(429);
      expect(third.body).toEqual(LIMITED);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      await s.close();
    }
  });
});

describe('in Redis, shared by two API servers', () => {
  const prefix = `test:${randomUUID()}:`;
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts attempts on either server against one limit', async () => {
    const config = { redisUrl: REDIS_URL, redisPrefix: prefix, authLimits: { ...UNLIMITED_AUTH, loginPerUser: limit(4) } };
    const a = await startTestServer('pglite', { config });
    const b = await startTestServer('pglite', { config });
    try {
      const statuses = [];
      for (const s of [a, b, a, b, a, b]) statuses.push((await login(s, 'carol')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect((await redis.keys(`${prefix}auth:*`)).length).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts password-change guesses on either server of one deployment against one limit', async () => {
    const config = { redisUrl: REDIS_URL, redisPrefix: prefix, authLimits: { ...UNLIMITED_AUTH, loginPerUser: limit(4) } };
    const a = await startTestServer('pglite', { config });
    const b = await startTestServer('pglite', { config, database: a.t.database });
    try {
      const token = await signUp(a.url, 'judy', 'right-password');
      const statuses = [];
      for (const s of [a, b, a, b, a, b]) statuses.push((await changePassword(s, token, 'wrong')).status);
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
      expectLimited(await changePassword(a, token, 'right-password'));
      expect((await redis.keys(`${prefix}auth:*change-password-user*`)).length).toBeGreaterThan(0);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
