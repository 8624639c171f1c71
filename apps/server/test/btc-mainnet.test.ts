/**
 * Recorded mainnet block 200000 (388 transactions) stored as indexing stores it, then read over HTTP
 * on PGlite and PostgreSQL: the block's header fields, fees and reward, every transaction's inputs,
 * outputs and fee (inputs − outputs, from the recorded prevouts), the fee-rate percentiles and the
 * home figures of a one-block chain — each checked against the recorded Core JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToSketch, estimateDistinct, newSketch } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { block200000, sat, seedBlock200000, type CoreBlock, type CoreTx } from './support/btc-chaindata';
import { rate2 } from './support/btc-expect';
import { call, startTestServer, type TestServer } from './support/server';

type Json = Record<string, unknown>;
interface Tx extends Json {
  txid: string;
  coinbase: boolean;
  fee: string;
  value: string;
  value_in: string | null;
  vsize: number;
  vin: { vin: number; txid: string | null; vout: number | null; coinbase: boolean; prevout: { value: string; scriptPubKey: { address: string | null; type: string } } | null }[];
  btc_utxos: { vout_index: number; value_satoshi: string; address: string | null; spent_tx_id: string | null }[];
}

const HASH = '000000000000034a7dedef4a161fa058a2d67a173a90155f3a2fe6fc132e0ebf';
const outSum = (t: CoreTx) => t.vout.reduce((n, o) => n + sat(o.value), 0n);
const inSum = (t: CoreTx) => t.vin.reduce((n, i) => n + sat(i.prevout!.value), 0n);

describe.each(TEST_ENGINES)('mainnet block 200000 through the btc routes on %s', (engine) => {
  let s: TestServer;
  let core: CoreBlock;
  let txs: Tx[];
  beforeAll(async () => {
    s = await startTestServer(engine);
    core = block200000();
    await seedBlock200000(s.t.database, core);
    const page = await call<{ transactions: Tx[]; total: number }>(s.url, '/api/no-auth/transactions/btc/block-height/200000?page_size=50');
    const pages = Math.ceil(page.body.data.total / 50);
    txs = page.body.data.transactions;
    for (let p = 2; p <= pages; p++) txs.push(...(await call<{ transactions: Tx[] }>(s.url, `/api/no-auth/transactions/btc/block-height/200000?page_size=50&page=${p}`)).body.data.transactions);
  });
  afterAll(async () => s?.close());

  it('serves the block as recorded: header, 388 transactions, fees 0.635175 BTC, reward 50.635175 BTC', async () => {
    const r = await call<Json>(s.url, '/api/no-auth/blocks/height/200000?chain=btc');
    expect(r.status).toBe(200);
    const fees = core.tx.slice(1).reduce((n, t) => n + inSum(t) - outSum(t), 0n);
    expect(fees).toBe(63_517_500n);
    expect(r.body.data).toMatchObject({
      chain: 'btc',
      height: 200000,
      hash: HASH,
      parent_hash: core.previousblockhash,
      timestamp: core.time,
      transaction_count: 388,
      size: core.size,
      stripped_size: core.strippedsize,
      weight: core.weight,
      version: core.version,
      bits: '1a05db8b',
      nonce: core.nonce,
      merkle_root: core.merkleroot,
      difficulty: String(core.difficulty),
      fee: '63517500',
      fee_btc: '0.635175',
      subsidy: '5000000000',
      base_fee: '5063517500',
      reward_btc: '50.635175',
      value_sum: core.tx.reduce((n, t) => n + outSum(t), 0n).toString(),
      confirmations: 1,
    });
    expect((await call<Json>(s.url, `/api/v1/blocks/hash/${HASH}/btc`)).status).toBe(401);
    expect((await call<{ blocks: Json[] }>(s.url, `/api/no-auth/blocks/search?chain=btc&query=${HASH}`)).body.data.blocks[0]!.height).toBe(200000);
  });

  it('serves every transaction with the recorded inputs, outputs and fee = inputs − outputs', () => {
    expect(txs.map((t) => t.txid)).toEqual(core.tx.map((t) => t.txid));
    const [coinbase, ...payments] = txs;
    expect(coinbase).toMatchObject({ coinbase: true, fee: '0', value_in: null, value: outSum(core.tx[0]!).toString() });
    expect(coinbase!.vin).toEqual([{ vin: 0, txid: null, vout: null, coinbase: true, prevout: null }]);
    for (const [i, t] of payments.entries()) {
      const rec = core.tx[i + 1]!;
      expect(t.vsize).toBe(rec.vsize);
      expect(t.vin.map((v) => [v.txid, v.vout, v.prevout!.value])).toEqual(rec.vin.map((v) => [v.txid, v.vout, sat(v.prevout!.value).toString()]));
      expect(t.btc_utxos.map((o) => [o.vout_index, o.value_satoshi])).toEqual(rec.vout.map((o) => [o.n, sat(o.value).toString()]));
      expect(t.value_in).toBe(inSum(rec).toString());
      expect(t.fee).toBe((inSum(rec) - outSum(rec)).toString());
      // addresses as Core names them, where it does
      rec.vout.forEach((o, n) => o.scriptPubKey.address && expect(t.btc_utxos[n]!.address).toBe(o.scriptPubKey.address));
    }
  });

  it('links outputs spent inside the block to their spender', () => {
    const byTxid = new Map(txs.map((t) => [t.txid, t]));
    let links = 0;
    for (const t of txs)
      for (const v of t.vin) {
        const prev = v.txid ? byTxid.get(v.txid) : undefined;
        if (!prev) continue;
        expect(prev.btc_utxos[v.vout!]!.spent_tx_id).toBe(t.txid);
        links++;
      }
    expect(links).toBeGreaterThan(0);
  });

  it('fee-rate percentiles of the block’s 387 payments, from the recorded sizes', async () => {
    const rates = core.tx
      .slice(1)
      .map((t) => ({ fee: inSum(t) - outSum(t), vsize: t.vsize }))
      .sort((a, b) => (a.fee * BigInt(b.vsize) < b.fee * BigInt(a.vsize) ? -1 : a.fee * BigInt(b.vsize) > b.fee * BigInt(a.vsize) ? 1 : 0));
    const at = (p: number) => rates[Math.ceil((p / 100) * rates.length) - 1]!;
    const r = await call<Json>(s.url, '/api/no-auth/gas/btc');
    expect(r.body.data).toEqual({
      blocks: 1,
      transactions: 387,
      from_height: 200000,
      to_height: 200000,
      percentiles: [10, 25, 50, 75, 90].map((p) => ({ percentile: p, sat_per_vbyte: rate2(at(p).fee, at(p).vsize) })),
      minimum: rate2(rates[0]!.fee, rates[0]!.vsize),
      maximum: rate2(rates.at(-1)!.fee, rates.at(-1)!.vsize),
    });
  });

  it('home figures of a one-block chain: no interval means no block time or hashrate', async () => {
    const r = await call<{ overview: Json; latestTransactions: Json[] }>(s.url, '/api/no-auth/home/btc/stats');
    const sketch = newSketch();
    for (const t of txs) {
      for (const v of t.vin) if (v.prevout?.scriptPubKey.address) addToSketch(sketch, v.prevout.scriptPubKey.address);
      for (const o of t.btc_utxos) if (o.address) addToSketch(sketch, o.address);
    }
    expect(r.body.data.overview).toEqual({
      totalBlocks: 1,
      totalTransactions: 388,
      baseFee: null,
      avgGasPrice: null,
      activeAddresses: estimateDistinct(sketch),
      networkHashrate: null,
      avgFee: (63_517_500n / 387n).toString(),
      avgBlockTime: null,
      difficulty: String(core.difficulty),
      dailyVolume: core.tx.reduce((n, t) => n + outSum(t), 0n).toString(),
      windowSeconds: 86400,
      windowBlocks: 1,
      windowTransactions: 388,
    });
    expect(r.body.data.latestTransactions[0]).toEqual({ hash: core.tx[387]!.txid, timestamp: core.time, height: 200000, gas_price: null, amount: outSum(core.tx[387]!).toString() });
  });
});
