/**
 * A few thousand generated requests (seeded) over every route: wrong types, huge numbers, NUL and
 * lone surrogates, SQL and script payloads, oversize and malformed bodies, bad tokens and keys.
 * No answer is a 5xx; every 4xx is the envelope with a message. `npm run fuzz` runs ≥ 20,000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz, generate, startFuzzTarget, type Credentials, type Route } from './support/fuzz';
import type { TestServer } from './support/server';

const COUNT = 3000;
const SEED = 20261124;

describe('fuzzing every route', () => {
  let s: TestServer;
  let routes: Route[];
  let creds: Credentials;
  beforeAll(async () => {
    ({ s, routes, creds } = await startFuzzTarget('pglite'));
  });
  afterAll(() => s.close());

  it('covers the API routes', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/user/addresses/:addressId',
      '/api/user/api-keys/:keyId',
      '/api/v1/blocks/height/:height/:chain',
      '/api/no-auth/blocks',
      '/api/v1/transactions/:chain/block-height/:blockHeight',
      '/api/no-auth/transactions/:chain/:hash',
      '/api/no-auth/home/:chain/stats',
      '/api/no-auth/gas/:chain',
      '/:chain/etherscan/api',
    ]) {
      expect(urls.has(url), url).toBe(true);
    }
  });

  it(`${COUNT} generated requests: no 5xx, every 4xx in the envelope`, async () => {
    const verdict = await fuzz(s.app, generate(routes, creds, COUNT, SEED));
    expect(verdict.sent).toBe(COUNT);
    expect(verdict.serverErrors.slice(0, 5)).toEqual([]);
    expect(verdict.withoutEnvelope.slice(0, 5)).toEqual([]);
    expect(verdict.byClass['4xx']).toBeGreaterThan(COUNT / 2);
    expect(verdict.byClass['2xx']).toBeGreaterThan(0);
  });

  it('reaches the Etherscan API’s actions (a tenth of the requests), none of them a 5xx', async () => {
    const requests = generate(routes, creds, COUNT, SEED).filter((r) => r.url.includes('/etherscan/api?'));
    expect(requests.length).toBeGreaterThan(COUNT / 20);
    const verdict = await fuzz(s.app, requests);
    expect(verdict.serverErrors.slice(0, 5)).toEqual([]);
    expect(verdict.byClass['2xx']).toBeGreaterThan(requests.length / 2);
  });
});
