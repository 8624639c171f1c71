/**
 * The security matrix over real HTTP, on PGlite and PostgreSQL: every route in Fastify's route table
 * (collected through ServerDeps.onRoute, so a route missing from ROUTES in support/security-routes.ts fails the test) × every
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
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope';
import { applyV1Policy } from '../src/routes/api/v1';
import { createUser } from '../src';
import { BLOCK_1755635 } from './support/chaindata';
import { seedRawBlock } from './support/seed';
import { seedBtcBlocks } from './support/btc-chain';
import { seedSolChain } from './support/sol-seed';
import { ADMIN, BTC_CHAIN, SOL_CHAIN, OUTSIDE_PROBE, PASSWORD, PROBE_PREFIX, ROUTES, SCOPES, USER, uniqueEvmAddress, type RouteCase, type Scope } from './support/security-routes';
import { call, type Reply, startTestServer, type TestServer } from './support/server';

const AUTH_FAILED = '认证失败，请重新登录';
const SCOPE_FORBIDDEN = 'API密钥无权访问此接口';
const ADMIN_REQUIRED = '需要管理员权限';
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
  // a compatibility API: anyone without credentials, and with them as /api/v1
  if (c.access === 'compat' && actor === 'guest') return pass;
  if (c.access === 'session') return actor === 'user' || actor === 'administrator' ? pass : denied;
  const keyed = c.scope !== undefined;
  if (c.access === 'v1' || c.access === 'compat') {
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
    await seedSolChain(s.t.database, SOL_CHAIN);
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
        // a compatibility API's errors are text (Esplora's), the auth layer's message as the whole body
        const said = c.access === 'compat' ? r.text : r.body.message;
        if (r.status !== want.status || (message !== undefined && said !== message)) {
          mismatches.push(`${method} ${url} as ${actor}: ${r.status} ${method === 'HEAD' ? '' : r.text.slice(0, 120)} — expected ${want.status} ${message ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(routes.filter((r) => caseOf(r.method, r.url)).length * ACTORS.length);
  }, 300_000); // every route × every caller one after another: ~55 s under CI's load

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
    const fieldNames = ['password_hash', 'secret_hash', '"secret_key":"', 'jwt_secret', 'api_key_pepper'];
    const forbidden = [PASSWORD, ...secrets, tokens[USER]!, tokens[ADMIN]!, '$argon2', 'hmac-sha256$', ...fieldNames];
    // the API documentation names the fields, with placeholder examples: only real values count there
    const docs = new Set(['GET /api/openapi.json', 'GET /api/docs/json']);
    const counts = (route: string, f: string) => !(docs.has(route) && fieldNames.includes(f));
    const leaks = answers.filter((a) => !issuing.has(a.route)).flatMap((a) => forbidden.filter((f) => a.text.includes(f) && counts(a.route, f)).map((f) => `${a.route}: ${f.slice(0, 12)}…`));
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
