/**
 * The global search (GET /api/no-auth/search and /api/v1/search) over HTTP on PGlite and PostgreSQL,
 * with eth and bsc synthetic chains, a Bitcoin and a Solana fixture chain and console contracts and
 * a mint: every kind of match with its page path, the requested chain first and the other chains
 * where the text fits (a bsc transaction hash searched on eth), nothing found, and the 400s.
 */
import type { SearchHit } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p2wpkhAddress, withAddresses } from './support/btc-addresses';
import { seedBtcBlocks, syntheticBtcChain } from './support/btc-chain';
import { seedBundles, seedToken } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { ALICE, MINT, SLOT, solFixture } from './support/sol-chain';
import { seedSolChain } from './support/sol-seed';
import { blockHash, syntheticBundles, TOKEN, txHash } from './support/synthetic-chain';

const BEE = '0x00000000000000000000000000000000000b5eee';
const SENDER = '0x' + (0x1000).toString(16).padStart(40, '0');
const BTC = withAddresses(syntheticBtcChain({ startHeight: 900_000, count: 3 }), (a) => p2wpkhAddress(a));
const SOL = solFixture();

describe.each(TEST_ENGINES)('global search on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBundles(s.t.database, 'eth', syntheticBundles({ count: 12, startHeight: 1 }));
    await seedBundles(s.t.database, 'bsc', syntheticBundles({ count: 5, startHeight: 100 }));
    await seedToken(s.t.database, 'eth', TOKEN, { name: 'Search Token', symbol: 'SRCH', decimals: 18 });
    await seedToken(s.t.database, 'bsc', BEE, { name: 'Search Bee', symbol: 'SBEE', decimals: 18 });
    await seedToken(s.t.database, 'eth', '0x00000000000000000000000000000000000c0de5', { name: '100% _Odd\\Name', symbol: 'ODD', decimals: 6 });
    await s.t.database.db.insertInto('contracts').values({ chain: 'sol', address: MINT, name: 'USD X', symbol: 'USDX', decimals: 6, contract_type: 'SPL_TOKEN' }).execute();
    await seedBtcBlocks(s.t.database, BTC);
    await seedSolChain(s.t.database, SOL);
    token = await signUp(s.url, 'search-user');
  });
  afterAll(async () => s?.close());

  const find = async (chain: string, q: string) => {
    const r = await call<SearchHit[]>(s.url, `/api/no-auth/search?chain=${chain}&q=${encodeURIComponent(q)}`);
    expect(r.status, r.text).toBe(200);
    return r.body.data;
  };

  it('finds a block by height on the requested chain only', async () => {
    expect(await find('eth', '5')).toEqual([{ kind: 'block', chain: 'eth', key: '5', label: null, path: '/eth/blocks/5' }]);
    expect(await find('eth', '100')).toEqual([]);
    expect(await find('bsc', '100')).toEqual([{ kind: 'block', chain: 'bsc', key: '100', label: null, path: '/bsc/blocks/100' }]);
    expect(await find('btc', '900001')).toEqual([{ kind: 'block', chain: 'btc', key: '900001', label: null, path: '/btc/blocks/900001' }]);
    expect(await find('sol', String(SLOT + 4))).toEqual([{ kind: 'block', chain: 'sol', key: String(SLOT + 4), label: null, path: `/sol/blocks/${SLOT + 4}` }]);
  });

  it('finds an EVM block by hash (any case) and a transaction by hash (its transaction page)', async () => {
    expect(await find('eth', blockHash(7).toUpperCase().replace('0X', '0x'))).toEqual([{ kind: 'block', chain: 'eth', key: '7', label: null, path: '/eth/blocks/7' }]);
    expect(await find('eth', txHash(6, 1))).toEqual([{ kind: 'transaction', chain: 'eth', key: txHash(6, 1), label: null, path: `/eth/transactions/${txHash(6, 1)}` }]);
  });

  it('offers the other chain: a bsc transaction hash searched on eth is found on bsc', async () => {
    expect(await find('eth', txHash(101, 0))).toEqual([{ kind: 'transaction', chain: 'bsc', key: txHash(101, 0), label: null, path: `/bsc/transactions/${txHash(101, 0)}` }]);
    expect(await find('eth', blockHash(102))).toEqual([{ kind: 'block', chain: 'bsc', key: '102', label: null, path: '/bsc/blocks/102' }]);
  });

  it('finds an address with transactions on each chain it used, the requested chain first', async () => {
    const path = (c: string) => `/${c}/address-transactions?address=${SENDER}`;
    expect(await find('bsc', SENDER)).toEqual([
      { kind: 'address', chain: 'bsc', key: SENDER, label: null, path: path('bsc') },
      { kind: 'address', chain: 'eth', key: SENDER, label: null, path: path('eth') },
    ]);
    // a well-formed address nobody used is nothing
    expect(await find('eth', '0x' + '7'.repeat(40))).toEqual([]);
  });

  it('finds a console contract by address, and contracts and tokens by the start of their symbol or name, ignoring case', async () => {
    // on bsc the same address has transactions but no console entry: an address there
    expect(await find('eth', TOKEN)).toEqual([
      { kind: 'contract', chain: 'eth', key: TOKEN, label: 'SRCH', path: `/eth/addresses/${TOKEN}` },
      { kind: 'address', chain: 'bsc', key: TOKEN, label: null, path: `/bsc/address-transactions?address=${TOKEN}` },
    ]);
    expect(await find('eth', 'srch')).toEqual([{ kind: 'contract', chain: 'eth', key: TOKEN, label: 'SRCH', path: `/eth/addresses/${TOKEN}` }]);
    expect((await find('bsc', 'search')).map((h) => [h.chain, h.key])).toEqual([
      ['bsc', BEE],
      ['eth', TOKEN],
    ]);
    expect(await find('eth', 'usdx')).toEqual([{ kind: 'token', chain: 'sol', key: MINT, label: 'USDX', path: `/sol/addresses/${MINT}` }]);
    // LIKE's own characters match themselves
    expect((await find('eth', '100% _odd')).map((h) => h.label)).toEqual(['ODD']);
    expect(await find('eth', 'sea%t')).toEqual([]);
    expect(await find('eth', '_earch')).toEqual([]);
    expect(await find('eth', '%')).toEqual([]);
  });

  it('finds Bitcoin blocks by hash, transactions by txid (their page) and addresses', async () => {
    const block = BTC[1]!;
    const tx = BTC[2]!.txs[1]!;
    const payee = tx.outputs[0]!.address!;
    expect(await find('btc', block.hash.toUpperCase())).toEqual([{ kind: 'block', chain: 'btc', key: String(block.height), label: null, path: `/btc/blocks/${block.height}` }]);
    expect(await find('eth', tx.txid)).toEqual([{ kind: 'transaction', chain: 'btc', key: tx.txid, label: null, path: `/btc/transactions/${tx.txid}` }]);
    expect(await find('btc', payee)).toEqual([{ kind: 'address', chain: 'btc', key: payee, label: null, path: `/btc/address-transactions?address=${payee}` }]);
  });

  it('finds Solana transactions by signature, blocks by blockhash, mints and accounts', async () => {
    const block = SOL.find((b) => b.slot === SLOT + 4)!;
    const sig = block.txs[1]!.signature;
    expect(await find('sol', sig)).toEqual([{ kind: 'transaction', chain: 'sol', key: sig, label: null, path: `/sol/transactions/${sig}` }]);
    expect(await find('eth', sig)).toEqual([{ kind: 'transaction', chain: 'sol', key: sig, label: null, path: `/sol/transactions/${sig}` }]);
    expect(await find('sol', block.hash)).toEqual([{ kind: 'block', chain: 'sol', key: String(SLOT + 4), label: null, path: `/sol/blocks/${SLOT + 4}` }]);
    expect(await find('sol', MINT)).toEqual([{ kind: 'token', chain: 'sol', key: MINT, label: 'USDX', path: `/sol/addresses/${MINT}` }]);
    expect(await find('sol', ALICE)).toEqual([{ kind: 'address', chain: 'sol', key: ALICE, label: null, path: `/sol/address-transactions?address=${ALICE}` }]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await find('eth', 'no-such-thing')).toEqual([]);
    expect(await find('eth', '0x' + 'ab'.repeat(32))).toEqual([]);
    expect(await find('btc', '99999999')).toEqual([]);
  });

  it('refuses a missing, too long or unprintable q and an unknown chain with a 400 naming the field', async () => {
    const bad = async (query: string) => {
      const r = await call(s.url, `/api/no-auth/search?${query}`);
      expect(r.status).toBe(400);
      expect(r.text).not.toMatch(/select|stack|\bat /i);
      return r.body.message;
    };
    expect(await bad('chain=eth')).toContain('q');
    expect(await bad('chain=eth&q=')).toContain('q');
    expect(await bad('chain=eth&q=%20%20')).toContain('q');
    expect(await bad(`chain=eth&q=${'a'.repeat(129)}`)).toContain('q');
    expect(await bad('chain=eth&q=a%07b')).toContain('q');
    expect(await bad('chain=doge&q=1')).toContain('链');
  });

  it('serves signed-in callers on /api/v1/search and refuses anonymous ones', async () => {
    expect((await call(s.url, '/api/v1/search?chain=eth&q=5')).status).toBe(401);
    const r = await call<SearchHit[]>(s.url, '/api/v1/search?chain=eth&q=5', { token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([{ kind: 'block', chain: 'eth', key: '5', label: null, path: '/eth/blocks/5' }]);
  });
});
