/**
 * The personal pages on Solana over HTTP on PGlite and PostgreSQL (support/sol-chain): 扫块收益 =
 * the leader's Fee rewards (miner_tip) of the blocks a saved address led, per UTC day; 交易历史 =
 * the non-vote transactions a saved address signed as fee payer plus those with a SOL/SPL transfer
 * from or to it, newest first, each once, in the SolTransactionSummary shape; 个人地址 counts them
 * the same way. Expectations come from the fixture objects.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { ALICE, allTxs, BOB, OLD_SLOT, solFixture, type SolFixtureBlock } from './support/sol-chain';
import { seedSolChain } from './support/sol-seed';
import { expectedSummary } from './support/sol-expect';

type Json = Record<string, any>;
const utcDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

function expectedEarnings(chain: SolFixtureBlock[], saved: string[], days: number) {
  const firstDate = utcDate(Math.floor(Date.now() / 1000) - (days - 1) * 86_400);
  const byDate = new Map<string, { blocks: number; reward: bigint }>();
  for (const b of chain) {
    if (b.leader === null || !saved.includes(b.leader) || utcDate(b.timestamp) < firstDate) continue;
    const d = byDate.get(utcDate(b.timestamp)) ?? { blocks: 0, reward: 0n };
    byDate.set(utcDate(b.timestamp), { blocks: d.blocks + 1, reward: d.reward + b.leaderReward! });
  }
  return { byDate, total: [...byDate.values()].reduce((s, d) => s + d.reward, 0n).toString() };
}

const history = (chain: SolFixtureBlock[], saved: string[]) =>
  allTxs(chain).filter(({ t }) => (!t.vote && saved.includes(t.signers[0]!)) || t.events.some((e) => saved.includes(e.from) || saved.includes(e.to)));

describe.each(TEST_ENGINES)('personal pages on solana, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  const chain = solFixture();
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedSolChain(s.t.database, chain);
    [alice, bob] = await Promise.all([signUp(s.url, 'personal-sol-alice'), signUp(s.url, 'personal-sol-bob')]);
    const save = (token: string, address: string) => call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: 'x', chain: 'sol' } });
    expect((await save(alice, ALICE)).status).toBe(200);
    expect((await save(bob, BOB)).status).toBe(200);
  });
  afterAll(async () => s?.close());

  const get = <T = Json>(token: string, path: string) => call<T>(s.url, '/api/user/personal' + path, { token });

  for (const days of [7, 1]) {
    it(`earnings over ${days} days: the Fee rewards of the blocks the saved address led`, async () => {
      const r = await get(alice, `/earnings?chain=sol&days=${days}`);
      expect(r.status).toBe(200);
      const exp = expectedEarnings(chain, [ALICE], days);
      expect(r.body.data.addresses).toEqual([ALICE]);
      expect(r.body.data.days).toHaveLength(days);
      for (const d of r.body.data.days) {
        const e = exp.byDate.get(d.date);
        expect(d, d.date).toEqual({ date: d.date, blocks: e?.blocks ?? 0, reward: (e?.reward ?? 0n).toString() });
      }
      expect(r.body.data.total).toBe(exp.total);
      expect(BigInt(r.body.data.total)).toBeGreaterThan(0n);
    });
  }

  it('the week includes the block led 3 days ago, the last day does not', async () => {
    const old = chain.find((b) => b.slot === OLD_SLOT)!;
    const week = await get(alice, '/earnings?chain=sol&days=7');
    const dayOnly = await get(alice, '/earnings?chain=sol&days=1');
    expect(BigInt(week.body.data.total) - BigInt(dayOnly.body.data.total)).toBe(old.leaderReward!);
  });

  it('transactions: signed (non-vote) or transferring to or from the saved address, newest first, each once, paged', async () => {
    const expected = history(chain, [ALICE]);
    // the SOL transfers Alice signed (3), the SPL transfer Carol sent her; not the vote she signed
    expect(expected.map(({ t }) => t.signature)).toHaveLength(4);
    const seen: Json[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await get<{ transactions: Json[]; total: number }>(alice, `/transactions?chain=sol&page=${page}&page_size=2`);
      expect(r.status).toBe(200);
      expect(r.body.data.total).toBe(4);
      seen.push(...r.body.data.transactions);
    }
    expect(seen).toEqual(expected.map(({ b, i }) => expectedSummary(b, i)));
    expect(seen.some((t) => t.vote)).toBe(false);
  });

  it('bob: the failed transaction he paid for, the transfer he received and the one he sent', async () => {
    const r = await get<{ transactions: Json[]; total: number }>(bob, '/transactions?chain=sol&page_size=100');
    const expected = history(chain, [BOB]);
    expect(r.body.data.total).toBe(expected.length);
    expect(r.body.data.transactions.map((t) => t.id)).toEqual(expected.map(({ t }) => t.signature));
    expect(r.body.data.transactions.map((t) => t.status)).toContain(2);
  });

  it('个人地址: each saved address’s transaction count', async () => {
    const r = await call<Json[]>(s.url, '/api/user/addresses?chain=sol', { token: alice });
    expect(r.status).toBe(200);
    expect(r.body.data.map((a) => [a.address, a.transaction_count])).toEqual([[ALICE, 4]]);
  });
});
