/**
 * Hot answers come from memory until the chain's next committed block: a cached block list is served
 * without touching the database and is dropped when the indexer's NOTIFY for a new block arrives;
 * authentication still runs before the cache. Final blocks carry an ETag and a long cache (304 on a
 * match); blocks within the finality depth are revalidated.
 */
import { writeEvmBundles } from '@explorer/indexer';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(TEST_ENGINES)('response cache and final blocks on %s', (engine) => {
  let s: TestServer;
  const chain = syntheticBundles({ count: 101 });
  beforeAll(async () => {
    s = await startTestServer(engine, { responseCache: {} });
    await seedBundles(s.t.database, 'eth', chain.slice(0, 100), 100);
  });
  afterAll(() => s.close());

  it('serves the block list from memory until the next block is committed', async () => {
    const path = '/api/no-auth/blocks?chain=eth&page=1&page_size=10';
    const first = await call<{ blocks: { height: number }[] }>(s.url, path);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.body.data.blocks[0]!.height).toBe(100);

    const repo = s.app.repos.blocks;
    const list = repo.list;
    repo.list = async () => {
      throw new Error('the cache should have answered');
    };
    try {
      const second = await call(s.url, path);
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(second.text).toBe(first.text);
    } finally {
      repo.list = list;
    }

    // the indexer's sink commits block 101 and NOTIFYs; the listener drops the chain's entries
    await writeEvmBundles(s.t.database.db, 'eth', chain.slice(100), { notify: 'all', nodeHead: 101 });
    const fresh = await waitFor('the new block in the list', async () => {
      const r = await call<{ blocks: { height: number }[] }>(s.url, path);
      return r.body.data.blocks[0]!.height === 101 ? r : undefined;
    });
    expect(fresh.headers.get('x-cache')).toBe('miss');
  });

  it('still authenticates before answering from the cache', async () => {
    const token = await signUp(s.url, `cache-${engine}`);
    const path = '/api/v1/blocks?chain=eth';
    expect((await call(s.url, path, { token })).status).toBe(200);
    expect((await call(s.url, path, { token })).headers.get('x-cache')).toBe('hit');
    const guest = await call(s.url, path);
    expect(guest.status).toBe(401);
    expect(guest.text).not.toContain('"blocks"');
  });

  it('gives a final block an ETag and a long cache, and answers a match with 304', async () => {
    const final = await call<{ hash: string }>(s.url, '/api/no-auth/blocks/height/10?chain=eth');
    const etag = final.headers.get('etag');
    expect(etag).toBe(`"${final.body.data.hash}"`);
    expect(final.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const again = await fetch(`${s.url}/api/no-auth/blocks/height/10?chain=eth`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const young = await call(s.url, '/api/no-auth/blocks/height/90?chain=eth');
    expect(young.status).toBe(200);
    expect(young.headers.get('etag')).toBeNull();
    expect(young.headers.get('cache-control')).toBe('no-cache');
  });
});
