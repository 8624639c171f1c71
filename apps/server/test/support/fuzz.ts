/**
 * The fuzzer: generated requests over every registered route (fast-check arbitraries, seeded) against
 * the real server on a real database, and the verdict on each answer: never a 5xx, and every 4xx is
 * the JSON envelope { success:false, data:null, message } with a non-empty message; each request is
 * timed (the slowest, and every one over SLOW_MS).
 * Used by fuzz.test.ts (a few thousand, in `npm test`) and bench/fuzz.ts (`npm run fuzz`, ≥ 20,000).
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { syntheticBundles } from './synthetic-chain';
import { seedBundles } from './seed';
import { seedBtcBlocks, syntheticBtcChain } from './btc-chain';
import { call, signUp, startTestServer, type TestServer } from './server';

export interface Route {
  method: string;
  url: string;
}

export interface Credentials {
  token: string;
  apiKey: string;
  apiSecret: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface Timed {
  ms: number;
  method: string;
  url: string;
  status: number;
  bodyLength: number;
  body: string;
}

export interface Verdict {
  sent: number;
  byClass: Record<string, number>;
  /** the requests that took longer than SLOW_MS (ms from send to answer), slowest first */
  slow: Timed[];
  /** the slowest request */
  slowest: Timed | null;
  serverErrors: { request: FuzzRequest; status: number; body: string }[];
  withoutEnvelope: { request: FuzzRequest; status: number; body: string }[];
}

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'undefined',
  'null',
  'true',
  '99999999999999999999999999',
  String(Number.MAX_SAFE_INTEGER + 2),
  '0x',
  '0x' + 'f'.repeat(64),
  '0x' + 'g'.repeat(64),
  '0x' + '1'.repeat(40),
  'f'.repeat(64),
  'A'.repeat(64),
  'eth',
  'bsc',
  'btc',
  'sol',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '😀'.repeat(50),
  'ß'.repeat(300),
  'x'.repeat(5000),
  '{{7*7}}',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
];

const FIELDS = [
  'username', 'password', 'email', 'current_password', 'new_password', 'confirm_password', 'name', 'permissions', 'rate_limit',
  'expires_at', 'is_active', 'address', 'label', 'type', 'chain', 'page', 'page_size', 'query', 'days', 'height', 'hash', '__proto__',
];
const QUERY_KEYS = ['chain', 'page', 'page_size', 'query', 'days', 'height', 'hash', 'x'];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => Number(n)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/**
 * Bodies that cost the server the most per byte, built once and shared by every request that uses
 * them: nesting past the 64-level limit (up to the size limit), wide arrays and objects, long strings,
 * brackets inside strings, and one over the 1 MB limit.
 */
const HEAVY_BODIES = [
  arrays(65),
  arrays(1000),
  arrays(30_000),
  arrays(500_000),
  objects(65),
  objects(10_000),
  objects(150_000),
  `{"username":"a","password":${arrays(100)}}`,
  `{"name":"k","permissions":${arrays(63)}}`,
  `{"username":[${'0,'.repeat(450_000)}0],"password":"x"}`,
  JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, [i]]))),
  JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 'x'.repeat(40_000)]))),
  JSON.stringify({ username: 'a', password: 'p'.repeat(1_000_000) }),
  JSON.stringify({ username: '"[{'.repeat(200_000) }),
  JSON.stringify({ username: 'x'.repeat(1_100_000) }),
];

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"username":"a\\u0000"}', '{"__proto__":{"x":1}}', '"\\ud800"', '{"a":1}}') },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HEAVY_BODIES) },
);

/** Percent-encodes a path value; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8 bytes. */
function encodePathValue(value: string): string {
  return Array.from(value, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+/g, () => encodePathValue(values[i++ % values.length] ?? '1'));
}

/** The request arbitrary for a route table and a set of valid and invalid credentials. */
export function requestArbitrary(routes: Route[], creds: Credentials): fc.Arbitrary<FuzzRequest> {
  const auth = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: `Bearer ${creds.token}` },
    { authorization: `Bearer ${creds.token}x` },
    { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    { authorization: 'Basic YTpi' },
    { authorization: 'Bearer ' + 'a'.repeat(3000) },
    { 'x-api-key': creds.apiKey, 'x-api-secret': creds.apiSecret },
    { 'x-api-key': creds.apiKey, 'x-api-secret': 'wrong' },
    { 'x-api-key': "' OR 1=1 --", 'x-api-secret': '\u00ff' },
  );
  const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml');
  return fc
    .record({
      route: fc.constantFrom(...routes),
      method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 8 }),
      params: fc.array(text, { minLength: 1, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), text, { maxKeys: 4 }),
      auth,
      contentType,
      body: fc.option(body, { freq: 4 }),
    })
    .map(({ route, method, params, query, auth: headers, contentType: ct, body: payload }) => {
      const search = new URLSearchParams(query).toString();
      const m = method ?? route.method;
      const request: FuzzRequest = { method: m, url: fillPath(route.url, params) + (search ? `?${search}` : ''), headers: { ...headers } };
      if (payload !== null && m !== 'GET' && m !== 'HEAD') {
        request.headers['content-type'] = ct;
        request.payload = payload;
      }
      return request;
    });
}

/** the Etherscan-compatible API's modules and actions (routes/etherscan/actions.ts), and its parameters */
const ETHERSCAN_ACTIONS: Record<string, string[]> = {
  account: ['balance', 'balancemulti', 'txlist', 'txlistinternal', 'tokentx', 'tokennfttx', 'token1155tx', 'getminedblocks'],
  block: ['getblockreward', 'getblocknobytime'],
  transaction: ['getstatus', 'gettxreceiptstatus'],
  logs: ['getLogs'],
  proxy: ['eth_blockNumber', 'eth_getBlockByNumber', 'eth_getTransactionByHash', 'eth_getTransactionReceipt'],
  stats: ['ethsupply', 'bnbsupply'],
};
const ETHERSCAN_KEYS = [
  'address', 'contractaddress', 'txhash', 'startblock', 'endblock', 'page', 'offset', 'sort', 'tag', 'blockno', 'timestamp', 'closest', 'blocktype',
  'fromBlock', 'toBlock', 'topic0', 'topic1', 'topic2', 'topic3', 'topic0_1_opr', 'topic1_2_opr', 'topic0_2_opr', 'boolean', 'chainid', '__proto__',
];
const ETHERSCAN_VALUES = [
  '0x' + 'ab'.repeat(20), '0x' + 'AB'.repeat(20), `${'0x' + '1'.repeat(40)},${'0x' + '2'.repeat(40)}`, '0x' + 'cd'.repeat(32), '0', '1', '10', '25', '100', '1000', '10000', '10001',
  '99999999', 'asc', 'desc', 'latest', 'pending', 'earliest', '0x10', 'before', 'after', 'and', 'or', 'true', 'false', 'blocks', 'uncles', '56',
];

/** Etherscan API requests: its modules, actions and parameters (valid and not), with and without an apikey */
export function etherscanArbitrary(creds: Credentials): fc.Arbitrary<FuzzRequest> {
  const modules = Object.keys(ETHERSCAN_ACTIONS);
  const param = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ETHERSCAN_VALUES) }, { weight: 2, arbitrary: text });
  const apikeys = [`${creds.apiKey}.${creds.apiSecret}`, `${creds.apiKey}.wrong`, 'YourApiKeyToken', '.', `${creds.apiKey}.`];
  return fc
    .record({
      chain: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('eth', 'bsc') }, { weight: 1, arbitrary: fc.constantFrom('btc', 'sol', 'nope') }),
      module: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...modules) }, { weight: 1, arbitrary: text }),
      pick: fc.nat(),
      action: fc.option(text, { freq: 8 }),
      params: fc.dictionary(fc.constantFrom(...ETHERSCAN_KEYS), param, { maxKeys: 6 }),
      apikey: fc.option(fc.constantFrom(...apikeys), { freq: 2 }),
    })
    .map(({ chain, module, pick, action, params, apikey }) => {
      const actions = ETHERSCAN_ACTIONS[module] ?? ['txlist'];
      const query: Record<string, string> = { module, action: action ?? actions[pick % actions.length]!, ...params };
      if (apikey !== null) query.apikey = apikey;
      return { method: 'GET', url: `/${encodePathValue(chain)}/etherscan/api?${new URLSearchParams(query).toString()}`, headers: {} };
    });
}

/** Routes to fuzz: every registered API route (not the docs UI's static files). */
export function collectRoutes(): { onRoute: (r: RouteOptions) => void; routes: Route[] } {
  const routes: Route[] = [];
  return {
    routes,
    onRoute: (r) => {
      if (r.url.startsWith('/api/docs')) return;
      for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url });
    },
  };
}

const isEnvelope = (b: unknown): boolean => {
  if (typeof b !== 'object' || b === null) return false;
  const o = b as Record<string, unknown>;
  return o.success === false && o.data === null && typeof o.message === 'string' && o.message.length > 0;
};

/** the Esplora-compatible API's paths (its errors are text, not the envelope) */
const ESPLORA = /^\/[a-z]+\/esplora\/api(\/|$|\?)/;

/** a request slower than this is counted (npm run fuzz: none may be) */
export const SLOW_MS = 100;

export async function fuzz(app: FastifyInstance, requests: FuzzRequest[], onProgress?: (done: number) => void): Promise<Verdict> {
  const verdict: Verdict = { sent: 0, byClass: {}, slow: [], slowest: null, serverErrors: [], withoutEnvelope: [] };
  for (const request of requests) {
    const started = performance.now();
    const res = await app.inject({ method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, payload: request.payload });
    const ms = performance.now() - started;
    verdict.sent++;
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    verdict.byClass[cls] = (verdict.byClass[cls] ?? 0) + 1;
    const shown = { request: { ...request, url: request.url.slice(0, 200), payload: request.payload?.slice(0, 200) }, status: res.statusCode, body: res.body.slice(0, 300) };
    if (ms > SLOW_MS || !verdict.slowest || ms > verdict.slowest.ms) {
      const timed = { ms, method: request.method, url: shown.request.url, status: res.statusCode, bodyLength: request.payload?.length ?? 0, body: request.payload?.slice(0, 30) ?? '' };
      if (ms > SLOW_MS) verdict.slow.push(timed);
      if (!verdict.slowest || ms > verdict.slowest.ms) verdict.slowest = timed;
    }
    if (res.statusCode >= 500) verdict.serverErrors.push(shown);
    else if (res.statusCode >= 400 && ESPLORA.test(request.url) && String(res.headers['content-type']).startsWith('text/plain')) {
      // the Esplora-compatible API answers errors as Esplora does, a short text (the server-wide guards
      // that run before any route — a URL too long or not decodable — still answer with the envelope)
      if (res.body.length === 0) verdict.withoutEnvelope.push(shown);
    } else if (res.statusCode >= 400) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        parsed = undefined;
      }
      if (!isEnvelope(parsed)) verdict.withoutEnvelope.push(shown);
    }
    if (onProgress && verdict.sent % 1000 === 0) onProgress(verdict.sent);
  }
  verdict.slow.sort((a, b) => b.ms - a.ms);
  return verdict;
}

/** A real server on a real database with a few eth and btc blocks, a user, a token and an API key with every scope. */
export async function startFuzzTarget(engine: 'pglite' | 'postgres'): Promise<{ s: TestServer; routes: Route[]; creds: Credentials }> {
  const collected = collectRoutes();
  const s = await startTestServer(engine, { onRoute: collected.onRoute });
  await seedBundles(s.t.database, 'eth', syntheticBundles({ count: 30 }));
  await seedBtcBlocks(s.t.database, syntheticBtcChain({ count: 12 }));
  const token = await signUp(s.url, 'fuzzer');
  const perms = await call<{ config_value: string }[]>(s.url, '/api/permissions', { token });
  const key = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', {
    method: 'POST',
    token,
    json: { name: 'fuzz', permissions: perms.body.data.map((p) => p.config_value) },
  });
  if (key.status !== 200) throw new Error(`api key: ${key.text}`);
  return { s, routes: collected.routes, creds: { token, apiKey: key.body.data.api_key, apiSecret: key.body.data.secret_key } };
}

export const ETHERSCAN_URL = '/:chain/etherscan/api';

export function generate(routes: Route[], creds: Credentials, count: number, seed: number): FuzzRequest[] {
  const any = requestArbitrary(routes, creds);
  // the Etherscan API is one route with dozens of actions: a tenth of the requests speak its language
  const etherscan = routes.some((r) => r.url === ETHERSCAN_URL);
  return fc.sample(etherscan ? fc.oneof({ weight: 9, arbitrary: any }, { weight: 1, arbitrary: etherscanArbitrary(creds) }) : any, { seed, numRuns: count });
}
