/**
 * The security matrix over real HTTP, on PGlite and PostgreSQL: every route in Fastify's route table
 * (collected through ServerDeps.onRoute, so a route missing from ROUTES below fails the test) × every
 * kind of caller (guest, user, administrator, API keys with and without the route's scope owned by
 * either, disabled / expired key, wrong secret, tampered / expired / foreign-signed JWT) answers as its
 * class says: public (everyone passes), session (a login only; keys refused), v1 (login or key with the
 * scope) or admin (administrators only, keys with their owner's role and the scope).
 *
 * No administrator-only route exists yet (contract, coin and parser writes come with part 2), so the
 * admin class is proven on PROBE routes: test-only routes mounted under /api/v1/security-probe with the
 * same /api/v1 policy (applyV1Policy) and the same role guard every real route gets.
 *
 * Also here: user B and an administrator guessing user A's key and address ids; no password, token,
 * secret or hash in any response after creation or in the trace-level log of the whole run.
 */
import { createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/envelope';
import { applyV1Policy } from '../src/routes/api/v1';
import { createUser } from '../src';
import { BLOCK_1755635 } from './support/chaindata';
import { seedRawBlock } from './support/seed';
import { seedBtcBlocks, syntheticBtcChain } from './support/btc-chain';
import { call, type Reply, startTestServer, type TestServer } from './support/server';

const AUTH_FAILED = '认证失败，请重新登录';
const SCOPE_FORBIDDEN = 'API密钥无权访问此接口';
const ADMIN_REQUIRED = '需要管理员权限';
const SCOPES = ['blocks:read', 'transactions:read', 'contracts:read', 'addresses:read', 'stats:read', 'contracts:write'] as const;
type Scope = (typeof SCOPES)[number];

const PASSWORD = 'matrix-pw-' + 'z9'.repeat(6);
const USER = 'matrix-user';
const ADMIN = 'matrix-admin';
const PROBE_PREFIX = '/api/v1/security-probe';
/** an administrator route outside any authenticated scope: the role guard authenticates by itself */
const OUTSIDE_PROBE = '/api/security-probe/admin';
const UNKNOWN_ID = 2147483000;

// the seeded mainnet block (shared/chaindata/ethereum)
const HEIGHT = 1755635;
const BLOCK_HASH = '0x1dec87ec1ba8e65b7773bb6f62249468948a28a427efd3d896a2ff7d7c591a67';
const TX_HASH = '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d';
// a small synthetic Bitcoin chain (support/btc-chain)
const BTC_CHAIN = syntheticBtcChain({ startHeight: 900_000, count: 3 });
const BTC_HEIGHT = 900_002;
const BTC_TXID = BTC_CHAIN[2]!.txs[1]!.txid;

type Access = 'public' | 'session' | 'v1' | 'admin';
interface RouteCase {
  access: Access;
  /** the API-key scope the route needs (v1 and admin); none: keys are refused */
  scope?: Scope;
  /** the status a caller who may call the route gets for this request */
  ok: number;
  /** the request path (default: the route url) */
  path?: string;
  body?: () => unknown;
  headers?: Record<string, string>;
  /** the call revokes the caller's tokens (password change, sign-out everywhere): sign in again after it */
  revokes?: true;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const uniqueEvmAddress = () => '0x' + (Date.now() * 1000 + serial++).toString(16).padStart(40, '0');

/** Every route of the server, by "METHOD url" as Fastify registers it. HEAD routes follow their GET. */
const ROUTES: Record<string, RouteCase> = {
  // service and documentation
  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/ready': { access: 'public', ok: 200 },
  'GET /metrics': { access: 'public', ok: 200 },
  'GET /api/permissions': { access: 'public', ok: 200 },
  'GET /api/openapi.json': { access: 'public', ok: 200 },
  'GET /api/docs': { access: 'public', ok: 200 },
  'GET /api/docs/static/index.html': { access: 'public', ok: 200 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', ok: 200 },
  'GET /api/docs/static/*': { access: 'public', ok: 200, path: '/api/docs/static/swagger-ui.css' },
  'GET /api/docs/json': { access: 'public', ok: 200 },
  'GET /api/docs/yaml': { access: 'public', ok: 200 },
  'OPTIONS *': {
    access: 'public',
    ok: 204,
    path: '/api/v1/blocks',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key,x-api-secret' },
  },
  'GET /ws': { access: 'public', ok: 426 },
  // accounts
  'POST /api/auth/register': { access: 'public', ok: 200, body: () => ({ username: `reg-${unique()}`, email: `${unique()}@example.com`, password: 'another-pw-1' }) },
  'POST /api/auth/login': { access: 'public', ok: 200, body: () => ({ username: USER, password: PASSWORD }) },
  'PUT /api/auth/change-password': { access: 'session', ok: 200, revokes: true, body: () => ({ current_password: PASSWORD, new_password: PASSWORD }) },
  'POST /api/auth/logout-all': { access: 'session', ok: 200, revokes: true },
  'GET /api/user/profile': { access: 'session', ok: 200 },
  'PUT /api/user/profile': { access: 'session', ok: 200, body: () => ({ email: `${unique()}@example.com` }) },
  'GET /api/user/personal/earnings': { access: 'session', ok: 200, path: '/api/user/personal/earnings?chain=eth&days=7' },
  'GET /api/user/personal/transactions': { access: 'session', ok: 200, path: '/api/user/personal/transactions?chain=eth' },
  'GET /api/user/addresses': { access: 'session', ok: 200 },
  'POST /api/user/addresses': { access: 'session', ok: 200, body: () => ({ address: uniqueEvmAddress(), label: 'matrix' }) },
  'PUT /api/user/addresses/:addressId': { access: 'session', ok: 404, path: `/api/user/addresses/${UNKNOWN_ID}`, body: () => ({ label: 'x' }) },
  'DELETE /api/user/addresses/:addressId': { access: 'session', ok: 404, path: `/api/user/addresses/${UNKNOWN_ID}` },
  'GET /api/user/api-keys': { access: 'session', ok: 200 },
  'POST /api/user/api-keys': { access: 'session', ok: 200, body: () => ({ name: 'matrix', permissions: ['blocks:read'] }) },
  'PUT /api/user/api-keys/:keyId': { access: 'session', ok: 404, path: `/api/user/api-keys/${UNKNOWN_ID}`, body: () => ({ is_active: false }) },
  'DELETE /api/user/api-keys/:keyId': { access: 'session', ok: 404, path: `/api/user/api-keys/${UNKNOWN_ID}` },
  // chain data for guests
  'GET /api/no-auth/blocks': { access: 'public', ok: 200, path: '/api/no-auth/blocks?chain=eth' },
  'GET /api/no-auth/blocks/search': { access: 'public', ok: 200, path: `/api/no-auth/blocks/search?chain=eth&query=${HEIGHT}` },
  'GET /api/no-auth/blocks/height': { access: 'public', ok: 400 },
  'GET /api/no-auth/blocks/height/:height': { access: 'public', ok: 200, path: `/api/no-auth/blocks/height/${HEIGHT}?chain=eth` },
  'GET /api/no-auth/blocks/hash/:hash': { access: 'public', ok: 200, path: `/api/no-auth/blocks/hash/${BLOCK_HASH}?chain=eth` },
  'GET /api/no-auth/transactions': { access: 'public', ok: 200, path: '/api/no-auth/transactions?chain=eth' },
  'GET /api/no-auth/transactions/block-height': { access: 'public', ok: 400 },
  'GET /api/no-auth/transactions/block-height/:blockHeight': { access: 'public', ok: 200, path: `/api/no-auth/transactions/block-height/${HEIGHT}?chain=eth` },
  'GET /api/no-auth/home/stats': { access: 'public', ok: 200, path: '/api/no-auth/home/stats?chain=eth' },
  'GET /api/no-auth/transactions/:chain/block-height': { access: 'public', ok: 400, path: '/api/no-auth/transactions/btc/block-height' },
  'GET /api/no-auth/transactions/:chain/block-height/:blockHeight': { access: 'public', ok: 200, path: `/api/no-auth/transactions/btc/block-height/${BTC_HEIGHT}` },
  'GET /api/no-auth/transactions/:chain/:hash': { access: 'public', ok: 200, path: `/api/no-auth/transactions/btc/${BTC_TXID}` },
  'GET /api/no-auth/home/:chain/stats': { access: 'public', ok: 200, path: '/api/no-auth/home/btc/stats' },
  'GET /api/no-auth/gas/:chain': { access: 'public', ok: 200, path: '/api/no-auth/gas/btc' },
  // chain data for signed-in users and API keys
  'GET /api/v1/blocks': { access: 'v1', scope: 'blocks:read', ok: 200, path: '/api/v1/blocks?chain=eth' },
  'GET /api/v1/blocks/search': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/search?chain=eth&query=${HEIGHT}` },
  'GET /api/v1/blocks/height': { access: 'v1', ok: 400 },
  'GET /api/v1/blocks/height/:height/:chain': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/height/${HEIGHT}/eth` },
  'GET /api/v1/blocks/hash/:hash/:chain': { access: 'v1', scope: 'blocks:read', ok: 200, path: `/api/v1/blocks/hash/${BLOCK_HASH}/eth` },
  'GET /api/v1/transactions': { access: 'v1', scope: 'transactions:read', ok: 200, path: '/api/v1/transactions?chain=eth' },
  'GET /api/v1/transactions/block-height': { access: 'v1', ok: 400 },
  'GET /api/v1/transactions/block-height/:height': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/block-height/${HEIGHT}?chain=eth` },
  'GET /api/v1/transactions/receipt/:hash/:chain': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/receipt/${TX_HASH}/eth` },
  'GET /api/v1/transactions/parsed/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/parsed/${TX_HASH}` },
  'GET /api/v1/home/stats': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/home/stats?chain=eth' },
  'GET /api/v1/transactions/:chain/block-height': { access: 'v1', ok: 400, path: '/api/v1/transactions/btc/block-height' },
  'GET /api/v1/transactions/:chain/block-height/:blockHeight': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/btc/block-height/${BTC_HEIGHT}` },
  'GET /api/v1/transactions/:chain/:hash': { access: 'v1', scope: 'transactions:read', ok: 200, path: `/api/v1/transactions/btc/${BTC_TXID}` },
  'GET /api/v1/home/:chain/stats': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/home/btc/stats' },
  'GET /api/v1/gas/:chain': { access: 'v1', scope: 'stats:read', ok: 200, path: '/api/v1/gas/btc' },
  // probe routes (test-only, see mountProbe)
  [`GET ${PROBE_PREFIX}/admin`]: { access: 'admin', scope: 'stats:read', ok: 200 },
  [`POST ${PROBE_PREFIX}/admin`]: { access: 'admin', scope: 'contracts:write', ok: 200, body: () => ({ probe: true }) },
  [`POST ${PROBE_PREFIX}/member`]: { access: 'v1', scope: 'contracts:write', ok: 200, body: () => ({ probe: true }) },
  [`GET ${OUTSIDE_PROBE}`]: { access: 'admin', ok: 200 },
};

/**
 * Test-only routes under the real /api/v1 policy: an administrator read and write, and a write for any
 * signed-in caller; and an administrator route outside /api/v1 (no scope, so keys are refused there).
 */
async function mountProbe(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      applyV1Policy(scope);
      const answer = async (req: { user: { id: number; role: string } | null }) => ok({ caller: req.user!.id, role: req.user!.role });
      scope.get('/admin', { config: { scope: 'stats:read', role: 'administrator' } }, answer);
      scope.post('/admin', { config: { scope: 'contracts:write', role: 'administrator' } }, answer);
      scope.post('/member', { config: { scope: 'contracts:write', role: 'user' } }, answer);
    },
    { prefix: PROBE_PREFIX },
  );
  app.get(OUTSIDE_PROBE, { config: { role: 'administrator' } }, async (req) => ok({ caller: req.user!.id, role: req.user!.role }));
}

interface Credentials {
  api_key: string;
  secret_key: string;
}
interface Keys {
  only: Record<Scope, Credentials>;
  allBut: Record<Scope, Credentials>;
  all: Credentials;
}

const ACTORS = [
  'guest',
  'user',
  'administrator',
  'user key with scope',
  'user key without scope',
  'admin key with scope',
  'admin key without scope',
  'disabled key',
  'expired key',
  'wrong key secret',
  'tampered JWT',
  'expired JWT',
  'JWT of another secret',
] as const;
type Actor = (typeof ACTORS)[number];

interface Expected {
  status: number;
  message?: string;
}

function expectedFor(c: RouteCase, actor: Actor): Expected {
  const pass = { status: c.ok };
  const denied = { status: 401, message: AUTH_FAILED };
  const noScope = { status: 403, message: SCOPE_FORBIDDEN };
  const notAdmin = { status: 403, message: ADMIN_REQUIRED };
  if (c.access === 'public') return pass;
  if (c.access === 'session') return actor === 'user' || actor === 'administrator' ? pass : denied;
  const keyed = c.scope !== undefined;
  if (c.access === 'v1') {
    switch (actor) {
      case 'user':
      case 'administrator':
        return pass;
      case 'user key with scope':
      case 'admin key with scope':
        return keyed ? pass : denied;
      case 'user key without scope':
      case 'admin key without scope':
        return keyed ? noScope : denied;
      default:
        return denied;
    }
  }
  switch (actor) {
    case 'administrator':
      return pass;
    case 'admin key with scope':
      return keyed ? pass : denied;
    case 'user':
      return notAdmin;
    case 'user key with scope':
      return keyed ? notAdmin : denied;
    case 'user key without scope':
    case 'admin key without scope':
      return keyed ? noScope : denied;
    default:
      return denied;
  }
}

const secretOf = async (s: TestServer) => {
  const row = await s.t.database.db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
};
const signJwt = (key: Uint8Array, sub: number, exp: number | string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(sub)).setIssuedAt().setExpirationTime(exp).sign(key);

/** The user's token with the subject changed to another id, signature kept. */
function retarget(token: string, sub: number): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...claims, sub: String(sub) })).toString('base64url'), signature].join('.');
}

describe.each(TEST_ENGINES)('security matrix on %s', (engine) => {
  const logLines: string[] = [];
  const routes: { method: string; url: string }[] = [];
  /** every response body of the run with the route it answered */
  const answers: { route: string; text: string }[] = [];
  const tokens: Record<string, string> = {};
  const secrets: string[] = [];
  let s: TestServer;
  let userId: number;
  let adminId: number;
  let userKeys: Keys;
  let adminKeys: Keys;
  let disabledKey: Credentials;
  let expiredKey: Credentials;

  beforeAll(async () => {
    s = await startTestServer(engine, {
      logger: createLogger('matrix', 'trace', { write: (line: string) => void logLines.push(line) }),
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
      beforeListen: mountProbe,
    });
    await seedRawBlock(s.t.database, 'eth', BLOCK_1755635());
    await seedBtcBlocks(s.t.database, BTC_CHAIN);
    userId = (await createUser(s.t.database, { username: USER, email: `${USER}@example.com`, password: PASSWORD })).id;
    adminId = (await createUser(s.t.database, { username: ADMIN, email: `${ADMIN}@example.com`, password: PASSWORD, role: 'administrator' })).id;
    for (const name of [USER, ADMIN]) await signIn(name);
    const jwtSecret = await secretOf(s);
    tokens.tampered = retarget(tokens[USER]!, adminId);
    tokens.expired = await signJwt(jwtSecret, userId, Math.floor(Date.now() / 1000) - 60);
    tokens.foreign = await signJwt(new TextEncoder().encode('f'.repeat(48)), adminId, '1h');

    const makeKey = async (owner: string, permissions: readonly string[]) => {
      const r = await call<Credentials & { id: number }>(s.url, '/api/user/api-keys', { method: 'POST', token: tokens[owner], json: { name: 'm', permissions } });
      if (r.status !== 200) throw new Error(r.text);
      secrets.push(r.body.data.secret_key);
      return r.body.data;
    };
    const keysOf = async (owner: string): Promise<Keys> => {
      const only = {} as Record<Scope, Credentials>;
      const allBut = {} as Record<Scope, Credentials>;
      for (const scope of SCOPES) {
        only[scope] = await makeKey(owner, [scope]);
        allBut[scope] = await makeKey(owner, SCOPES.filter((x) => x !== scope));
      }
      return { only, allBut, all: await makeKey(owner, SCOPES) };
    };
    userKeys = await keysOf(USER);
    adminKeys = await keysOf(ADMIN);
    const disabled = await makeKey(USER, SCOPES);
    expect((await call(s.url, `/api/user/api-keys/${disabled.id}`, { method: 'PUT', token: tokens[USER], json: { is_active: false } })).status).toBe(200);
    disabledKey = disabled;
    const expired = await makeKey(USER, SCOPES);
    await s.t.database.db.updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    expiredKey = expired;
  });
  afterAll(async () => s?.close());

  async function signIn(name: string): Promise<void> {
    const login = await call<{ token: string }>(s.url, '/api/auth/login', { method: 'POST', json: { username: name, password: PASSWORD } });
    tokens[name] = login.body.data.token;
  }

  const keyHeaders = (k: Credentials) => ({ 'x-api-key': k.api_key, 'x-api-secret': k.secret_key });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const wrongSecret = (secret: string) => secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');

  function headersOf(actor: Actor, c: RouteCase): Record<string, string> {
    const withScope = (k: Keys) => (c.scope ? k.only[c.scope] : k.all);
    const withoutScope = (k: Keys) => k.allBut[c.scope ?? 'contracts:write'];
    switch (actor) {
      case 'guest':
        return {};
      case 'user':
        return bearer(tokens[USER]!);
      case 'administrator':
        return bearer(tokens[ADMIN]!);
      case 'user key with scope':
        return keyHeaders(withScope(userKeys));
      case 'user key without scope':
        return keyHeaders(withoutScope(userKeys));
      case 'admin key with scope':
        return keyHeaders(withScope(adminKeys));
      case 'admin key without scope':
        return keyHeaders(withoutScope(adminKeys));
      case 'disabled key':
        return keyHeaders(disabledKey);
      case 'expired key':
        return keyHeaders(expiredKey);
      case 'wrong key secret':
        return keyHeaders({ api_key: userKeys.all.api_key, secret_key: wrongSecret(userKeys.all.secret_key) });
      case 'tampered JWT':
        return bearer(tokens.tampered!);
      case 'expired JWT':
        return bearer(tokens.expired!);
      case 'JWT of another secret':
        return bearer(tokens.foreign!);
    }
  }

  /** ROUTES entry of a registered route; a HEAD route uses its GET entry. */
  const caseOf = (method: string, url: string) => ROUTES[`${method === 'HEAD' ? 'GET' : method} ${url}`];

  it('knows every registered route, and every route it knows is registered', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(registered.size).toBeGreaterThan(40);
    const unclassified = [...registered].filter((r) => {
      const [method, url] = r.split(' ') as [string, string];
      return caseOf(method, url) === undefined;
    });
    expect(unclassified, 'routes without an entry in ROUTES: classify them').toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !registered.has(r))).toEqual([]);
    for (const r of registered) if (r.startsWith('HEAD ')) expect(registered.has(r.replace(/^HEAD/, 'GET')), r).toBe(true);
  });

  it('answers every route × caller with the status of its class (401 / 403 with their messages, else the route’s own answer)', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const { method, url } of routes) {
      const c = caseOf(method, url);
      if (!c) continue; // reported by the test above
      for (const actor of ACTORS) {
        const headers = { ...c.headers, ...headersOf(actor, c) };
        const r: Reply = await call(s.url, c.path ?? url, { method, headers, json: c.body?.() });
        cells++;
        answers.push({ route: `${method} ${url}`, text: r.text });
        if (c.revokes && r.status === 200 && (actor === 'user' || actor === 'administrator')) await signIn(actor === 'user' ? USER : ADMIN);
        const want = expectedFor(c, actor);
        const message = method === 'HEAD' ? undefined : want.message;
        if (r.status !== want.status || (message !== undefined && r.body.message !== message)) {
          mismatches.push(`${method} ${url} as ${actor}: ${r.status} ${method === 'HEAD' ? '' : r.text.slice(0, 120)} — expected ${want.status} ${message ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(routes.filter((r) => caseOf(r.method, r.url)).length * ACTORS.length);
  });

  it('probe: an administrator’s key acts as the administrator; a user key with the scope is refused for its owner’s role', async () => {
    const asAdminKey = await call<{ caller: number; role: string }>(s.url, `${PROBE_PREFIX}/admin`, { method: 'POST', headers: keyHeaders(adminKeys.only['contracts:write']), json: {} });
    expect(asAdminKey.body.data).toEqual({ caller: adminId, role: 'administrator' });
    const asAdmin = await call<{ caller: number }>(s.url, `${PROBE_PREFIX}/admin`, { token: tokens[ADMIN] });
    expect(asAdmin.body.data.caller).toBe(adminId);
    const asUserKey = await call<{ caller: number; role: string }>(s.url, `${PROBE_PREFIX}/member`, { method: 'POST', headers: keyHeaders(userKeys.only['contracts:write']), json: {} });
    expect(asUserKey.body.data).toEqual({ caller: userId, role: 'user' });
    // promoting the owner takes effect on the key's next call; demoting takes it away again
    const promote = (role: 'user' | 'administrator') => s.t.database.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
    await promote('administrator');
    try {
      const promoted = await call<{ caller: number }>(s.url, `${PROBE_PREFIX}/admin`, { method: 'POST', headers: keyHeaders(userKeys.only['contracts:write']), json: {} });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data.caller).toBe(userId);
    } finally {
      await promote('user');
    }
    const demoted = await call(s.url, `${PROBE_PREFIX}/admin`, { method: 'POST', headers: keyHeaders(userKeys.only['contracts:write']), json: {} });
    expect(demoted).toMatchObject({ status: 403, body: { success: false, data: null, message: ADMIN_REQUIRED } });
  });

  it('documents the probe’s 403 and both security schemes in the OpenAPI document', async () => {
    const doc = (await call(s.url, '/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>> };
    const op = doc.paths[`${PROBE_PREFIX}/admin`]?.post;
    expect(op?.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }]);
    expect(Object.keys(op?.responses ?? {})).toContain('403');
  });

  describe('one user never reads or changes another user’s keys or addresses (guessed ids)', () => {
    type Row = Record<string, unknown>;
    it('another user and an administrator get 404 on PUT / DELETE of A’s ids, and A’s rows stay as they were', async () => {
      const other = (await createUser(s.t.database, { username: 'matrix-other', email: 'o@example.com', password: PASSWORD })).id;
      expect(other).toBeGreaterThan(0);
      const otherToken = (await call<{ token: string }>(s.url, '/api/auth/login', { method: 'POST', json: { username: 'matrix-other', password: PASSWORD } })).body.data.token;
      const address = await call<{ id: number }>(s.url, '/api/user/addresses', { method: 'POST', token: tokens[USER], json: { address: uniqueEvmAddress(), label: 'A’s' } });
      expect(address.status).toBe(200);
      const db = s.t.database.db;
      const keyRows = () => db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
      const addressRows = () => db.selectFrom('saved_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
      const keysBefore: Row[] = await keyRows();
      const addressesBefore: Row[] = await addressRows();
      expect(keysBefore.length).toBeGreaterThan(10);

      for (const intruder of [otherToken, tokens[ADMIN]!]) {
        for (const k of keysBefore) {
          const id = k.id as number;
          const put = await call(s.url, `/api/user/api-keys/${id}`, { method: 'PUT', token: intruder, json: { is_active: !k.is_active, name: 'taken', rate_limit: 1 } });
          expect(put, `PUT key ${id}`).toMatchObject({ status: 404, body: { success: false, data: null, message: '密钥不存在' } });
          expect((await call(s.url, `/api/user/api-keys/${id}`, { method: 'DELETE', token: intruder })).status).toBe(404);
        }
        for (const a of addressesBefore) {
          const id = a.id as number;
          expect(await call(s.url, `/api/user/addresses/${id}`, { method: 'PUT', token: intruder, json: { label: 'taken' } })).toMatchObject({ status: 404, body: { message: '地址不存在' } });
          expect((await call(s.url, `/api/user/addresses/${id}`, { method: 'DELETE', token: intruder })).status).toBe(404);
        }
        const theirKeys = await call<{ id: number; api_key: string }[]>(s.url, '/api/user/api-keys', { token: intruder });
        const theirAddresses = await call<{ id: number }[]>(s.url, '/api/user/addresses', { token: intruder });
        const keyIds = new Set(keysBefore.map((k) => k.id));
        const addressIds = new Set(addressesBefore.map((a) => a.id));
        expect(theirKeys.body.data.filter((k) => keyIds.has(k.id))).toEqual([]);
        expect(theirAddresses.body.data.filter((a) => addressIds.has(a.id))).toEqual([]);
        for (const k of keysBefore) expect(theirKeys.text).not.toContain(k.api_key as string);
      }
      expect(await keyRows()).toEqual(keysBefore);
      expect(await addressRows()).toEqual(addressesBefore);
    });
  });

  it('no response after creation carries a secret, a password, a hash or a token', () => {
    expect(answers.length).toBeGreaterThan(500);
    // the two answers whose job is to hand out a credential once
    const issuing = new Set(['POST /api/user/api-keys', 'POST /api/auth/login', 'PUT /api/auth/change-password']);
    const forbidden = [PASSWORD, ...secrets, tokens[USER]!, tokens[ADMIN]!, '$argon2', 'hmac-sha256$', 'password_hash', 'secret_hash', '"secret_key":"', 'jwt_secret', 'api_key_pepper'];
    const leaks = answers.filter((a) => !issuing.has(a.route)).flatMap((a) => forbidden.filter((f) => a.text.includes(f)).map((f) => `${a.route}: ${f.slice(0, 12)}…`));
    expect(leaks).toEqual([]);
  });

  it('the trace-level log of the whole run holds no password, token, secret or hash', () => {
    const log = logLines.join('');
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('password changed');
    expect(log).toContain('role refused');
    const signatures = [tokens[USER]!, tokens[ADMIN]!].map((t) => t.split('.')[2]!);
    const forbidden = [PASSWORD, ...secrets, wrongSecret(userKeys.all.secret_key), ...Object.values(tokens), ...signatures, '$argon2', 'hmac-sha256$'];
    expect(forbidden.filter((f) => log.includes(f)).map((f) => f.slice(0, 12) + '…')).toEqual([]);
  });
});

describe('the /api/v1 policy refuses to start with an unguarded route', () => {
  const build = async (route: (scope: FastifyInstance) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    try {
      await app.register(
        async (scope) => {
          applyV1Policy(scope);
          route(scope);
        },
        { prefix: '/api/v1' },
      );
      await app.ready();
    } finally {
      await app.close();
    }
  };
  const handler = async () => ok(null);

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s route without a role', async (method) => {
    await expect(build((scope) => scope.route({ method, url: '/contracts', config: { scope: 'contracts:write' }, handler }))).rejects.toThrow(
      `${method} /api/v1/contracts: a write route needs a role in config`,
    );
  });

  it('a write route with a read scope', async () => {
    await expect(build((scope) => scope.put('/contracts/:id', { config: { scope: 'contracts:read', role: 'administrator' } }, handler))).rejects.toThrow(
      'PUT /api/v1/contracts/:id: a write route needs a write API-key scope (…:write)',
    );
  });

  it('a route without an API-key scope', async () => {
    await expect(build((scope) => scope.get('/contracts', { config: { role: 'user' } }, handler))).rejects.toThrow('GET /api/v1/contracts: no API-key scope in config');
  });

  it('starts when every write route states its role', async () => {
    await expect(build((scope) => scope.post('/contracts', { config: { scope: 'contracts:write', role: 'administrator' } }, handler))).resolves.toBeUndefined();
  });
});
