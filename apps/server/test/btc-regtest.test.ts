/**
 * A Bitcoin regtest chain through the API, over HTTP on PGlite and PostgreSQL. Addresses are checked
 * against the network the chain's node reports (recorded by the indexer in chain_networks, as its
 * engine does after getblockchaininfo): the address page, its transactions and CSV, a saved address
 * and the search take bcrt1… / m… / 2… and refuse a mainnet address with a 400 naming the field; with
 * no network recorded the chain is mainnet, as before, and a regtest address is refused. Regtest's
 * difficulty (4.66 × 10⁻¹⁰) gives a hashrate of a fraction of a hash a second, carried exactly.
 */
import { TEST_ENGINES } from '@explorer/db/testing';
import { recordChainNetwork } from '@explorer/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p2pkhAddress, p2shAddress, p2wpkhAddress, withAddresses } from './support/btc-addresses';
import { blockAddresses, seedBtcBlocks, syntheticBtcChain } from './support/btc-chain';
import { parseCsv } from './support/csv-parse';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;

/** the fixture's placeholders as regtest addresses: P2WPKH (bcrt1q…), P2PKH (m… / n…), P2SH (2…) */
const regtest = (placeholder: string) => {
  const n = Number(placeholder.slice(-4));
  return n % 3 === 0 ? p2wpkhAddress(placeholder, 'bcrt') : n % 3 === 1 ? p2pkhAddress(placeholder, 0x6f) : p2shAddress(placeholder, 0xc4);
};
/** regtest's difficulty as Bitcoin Core prints it (4.656542373906925e-10), as plain decimal text */
const REGTEST_DIFFICULTY = '0.0000000004656542373906925';
const CHAIN = withAddresses(syntheticBtcChain({ startHeight: 0, count: 8 }), regtest).map((b) => ({ ...b, difficulty: REGTEST_DIFFICULTY }));
const SEEN = [...new Set(CHAIN.flatMap(blockAddresses))];
const BECH32 = SEEN.find((a) => a.startsWith('bcrt1q'))!;
const P2PKH = SEEN.find((a) => /^[mn]/.test(a))!;
const P2SH = SEEN.find((a) => a.startsWith('2'))!;
const MAINNET = p2wpkhAddress('a mainnet address');

describe.each(TEST_ENGINES)('a btc regtest chain on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await recordChainNetwork(s.t.database.db, 'btc', 'regtest');
    await seedBtcBlocks(s.t.database, CHAIN);
    token = await signUp(s.url, 'regtest-user');
  });
  afterAll(async () => s?.close());

  const get = (path: string, auth?: string) => call<Json>(s.url, path, { token: auth });

  it('GET /api/config reports the network the btc node reports; the one-form families have none', async () => {
    const chains = (await get('/api/config')).body.data.chains as Json[];
    expect(chains.find((c) => c.chain === 'btc')).toMatchObject({ addressNetwork: 'regtest' });
    for (const c of chains.filter((c) => c.chain !== 'btc')) expect(c.addressNetwork).toBeNull();
  });

  it('the address page answers 200 for a bcrt1, an m/n and a 2 address (upper-case bech32 stored lower-case)', async () => {
    expect([BECH32, P2PKH, P2SH].every(Boolean)).toBe(true);
    for (const a of [BECH32, P2PKH, P2SH]) {
      const r = await get(`/api/no-auth/addresses/${a}?chain=btc`);
      expect(r.status, r.text).toBe(200);
      expect(r.body.data).toMatchObject({ chain: 'btc', address: a, family: 'btc' });
      expect(r.body.data.tx_count).toBeGreaterThan(0);
      const txs = await get(`/api/v1/addresses/${a}/transactions?chain=btc`, token);
      expect(txs.status, txs.text).toBe(200);
      expect(txs.body.data.transactions.length).toBe(r.body.data.tx_count > 25 ? 25 : r.body.data.tx_count);
    }
    const upper = await get(`/api/no-auth/addresses/${BECH32.toUpperCase()}?chain=btc`);
    expect([upper.status, upper.body.data.address]).toEqual([200, BECH32]);
  });

  it('a mainnet address on the regtest chain is a 400 naming the field and the networks', async () => {
    const message = 'address: 不是有效的 BTC 地址（这是 main 网络的地址，本链为 regtest 网络，需为 bcrt1、m、n 或 2 开头）';
    for (const path of [`/api/no-auth/addresses/${MAINNET}?chain=btc`, `/api/no-auth/addresses/${MAINNET}/transactions?chain=btc`, `/api/no-auth/addresses/${MAINNET}/transactions.csv?chain=btc`]) {
      const r = await get(path);
      expect([r.status, r.body]).toEqual([400, { success: false, data: null, message }]);
    }
  });

  it('the CSV of a regtest address has its transactions', async () => {
    const r = await get(`/api/no-auth/addresses/${BECH32}/transactions.csv?chain=btc`);
    expect(r.status, r.text).toBe(200);
    const [header, ...rows] = parseCsv(r.text.startsWith('\uFEFF') ? r.text : `\uFEFF${r.text}`);
    expect(header![0]).toBe('tx_hash');
    const summary = (await get(`/api/no-auth/addresses/${BECH32}?chain=btc`)).body.data;
    expect(rows).toHaveLength(summary.tx_count);
  });

  it('a regtest address is saved (bech32 upper-case stored lower-case); a mainnet one is refused', async () => {
    const post = (address: string) => call<Json>(s.url, '/api/user/addresses', { method: 'POST', token, json: { address, label: 'regtest', chain: 'btc' } });
    const saved = await post(BECH32.toUpperCase());
    expect([saved.status, saved.body.data?.address]).toEqual([200, BECH32]);
    expect((await post(P2SH)).status).toBe(200);
    const refused = await post(MAINNET);
    expect([refused.status, refused.body.message]).toEqual([400, '不是有效的 BTC 地址（这是 main 网络的地址，本链为 regtest 网络，需为 bcrt1、m、n 或 2 开头）']);
    const list = await get('/api/user/addresses?chain=btc', token);
    expect(list.body.data.map((a: Json) => a.address).sort()).toEqual([BECH32, P2SH].sort());
  });

  it('the search finds a regtest address and leads to its page; a mainnet address is not one of the chain’s', async () => {
    for (const q of [BECH32, BECH32.toUpperCase(), P2PKH]) {
      const r = await get(`/api/no-auth/search?chain=btc&q=${encodeURIComponent(q)}`);
      const key = q.toLowerCase() === BECH32 ? BECH32 : q;
      expect(r.body.data, q).toEqual([{ kind: 'address', chain: 'btc', key, label: null, path: `/btc/address-transactions?address=${key}` }]);
    }
    expect((await get(`/api/no-auth/search?chain=btc&q=${MAINNET}`)).body.data).toEqual([]);
  });

  it('the home’s hashrate is regtest’s real fraction of a hash a second (difficulty × 2^32 / interval), never a rounded 0', async () => {
    const o = (await get('/api/no-auth/home/stats?chain=btc')).body.data.overview;
    expect(o.difficulty).toBe(REGTEST_DIFFICULTY);
    const newest = CHAIN.at(-1)!;
    const window = CHAIN.filter((b) => b.timestamp > newest.timestamp - 86_400);
    const expected = (Number(REGTEST_DIFFICULTY) * 2 ** 32 * (window.length - 1)) / (newest.timestamp - window[0]!.timestamp);
    expect(o.networkHashrate).toMatch(/^0\.\d{6,18}$/);
    expect(Number(o.networkHashrate)).toBeCloseTo(expected, 12);
  });
});

describe('btc addresses before the indexer has recorded a network (mainnet, as before)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => s?.close());

  it('takes a mainnet address and refuses a regtest one, naming its network', async () => {
    expect((await call<Json>(s.url, '/api/config')).body.data.chains.find((c: Json) => c.chain === 'btc').addressNetwork).toBeNull();
    expect((await call<Json>(s.url, `/api/no-auth/addresses/${MAINNET}?chain=btc`)).status).toBe(200);
    const r = await call<Json>(s.url, `/api/no-auth/addresses/${BECH32}?chain=btc`);
    expect([r.status, r.body.message]).toEqual([400, 'address: 不是有效的 BTC 地址（这是 regtest 网络的地址，本链为 main 网络，需为 bc1、1 或 3 开头）']);
  });
});
