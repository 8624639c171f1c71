/**
 * The personal pages on Bitcoin over HTTP on PGlite and PostgreSQL, on a synthetic chain written
 * through the indexer's Bitcoin sink with real mainnet addresses (bech32 and mixed-case base58):
 * 扫块收益 = the coinbase outputs paying to the saved addresses per UTC day, 交易历史 = the
 * transactions paying to or spending from them, newest first, paged, in the BtcTransaction shape.
 * 个人地址 counts each saved address's transactions the same way. Expectations are computed from
 * the fixture objects, not from rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { p2pkhAddress, p2wpkhAddress, withAddresses } from './support/btc-addresses';
import { seedBtcBlocks, syntheticBtcChain, type BtcFixtureBlock } from './support/btc-chain';
import { expectedTx, spenders } from './support/btc-expect';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

const START = 900_000;
const COUNT = 24;
const TIP = START + COUNT - 1;
const HOUR = 3600;
const utcDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** fixture placeholder bc1qfixtureNNNN → an even NNNN pays to base58 P2PKH, an odd one to bech32 P2WPKH */
const real = (placeholder: string) => {
  const n = Number(placeholder.slice(-4));
  return n % 2 === 0 ? p2pkhAddress(placeholder) : p2wpkhAddress(placeholder);
};
const ALICE_BECH32 = real('bc1qfixture0017'); // coinbase payee of three blocks, spends and receives
const ALICE_BASE58 = real('bc1qfixture0000'); // coinbase payee of two blocks
const BOB = real('bc1qfixture0025');

/** 24 blocks 12 h apart ending 10 min ago (about 11.5 days), so a 7-day window leaves the older ones out. */
function fixture(): BtcFixtureBlock[] {
  const newest = Math.floor(Date.now() / 1000) - 600;
  return withAddresses(syntheticBtcChain({ startHeight: START, count: COUNT, timestampOf: (i) => newest - (COUNT - 1 - i) * 12 * HOUR }), real);
}

function expectedEarnings(chain: BtcFixtureBlock[], saved: string[], days: number) {
  const firstDate = utcDate(Math.floor(Date.now() / 1000) - (days - 1) * 86_400);
  const byDate = new Map<string, { blocks: number; reward: bigint }>();
  for (const b of chain) {
    const date = utcDate(b.timestamp);
    const paid = b.txs[0]!.outputs.filter((o) => o.address !== null && saved.includes(o.address));
    if (paid.length === 0 || date < firstDate) continue;
    const d = byDate.get(date) ?? { blocks: 0, reward: 0n };
    byDate.set(date, { blocks: d.blocks + 1, reward: paid.reduce((s, o) => s + o.value, d.reward) });
  }
  const total = [...byDate.values()].reduce((s, d) => s + d.reward, 0n);
  return { byDate, total: total.toString(), firstDate };
}

/** [block, tx index] of the transactions paying to or spending from `saved`, newest first */
function expectedHistory(chain: BtcFixtureBlock[], saved: string[]): [BtcFixtureBlock, number][] {
  const mine = (a: string | null) => a !== null && saved.includes(a);
  return chain
    .flatMap((b) => b.txs.map((t, i) => [b, i, t] as const))
    .filter(([, , t]) => t.outputs.some((o) => mine(o.address)) || t.inputs.some((i) => mine(i.prev.address)))
    .map(([b, i]) => [b, i] as [BtcFixtureBlock, number])
    .reverse();
}

describe.each(TEST_ENGINES)('personal pages on bitcoin, %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  const chain = fixture();
  const spentBy = spenders(chain);
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBtcBlocks(s.t.database, chain, 10);
    [alice, bob] = await Promise.all([signUp(s.url, 'personal-btc-alice'), signUp(s.url, 'personal-btc-bob')]);
    const save = (token: string, address: string) => call(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: address.slice(-4), chain: 'btc' } });
    // bech32 saved in capitals: stored lower-case, as the chain's rows hold it
    for (const a of [ALICE_BECH32.toUpperCase(), ALICE_BASE58]) expect((await save(alice, a)).status).toBe(200);
    expect((await save(bob, BOB)).status).toBe(200);
  });
  afterAll(async () => s?.close());

  const get = <T = Json>(token: string | undefined, path: string) => call<T>(s.url, '/api/user/personal' + path, { token });

  it('the fixture has what the tests need: coinbase rewards to both of alice’s addresses inside and outside 7 days, in both address forms', () => {
    expect(ALICE_BECH32).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(ALICE_BASE58).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{25,33}$/);
    expect(ALICE_BASE58).not.toBe(ALICE_BASE58.toLowerCase());
    const week = expectedEarnings(chain, [ALICE_BECH32, ALICE_BASE58], 7);
    const month = expectedEarnings(chain, [ALICE_BECH32, ALICE_BASE58], 30);
    expect(BigInt(week.total)).toBeGreaterThan(0n);
    expect(BigInt(month.total)).toBeGreaterThan(BigInt(week.total));
  });

  for (const days of [30, 7]) {
    it(`earnings over ${days} days equal the per-day sums of the coinbase outputs paying to the saved addresses`, async () => {
      const r = await get(alice, `/earnings?chain=btc&days=${days}`);
      expect(r.status).toBe(200);
      const exp = expectedEarnings(chain, [ALICE_BECH32, ALICE_BASE58], days);
      expect(r.body.data.addresses.slice().sort()).toEqual([ALICE_BECH32, ALICE_BASE58].sort());
      expect(r.body.data.days).toHaveLength(days);
      expect(r.body.data.days[0].date).toBe(exp.firstDate);
      expect(r.body.data.days.at(-1).date).toBe(utcDate(Math.floor(Date.now() / 1000)));
      for (const d of r.body.data.days) {
        const e = exp.byDate.get(d.date);
        expect(d, d.date).toEqual({ date: d.date, blocks: e?.blocks ?? 0, reward: (e?.reward ?? 0n).toString() });
      }
      expect(r.body.data.total).toBe(exp.total);
    });
  }

  it('counts only the caller’s own addresses and the asked chain', async () => {
    const bobs = await get(bob, '/earnings?chain=btc&days=30');
    expect(bobs.body.data.addresses).toEqual([BOB]);
    expect(bobs.body.data.total).toBe(expectedEarnings(chain, [BOB], 30).total);
    expect(BigInt(bobs.body.data.total)).toBeGreaterThan(0n);
    const eth = await get(alice, '/earnings?chain=eth');
    expect(eth.body.data).toMatchObject({ addresses: [], total: '0' });
  });

  it('lists the transactions paying to or spending from the saved addresses newest first, each once, as the transaction page shows them, paged', async () => {
    const expected = expectedHistory(chain, [ALICE_BECH32, ALICE_BASE58]);
    expect(expected.length).toBeGreaterThan(12);
    const pageSize = 5;
    const pages = Math.ceil(expected.length / pageSize);
    const seen: Json[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const r = await get<{ transactions: Json[]; total: number; page: number; page_size: number }>(alice, `/transactions?chain=btc&page=${page}&page_size=${pageSize}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ total: expected.length, page, page_size: pageSize });
      expect(r.body.data.transactions).toHaveLength(page <= pages ? Math.min(pageSize, expected.length - (page - 1) * pageSize) : 0);
      seen.push(...r.body.data.transactions);
    }
    expect(seen).toEqual(expected.map(([b, i]) => expectedTx(b, i, TIP, spentBy)));
    // the same transactions as the transaction page answers for each txid
    const one = await call<Json>(s.url, `/api/v1/transactions/btc/${seen[0]!.txid}`, { token: alice });
    expect(one.body.data).toEqual(seen[0]);
  });

  it('an output received by a saved address and later spent shows both transactions', async () => {
    const r = await get<{ transactions: Json[] }>(alice, '/transactions?chain=btc&page_size=100');
    const txids = r.body.data.transactions.map((t) => t.txid);
    const received = chain.flatMap((b) => b.txs.flatMap((t) => t.outputs.map((o, vout) => ({ txid: t.txid, vout, address: o.address }))));
    const spentOfAlice = received.filter((o) => o.address === ALICE_BECH32 && spentBy.has(`${o.txid}:${o.vout}`));
    expect(spentOfAlice.length).toBeGreaterThan(0);
    for (const o of spentOfAlice) {
      const spender = spentBy.get(`${o.txid}:${o.vout}`)!;
      expect(txids).toContain(o.txid);
      expect(txids).toContain(spender.txid);
      expect(txids.indexOf(spender.txid)).toBeLessThan(txids.indexOf(o.txid)); // newer first
      const spending = r.body.data.transactions.find((t) => t.txid === spender.txid)!;
      expect(spending.vin[spender.vin].prevout.scriptPubKey.address).toBe(ALICE_BECH32);
    }
  });

  it('个人地址: each saved address’s transaction count is the transactions paying to or spending from it', async () => {
    const r = await call<Json[]>(s.url, '/api/user/addresses?chain=btc', { token: alice });
    expect(r.status).toBe(200);
    const counts = Object.fromEntries(r.body.data.map((a) => [a.address, a.transaction_count]));
    expect(counts).toEqual({ [ALICE_BECH32]: expectedHistory(chain, [ALICE_BECH32]).length, [ALICE_BASE58]: expectedHistory(chain, [ALICE_BASE58]).length });
    expect(counts[ALICE_BECH32]).toBeGreaterThan(0);
    expect(counts[ALICE_BASE58]).toBeGreaterThan(0);
  });

  it('shows only the caller’s own transactions, nothing on a chain without saved addresses, and refuses bad input in Chinese', async () => {
    const bobs = await get<{ transactions: Json[]; total: number }>(bob, '/transactions?chain=btc&page_size=100');
    const bobExpected = expectedHistory(chain, [BOB]);
    expect(bobs.body.data.total).toBe(bobExpected.length);
    expect(bobs.body.data.transactions.map((t) => t.txid)).toEqual(bobExpected.map(([b, i]) => b.txs[i]!.txid));
    const aliceOnly = expectedHistory(chain, [ALICE_BECH32, ALICE_BASE58]).filter(([b, i]) => !bobExpected.some(([bb, ii]) => bb === b && ii === i));
    expect(aliceOnly.length).toBeGreaterThan(0);
    for (const [b, i] of aliceOnly) expect(bobs.body.data.transactions.map((t) => t.txid)).not.toContain(b.txs[i]!.txid);

    expect((await get(alice, '/transactions?chain=eth')).body.data).toEqual({ transactions: [], total: 0, page: 1, page_size: 20 });
    expect((await get(alice, '/transactions?chain=sol')).body.data).toEqual({ transactions: [], total: 0, page: 1, page_size: 20 });
    for (const [path, message] of [
      ['/transactions?chain=doge', '不支持的链，可选: eth, btc, bsc, sol'],
      ['/transactions?chain=btc&page=0', '页码必须是正整数'],
      ['/transactions?chain=btc&page=abc', '页码必须是正整数'],
      ['/earnings?chain=doge', '不支持的链，可选: eth, btc, bsc, sol'],
      ['/earnings?chain=btc&days=0', '天数必须是1到365之间的整数'],
    ] as const) {
      const r = await get(alice, path);
      expect(r.status, path).toBe(400);
      expect(r.body.message, path).toBe(message);
    }
    expect((await get(undefined, '/transactions?chain=btc')).status).toBe(401);
    expect((await get(undefined, '/earnings?chain=btc')).status).toBe(401);
  });
});
