import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvmBlockBundle } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { validatorAddress } from '@explorer/devnet';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles, TOKEN } from './support/synthetic-chain';

type Json = Record<string, any>;

const addr = (n: number) => '0x' + n.toString(16).padStart(40, '0');
const VALIDATOR = validatorAddress(1).toLowerCase(); // the devnet's fee recipient on eth
const MINERS = [addr(0xa1), addr(0xa2), addr(0xa3), VALIDATOR];
const HOUR = 3600;
const COUNT = 48;

/** The synthetic chain with blocks 9 h apart ending 10 min ago (about 17.6 days) and rotating miners. */
function chain(): EvmBlockBundle[] {
  const newest = Math.floor(Date.now() / 1000) - 600;
  return syntheticBundles({ count: COUNT }).map((b, i) => {
    const timestamp = newest - (COUNT - 1 - i) * 9 * HOUR;
    return {
      ...b,
      block: { ...b.block, timestamp, miner: MINERS[i % MINERS.length]! },
      transactions: b.transactions.map((t) => ({ ...t, timestamp })),
    };
  });
}

const utcDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** Independent expectation: rewards per UTC date of the blocks mined by `miners` on or after the window's first date. */
function expectedEarnings(bundles: EvmBlockBundle[], miners: string[], days: number) {
  const firstDate = utcDate(Math.floor(Date.now() / 1000) - (days - 1) * 86_400);
  const byDate = new Map<string, { blocks: number; reward: bigint }>();
  for (const { block } of bundles) {
    const date = utcDate(block.timestamp);
    if (!miners.includes(block.miner) || date < firstDate) continue;
    const d = byDate.get(date) ?? { blocks: 0, reward: 0n };
    byDate.set(date, { blocks: d.blocks + 1, reward: d.reward + block.minerTip });
  }
  const total = [...byDate.values()].reduce((s, d) => s + d.reward, 0n);
  return { byDate, total: total.toString(), firstDate };
}

describe.each(TEST_ENGINES)('personal pages: earnings and transactions, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  const bundles = chain();
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', bundles);
    await seedBundles(s.t.database, 'bsc', bundles); // same miners on bsc: must not leak into eth figures
    [alice, bob] = await Promise.all([signUp(s.url, 'personal-alice'), signUp(s.url, 'personal-bob')]);
    const save = (token: string, address: string, chainId = 'eth') => call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: address.slice(-4), chain: chainId } });
    for (const a of [MINERS[0]!, VALIDATOR, addr(0x1001), TOKEN, addr(0x2005)]) expect((await save(alice, a)).status).toBe(200);
    expect((await save(bob, MINERS[1]!)).status).toBe(200);
  });
  afterAll(async () => s?.close());

  const get = <T = Json>(token: string | undefined, path: string) => call<T>(s.url, '/api/user/personal' + path, { token });

  for (const days of [30, 7]) {
    it(`earnings over ${days} days equal the per-day sums of the seeded blocks mined by the saved addresses`, async () => {
      const r = await get(alice, `/earnings?chain=eth&days=${days}`);
      expect(r.status).toBe(200);
      const exp = expectedEarnings(bundles, [MINERS[0]!, VALIDATOR], days);
      expect(r.body.data.addresses).toEqual([MINERS[0], VALIDATOR, addr(0x1001), TOKEN, addr(0x2005)]);
      expect(r.body.data.days).toHaveLength(days);
      expect(r.body.data.days[0].date).toBe(exp.firstDate);
      expect(r.body.data.days.at(-1).date).toBe(utcDate(Math.floor(Date.now() / 1000)));
      for (const d of r.body.data.days) {
        const e = exp.byDate.get(d.date);
        expect(d, d.date).toEqual({ date: d.date, blocks: e?.blocks ?? 0, reward: (e?.reward ?? 0n).toString() });
      }
      expect(r.body.data.total).toBe(exp.total);
      expect(BigInt(exp.total)).toBeGreaterThan(0n);
    });
  }

  it('counts only the caller’s own addresses and the asked chain', async () => {
    const bobs = await get(bob, '/earnings?chain=eth&days=30');
    expect(bobs.body.data.total).toBe(expectedEarnings(bundles, [MINERS[1]!], 30).total);
    expect(bobs.body.data.addresses).toEqual([MINERS[1]]);
    const bsc = await get(alice, '/earnings?chain=bsc');
    expect(bsc.body.data).toMatchObject({ addresses: [], total: '0' });
    expect(bsc.body.data.days.every((d: Json) => d.blocks === 0 && d.reward === '0')).toBe(true);
    expect((await get(alice, '/earnings?chain=eth&days=0')).body.message).toBe('天数必须是1到365之间的整数');
    expect((await get(alice, '/earnings?chain=eth&days=366')).status).toBe(400);
    // the chain is required (the personal pages always send it): a missing one is a 400 naming it
    expect(await get(alice, '/earnings?days=30')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^不支持的链/) } });
    expect((await get(undefined, '/earnings')).status).toBe(401);
  });

  it('lists the transactions touching the saved addresses newest first, each once, in the transaction list’s shape, paged', async () => {
    const saved = new Set([MINERS[0], VALIDATOR, addr(0x1001), TOKEN, addr(0x2005)]);
    const expected = bundles
      .flatMap((b) => b.transactions)
      .filter((t) => saved.has(t.from) || (t.to !== null && saved.has(t.to)))
      .sort((a, b) => b.blockHeight - a.blockHeight || b.index - a.index)
      .map((t) => t.hash);
    expect(expected.length).toBeGreaterThan(15);
    const all = await call<{ transactions: Json[] }>(s.url, '/api/v1/transactions?chain=eth&page_size=1000', { token: alice });
    const v1ByHash = new Map(all.body.data.transactions.map((t) => [t.hash, t]));

    const pageSize = 7;
    const pages = Math.ceil(expected.length / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const r = await get<{ transactions: Json[]; total: number; page: number; page_size: number }>(alice, `/transactions?chain=eth&page=${page}&page_size=${pageSize}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ total: expected.length, page, page_size: pageSize });
      expect(r.body.data.transactions.length).toBe(page <= pages ? Math.min(pageSize, expected.length - (page - 1) * pageSize) : 0);
      for (const t of r.body.data.transactions) expect(t).toEqual(v1ByHash.get(t.hash));
      seen.push(...r.body.data.transactions.map((t) => t.hash));
    }
    expect(seen).toEqual(expected);
  });

  it('shows nothing for a chain without saved addresses and only bob’s for bob', async () => {
    expect((await get(alice, '/transactions?chain=bsc')).body.data).toEqual({ transactions: [], total: 0, page: 1, page_size: 20 });
    const bobs = await get<{ transactions: Json[]; total: number }>(bob, '/transactions?chain=eth&page_size=100');
    expect(bobs.body.data.total).toBe(0); // a miner address sends and receives nothing in the synthetic chain
    expect((await get(undefined, '/transactions')).status).toBe(401);
  });
});
