/**
 * Logs: no SQL parameters, hashes or credentials ever reach a line; requests are logged at debug
 * (slow ones at warn), a client's WebSocket protocol error is one warn line without a stack.
 */
import { createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, signUp, startTestServer, type TestServerOptions } from './support/server';

type Line = Record<string, unknown> & { msg?: string; level: number };

function captured(level = 'debug') {
  const lines: Line[] = [];
  const logger = createLogger('log-test', level, { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
  return { logger, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

async function withServer<T>(engine: (typeof TEST_ENGINES)[number], opts: TestServerOptions, run: (s: Awaited<ReturnType<typeof startTestServer>>) => Promise<T>): Promise<T> {
  const s = await startTestServer(engine, opts);
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE';
const HMAC = 'f00dfeedcafebabe0123456789abcdef0123456789abcdef0123456789abcdef';

describe.each(TEST_ENGINES)('a failing query on %s', (engine) => {
  it('logs the error without its SQL, parameters or quoted values', async () => {
    const log = captured('info');
    await withServer(engine, { logger: log.logger }, async (s) => {
      const blocks = s.app.repos.blocks;
      blocks.list = async () => {
        await sql`select ${HASH}::int, ${HMAC}::text`.execute(s.t.database.db);
        return { rows: [], total: 0 } as never;
      };
      const r = await call(s.url, '/api/no-auth/blocks?chain=eth');
      expect(r.status).toBe(500);
      const failure = log.lines.find((l) => l.msg === 'unhandled error');
      expect(failure, 'the failure is logged').toBeDefined();
      expect((failure!.err as { code?: string }).code).toBe('22P02');
      expect(log.text()).not.toContain('SECRET-HASH-VALUE');
      expect(log.text()).not.toContain(HMAC);
      expect(log.text()).not.toMatch(/"params"|"query"|"detail"|"where"/);
    });
  });
});

describe('the logger', () => {
  it('redacts authorization headers, passwords, tokens and key material', () => {
    const log = captured();
    log.logger.info(
      {
        headers: { authorization: 'Bearer eyJ.SECRET-JWT', 'x-api-secret': 'SECRET-API' },
        body: { password: 'SECRET-PW', new_password: 'SECRET-NEW' },
        user: { password_hash: HASH },
        key: { key_hash: HMAC, secret_key: 'SECRET-KEY' },
        token: 'SECRET-TOKEN',
      },
      'something',
    );
    expect(log.text()).not.toMatch(/SECRET|argon2|f00dfeed/);
    expect(log.text()).toContain('[redacted]');
  });
});

describe('request logs', () => {
  it('a request is a debug line; nothing at info', async () => {
    const debug = captured('debug');
    const info = captured('info');
    await withServer('pglite', { logger: debug.logger }, async (s) => {
      await call(s.url, '/api/health');
    });
    const line = debug.lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({ level: 20, method: 'GET', route: '/api/health', status: 200 });
    await withServer('pglite', { logger: info.logger }, async (s) => {
      await signUp(s.url, 'quiet');
      await call(s.url, '/api/no-auth/blocks?chain=eth');
    });
    // a request slower than the threshold is a warning of its own (sign-up hashes a password: a loaded machine may take a second)
    expect(info.lines.filter((l) => /request/.test(l.msg ?? '') && l.msg !== 'slow request')).toEqual([]);
  });

  it('a slow request is one warn line with route, status and time', async () => {
    const log = captured('info');
    await withServer('pglite', { logger: log.logger, slowRequestMs: -1 }, async (s) => {
      await call(s.url, '/api/no-auth/blocks/height/abc?chain=eth');
    });
    const slow = log.lines.filter((l) => l.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, method: 'GET', route: '/api/no-auth/blocks/height/:height', status: 400 });
    expect(typeof slow[0]!.ms).toBe('number');
  });
});

describe('WebSocket protocol errors', () => {
  it('an oversize frame is one warn line without a stack', async () => {
    const log = captured('info');
    await withServer('pglite', { logger: log.logger }, async (s) => {
      const ws = new WebSocket(s.wsUrl);
      await new Promise((r) => ws.once('open', r));
      const closed = new Promise((r) => ws.once('close', r));
      ws.send('x'.repeat(70 * 1024));
      await closed;
      await new Promise((r) => setTimeout(r, 50));
    });
    const lines = log.lines.filter((l) => /protocol error/.test(l.msg ?? ''));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(JSON.stringify(lines[0])).not.toContain('stack');
    expect(log.lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
