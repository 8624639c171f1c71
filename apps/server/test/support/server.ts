/** Starts the real server on a fresh test database (PGlite or PostgreSQL) on a free port. */
import { createLogger, loadConfig, type Config } from '@explorer/core';
import type { Engine } from '@explorer/db';
import { openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerDeps } from '../../src';

const NO_LIMIT = { max: 1_000_000, windowMs: 60_000 };
export const UNLIMITED_AUTH: Config['authLimits'] = { loginPerIp: NO_LIMIT, loginPerUser: NO_LIMIT, registerPerIp: NO_LIMIT };

export interface TestServer {
  app: FastifyInstance;
  t: TestDatabase;
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<ServerDeps, 'config'>> {
  config?: Partial<Config>;
  /** runs after buildServer and before listen, e.g. to mount test-only routes */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
}

export async function startTestServer(engine: Engine, extra: TestServerOptions = {}): Promise<TestServer> {
  const t = await openTestDatabase(engine);
  const { beforeListen, ...deps } = extra;
  // tests sign many users in from one address: the auth limits are lifted unless a test sets them
  const config: Config = { ...loadConfig({}), authLimits: UNLIMITED_AUTH, ...deps.config };
  // tests seed rows and read them back at once: the response cache (dropped asynchronously on the
  // seed's NOTIFY) is on only where a test asks for it
  const app = await buildServer({ database: t.database, logger: createLogger('server-test', 'silent'), responseCache: { enabled: false }, ...deps, config });
  await beforeListen?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    t,
    url: address,
    wsUrl: address.replace(/^http/, 'ws') + '/ws',
    async close() {
      await app.close();
      await t.drop();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: { success: boolean; data: T; message: string };
  headers: Headers;
  text: string;
}

export async function call<T = unknown>(base: string, path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Reply<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(base + path, { ...init, headers, body });
  const text = await res.text();
  let parsed: Reply<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { success: false, data: undefined as T, message: '' };
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/** Registers and signs in a user; returns the token. */
export async function signUp(base: string, username: string, password = 'secret-123'): Promise<string> {
  const reg = await call(base, '/api/auth/register', { method: 'POST', json: { username, email: `${username}@example.com`, password } });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.text}`);
  const login = await call<{ token: string }>(base, '/api/auth/login', { method: 'POST', json: { username, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return login.body.data.token;
}
