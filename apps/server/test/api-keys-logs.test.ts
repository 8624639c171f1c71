/**
 * Secrets never reach the logs: a server logging at trace level into a captured stream goes through
 * register, login, key creation, key use (right and wrong secret, past the limit), and the captured
 * text holds none of the password, token or secrets; the logger's redact paths cover the API secret.
 */
import { createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

describe.each(TEST_ENGINES)('API secrets in logs on %s', (engine) => {
  const lines: string[] = [];
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine, { logger: createLogger('log-capture', 'trace', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => s?.close());

  it('never logs the password, the token, the secret or the X-API-Secret header', async () => {
    const password = 'pw-' + 'q7'.repeat(8);
    const token = await signUp(s.url, 'logwatch', password);
    const created = await call<{ api_key: string; secret_key: string }>(s.url, '/api/user/api-keys', {
      method: 'POST',
      token,
      json: { name: 'logged', permissions: ['blocks:read'], rate_limit: 1 },
    });
    const { api_key, secret_key } = created.body.data;
    const wrong = 'W'.repeat(43);
    const use = (secret: string, path = '/api/v1/blocks?chain=eth') => call(s.url, path, { headers: { 'x-api-key': api_key, 'x-api-secret': secret } });
    expect((await use(secret_key)).status).toBe(200);
    expect((await use(secret_key)).status).toBe(429);
    expect((await use(wrong)).status).toBe(401);
    expect((await use(secret_key, '/api/user/profile')).status).toBe(401);
    s.app.log.info({ req: { headers: { 'x-api-secret': secret_key, authorization: `Bearer ${token}` } }, data: { secret_key } }, 'redaction probe');

    const text = lines.join('');
    expect(text).toContain('"msg":"request"'); // the request log lines were captured too
    expect(text).toContain('redaction probe');
    expect(text).toContain('[redacted]');
    for (const secret of [password, token, secret_key, wrong]) expect(text).not.toContain(secret);
  });
});
