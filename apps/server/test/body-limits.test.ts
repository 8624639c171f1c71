/**
 * A small request cannot hold the server: a JSON body nested deeper than 64 levels is a 400 naming
 * the limit on every route, found in one pass over the text before anything else reads the body, while
 * other requests are answered at once; wide and long bodies up to the size limit are answered quickly;
 * the depth count ignores brackets inside strings and the text guard still names a bad field deep down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../src/http/json-body';
import { call, signUp, startTestServer, type TestServer } from './support/server';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  token = await signUp(s.url, 'deep');
});
afterAll(() => s?.close());

const TOO_DEEP = { success: false, data: null, message: JSON_TOO_DEEP_MESSAGE };
const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const post = (path: string, body: string, auth = false) =>
  call(s.url, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body, token: auth ? token : undefined });

/** ms from send to answer */
async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const r = await work;
  return [r, performance.now() - started];
}

describe('JSON nesting depth', () => {
  it('names the limit of 64 levels', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(JSON_TOO_DEEP_MESSAGE).toBe('请求体的JSON嵌套层数超过64层');
  });

  it.each([
    ['/api/auth/login', 30_000, false],
    ['/api/auth/login', 500_000, false],
    ['/api/auth/register', 500_000, false],
    ['/api/v1/parser-configs', 30_000, true],
    ['/api/v1/parser-configs', 500_000, true],
  ] as const)('%s with %i levels of [ → 400 naming the limit, quickly', async (path, levels, auth) => {
    const [r, ms] = await timed(post(path, arrays(levels), auth));
    expect([r.status, r.body]).toEqual([400, TOO_DEEP]);
    expect(ms).toBeLessThan(1000);
  });

  it('objects nested too deep, and a deep value inside an ordinary body, are refused the same way', async () => {
    expect((await post('/api/auth/login', objects(150_000))).body).toEqual(TOO_DEEP);
    expect((await post('/api/auth/login', `{"username":"a","password":${arrays(65)}}`)).body).toEqual(TOO_DEEP);
    expect((await post('/api/user/api-keys', `{"name":"k","permissions":${arrays(100)}}`, true)).body).toEqual(TOO_DEEP);
  });

  it('64 levels pass on to validation; brackets inside strings do not count', async () => {
    const at64 = await post('/api/auth/login', `{"username":"a","password":${arrays(63)}}`);
    expect(at64.status).toBe(400);
    expect(at64.body.message).not.toBe(JSON_TOO_DEEP_MESSAGE);
    // 100 brackets and an escaped quote inside a string: an ordinary failed sign-in
    const inString = await post('/api/auth/login', JSON.stringify({ username: '\\"' + '[{'.repeat(100), password: 'secret-123' }));
    expect(inString.status).toBe(401);
  });

  it('a bad string deep in a body is still named by its field', async () => {
    const body = `{"name":"k","permissions":${'['.repeat(60)}"blocks:read\\u0000"${']'.repeat(60)}}`;
    expect((await post('/api/user/api-keys', body, true)).body.message).toBe('权限范围包含不允许的字符');
  });

  it('other requests are answered at once while deep bodies arrive', async () => {
    const deep = Array.from({ length: 4 }, (_, i) => post(i % 2 ? '/api/auth/login' : '/api/v1/parser-configs', arrays(500_000), i % 2 === 0));
    const [health, ms] = await timed(call(s.url, '/api/health'));
    expect(health.status).toBe(200);
    expect(ms).toBeLessThan(500);
    for (const r of await Promise.all(deep)) expect(r.body).toEqual(TOO_DEEP);
  });
});

describe('wide and long bodies up to the size limit', () => {
  it.each([
    ['an array of 450,000 numbers', `{"username":[${'0,'.repeat(450_000)}0],"password":"x"}`],
    ['an object of 50,000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, [i]])))],
    ['a string of 1,000,000 characters', JSON.stringify({ username: 'a', password: 'p'.repeat(1_000_000) })],
  ])('%s → a 4xx in the envelope, quickly', async (_name, body) => {
    expect(body.length).toBeLessThanOrEqual(1024 * 1024);
    const [r, ms] = await timed(post('/api/auth/login', body));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ success: false, data: null, message: expect.any(String) });
    expect(ms).toBeLessThan(1000);
  });
});
