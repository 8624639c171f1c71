/**
 * Bitcoin transaction routes over HTTP on PGlite and PostgreSQL, on a synthetic chain written through
 * the indexer's Bitcoin sink: a block's transactions (20 a page, guest cap 50) with their inputs
 * (prevouts) and outputs (spender links), one transaction by txid, the newest-first list, and the
 * 400/404 answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { feeOf, seedBtcBlocks, syntheticBtcChain, valueIn, valueOut, type BtcFixtureBlock } from './support/btc-chain';
import { expectedTx, spenders, type Spender } from './support/btc-expect';
import { seedRawBlock } from './support/seed';
import { BLOCK_1755635 } from './support/chaindata';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, unknown>;
interface Tx extends Json {
  txid: string;
  fee: string | null;
  value: string;
  value_in: string | null;
  coinbase: boolean;
  vin: Json[];
  btc_utxos: { vout_index: number; spent_tx_id: string | null; spent_vin: number | null; spent_height: number | null }[];
}
interface TxList {
  transactions: Tx[];
  total: number;
  page: number;
  page_size: number;
}

const START = 700_000;
const COUNT = 40;
const TIP = START + COUNT - 1;
/** the block with many payments (46 transactions with its coinbase) */
const BIG = TIP;

describe.each(TEST_ENGINES)('bitcoin transaction routes on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let chain: BtcFixtureBlock[];
  let spentBy: Map<string, Spender>;
  beforeAll(async () => {
    s = await startTestServer(engine);
    chain = syntheticBtcChain({ startHeight: START, count: COUNT, paymentsOf: (i) => (i === COUNT - 1 ? 45 : (i % 4) + 1) });
    spentBy = spenders(chain);
    await seedBtcBlocks(s.t.database, chain, 15);
    await seedRawBlock(s.t.database, 'eth', BLOCK_1755635());
    token = await signUp(s.url, 'btc-tx-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = TxList>(path: string) => call<T>(s.url, '/api/v1' + path, { token });
  const guest = <T = TxList>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const block = (height: number) => chain[height - START]!;

  it('the fixture is what the tests need: a 46-transaction block, payments spending earlier outputs', () => {
    expect(block(BIG).txs).toHaveLength(46);
    expect(spentBy.size).toBeGreaterThan(100);
  });

  it('pages a block’s transactions 20 at a time with inputs and outputs, in block order', async () => {
    const b = block(BIG);
    for (const get of [v1, guest]) {
      const p1 = await get(`/transactions/btc/block-height/${BIG}`);
      expect(p1.status).toBe(200);
      expect(p1.body.data.total).toBe(46);
      expect(p1.body.data.page).toBe(1);
      expect(p1.body.data.page_size).toBe(20);
      expect(p1.body.data.transactions).toEqual(b.txs.slice(0, 20).map((_, i) => expectedTx(b, i, TIP, spentBy)));
      const p3 = await get(`/transactions/btc/block-height/${BIG}?page=3`);
      expect(p3.body.data.transactions.map((t) => t.txid)).toEqual(b.txs.slice(40).map((t) => t.txid));
      // the page also sends chain=btc in the query (spec part 2 §7): accepted
      expect((await get(`/transactions/btc/block-height/${BIG}?chain=btc&page=1&page_size=20`)).body.data).toEqual(p1.body.data);
      const p4 = await get(`/transactions/btc/block-height/${BIG}?page=4`);
      expect(p4.body.data).toEqual({ transactions: [], total: 46, page: 4, page_size: 20 });
    }
    // guests at most 50 a page, signed-in users up to 1000
    expect((await guest(`/transactions/btc/block-height/${BIG}?page_size=500`)).body.data.page_size).toBe(50);
    const all = await v1(`/transactions/btc/block-height/${BIG}?page_size=500`);
    expect(all.body.data.page_size).toBe(500);
    expect(all.body.data.transactions).toHaveLength(46);
  });

  it('flags the coinbase: no prevout, fee 0, no value in', async () => {
    const r = await guest(`/transactions/btc/block-height/${START + 5}?page_size=1`);
    const cb = r.body.data.transactions[0]!;
    expect(cb.coinbase).toBe(true);
    expect(cb.vin).toEqual([{ vin: 0, txid: null, vout: null, coinbase: true, prevout: null }]);
    expect(cb.fee).toBe('0');
    expect(cb.value_in).toBeNull();
    expect(cb.fee_rate).toBeNull();
    // the coinbase pays out the subsidy plus the block's fees
    const b = block(START + 5);
    expect(BigInt(cb.value)).toBe(b.subsidy + b.txs.reduce((n, t) => n + feeOf(t), 0n));
  });

  it('fee = inputs − outputs for every payment', async () => {
    const r = await v1(`/transactions/btc/block-height/${BIG}?page_size=100`);
    const payments = r.body.data.transactions.filter((t) => !t.coinbase);
    expect(payments).toHaveLength(45);
    for (const t of payments) {
      const ins = t.vin.reduce((n, i) => n + BigInt((i.prevout as { value: string }).value), 0n);
      const outs = t.btc_utxos.reduce((n, o) => n + BigInt((o as unknown as { value_satoshi: string }).value_satoshi), 0n);
      expect(BigInt(t.value_in!)).toBe(ins);
      expect(BigInt(t.value)).toBe(outs);
      expect(BigInt(t.fee!)).toBe(ins - outs);
      expect(BigInt(t.fee!)).toBeGreaterThan(0n);
    }
  });

  it('links a spent output to the transaction and input that spent it, across batches', async () => {
    // a payment of the last block spends outputs made in earlier batches
    const spender = block(BIG).txs[7]!;
    for (const [vin, inp] of spender.inputs.entries()) {
      const prev = await guest<Tx>(`/transactions/btc/${inp.prev.txid}`);
      expect(prev.status).toBe(200);
      const out = prev.body.data.btc_utxos[inp.prev.vout]!;
      expect(out).toMatchObject({ vout_index: inp.prev.vout, spent_tx_id: spender.txid, spent_vin: vin, spent_height: BIG });
    }
    // the newest outputs are unspent
    const fresh = await v1<Tx>(`/transactions/btc/${block(BIG).txs[45]!.txid}`);
    expect(fresh.body.data.btc_utxos.map((o) => o.spent_tx_id)).toEqual([null, null]);
  });

  it('reads one transaction by txid (any case) on both paths, with confirmations from the indexed head', async () => {
    const b = block(START + 12);
    const expected = expectedTx(b, 1, TIP, spentBy);
    expect((await v1<Tx>(`/transactions/btc/${b.txs[1]!.txid}`)).body).toEqual({ success: true, data: expected, message: 'ok' });
    expect((await guest<Tx>(`/transactions/btc/${b.txs[1]!.txid.toUpperCase()}`)).body.data).toEqual(expected);
    expect(expected.confirmations).toBe(TIP - START - 12 + 1);
    expect((await guest(`/transactions/btc/${b.txs[1]!.txid}`)).headers.get('cache-control')).toBe('no-cache');
    expect(BigInt(expected.fee)).toBe(valueIn(b.txs[1]!) - valueOut(b.txs[1]!));
  });

  it('lists the newest transactions first across blocks, the total from the counter', async () => {
    const newestFirst = chain.flatMap((b) => b.txs.map((t) => t.txid)).reverse();
    const p1 = await guest('/transactions?chain=btc&page_size=30');
    expect(p1.body.data.total).toBe(newestFirst.length);
    expect(p1.body.data.transactions.map((t) => t.txid)).toEqual(newestFirst.slice(0, 30));
    const p2 = await v1('/transactions?chain=btc&page=2&page_size=30');
    expect(p2.body.data.transactions.map((t) => t.txid)).toEqual(newestFirst.slice(30, 60));
    // every entry carries its inputs and outputs
    const t = p2.body.data.transactions.find((x) => !x.coinbase)!;
    expect(t.vin.length).toBeGreaterThan(0);
    expect(t.btc_utxos.length).toBe(2);
    const last = await v1(`/transactions?chain=btc&page=${Math.ceil(newestFirst.length / 30)}&page_size=30`);
    expect(last.body.data.transactions.at(-1)!.txid).toBe(chain[0]!.txs[0]!.txid);
  });

  it('answers 404 for an unknown block or txid and 400 naming the field for malformed input', async () => {
    for (const r of [await guest(`/transactions/btc/${'ab'.repeat(32)}`), await v1(`/transactions/btc/${'0'.repeat(64)}`)]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, data: null, message: '交易不存在' });
    }
    for (const r of [await guest(`/transactions/btc/block-height/${TIP + 1}`), await v1('/transactions/btc/block-height/5')]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, data: null, message: '区块不存在' });
    }
    const cases: [string, string][] = [
      [`/transactions/btc/0x${'a'.repeat(64)}`, '交易哈希必须是64位十六进制哈希'],
      [`/transactions/btc/${'a'.repeat(65)}`, '交易哈希必须是64位十六进制哈希'],
      [`/transactions/btc/zz`, '交易哈希必须是64位十六进制哈希'],
      [`/transactions/doge/${'a'.repeat(64)}`, '不支持的链，可选: eth, btc, bsc, sol'],
      ['/transactions/btc/block-height/1x', '区块高度必须是数字'],
      [`/transactions/btc/block-height/${TIP}?page=0`, '页码必须是正整数'],
      [`/transactions/btc/block-height/${TIP}?page_size=abc`, '每页条数必须是正整数'],
      ['/transactions?chain=btc&page=-1', '页码必须是正整数'],
    ];
    for (const [path, message] of cases) {
      for (const r of [await guest(path), await v1(path)]) {
        expect(r.status, path).toBe(400);
        expect(r.body, path).toEqual({ success: false, data: null, message });
      }
    }
    expect((await guest('/transactions/btc/block-height/')).body.message).toBe('must provide height parameter');
    expect((await guest('/transactions/btc/block-height')).body.message).toBe('must provide height parameter');
    expect((await v1('/transactions/btc/block-height/undefined')).body.message).toBe('必须提供hash或height参数');
    expect((await v1('/transactions/btc/block-height')).body.message).toBe('必须提供hash或height参数');
  });

  it('serves eth on the same per-chain paths in the EVM shape', async () => {
    const r = await guest('/transactions/eth/block-height/1755635');
    expect(r.body.data.total).toBe(2);
    const hash = r.body.data.transactions[0]!.hash as string;
    const one = await guest<Json>(`/transactions/eth/${hash}`);
    expect(one.body.data).toEqual(r.body.data.transactions[0]);
    expect(one.body.data).toHaveProperty('gas_used');
    expect((await guest(`/transactions/eth/${hash.slice(2)}`)).body.message).toBe('交易哈希必须是0x开头的64位十六进制哈希');
  });
});
