/**
 * The Esplora-compatible API over HTTP on PGlite and PostgreSQL, on the local regtest chain indexed by
 * the real indexer, with the server reading scripts and witnesses from the same node: every answer is
 * checked against the node's own JSON (getblock, getrawtransaction with prevouts), turned into
 * Esplora's units here (satoshi numbers, hex scripts, witnesses); an address's UTXOs and history
 * against the chain walked here; then through a real Esplora client, @mempool/mempool.js, pointed at
 * the explorer; errors in Esplora's text; keys and scopes as on /api/v1; guests' block listing cap;
 * and a 503 (not invented scripts) when the node is away while what the index knows still answers.
 */
import mempoolJS from '@mempool/mempool.js';
import { CHAINS, createLogger } from '@explorer/core';
import { TEST_ENGINES } from '@explorer/db/testing';
import { startBtcDevnet, type BtcDevnet } from '@explorer/devnet';
import { createIndexer } from '@explorer/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const sat = (btc: number) => Math.round(btc * 1e8);

async function rpc<T = any>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify({ id: 1, method, params }) });
  return ((await res.json()) as { result: T }).result;
}

/** the node's transaction in Esplora's fields (scripts, witnesses, satoshi), independent of the server's code */
function fromNode(tx: Json, block: Json) {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.vin.map((i: Json) =>
      i.coinbase
        ? { is_coinbase: true, prevout: null, scriptsig: i.coinbase, sequence: i.sequence, witness: i.txinwitness }
        : { is_coinbase: false, txid: i.txid, vout: i.vout, scriptsig: i.scriptSig.hex, sequence: i.sequence, witness: i.txinwitness, prevout: { scriptpubkey: i.prevout.scriptPubKey.hex, value: sat(i.prevout.value), scriptpubkey_address: i.prevout.scriptPubKey.address } },
    ),
    vout: tx.vout.map((o: Json) => ({ scriptpubkey: o.scriptPubKey.hex, value: sat(o.value), scriptpubkey_address: o.scriptPubKey.address })),
    size: tx.size,
    weight: tx.weight,
    fee: tx.fee === undefined ? 0 : sat(tx.fee),
    status: { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time },
  };
}
/** the same fields of the server's answer */
const pick = (t: Json) => ({
  txid: t.txid,
  version: t.version,
  locktime: t.locktime,
  vin: t.vin.map((i: Json) =>
    i.is_coinbase
      ? { is_coinbase: true, prevout: i.prevout, scriptsig: i.scriptsig, sequence: i.sequence, witness: i.witness }
      : { is_coinbase: false, txid: i.txid, vout: i.vout, scriptsig: i.scriptsig, sequence: i.sequence, witness: i.witness, prevout: { scriptpubkey: i.prevout.scriptpubkey, value: i.prevout.value, scriptpubkey_address: i.prevout.scriptpubkey_address } },
  ),
  vout: t.vout.map((o: Json) => ({ scriptpubkey: o.scriptpubkey, value: o.value, scriptpubkey_address: o.scriptpubkey_address })),
  size: t.size,
  weight: t.weight,
  fee: t.fee,
  status: t.status,
});

describe.each(TEST_ENGINES)('the Esplora API on %s', (engine) => {
  let devnet: BtcDevnet;
  let s: TestServer;
  const blocks: Json[] = [];
  beforeAll(async () => {
    let now = 1_700_000_000;
    devnet = await startBtcDevnet({ blockTime: 0, initialBlocks: 101, txPerBlock: [30, 40], keysPerKind: 4, seed: `esplora-${engine}`, clock: () => (now += 30) });
    devnet.mine(6);
    s = await startTestServer(engine, { config: { rpcUrls: { btc: devnet.url } } });
    await createIndexer({ database: s.t.database, chain: CHAINS.btc, rpcUrl: devnet.url, logger: createLogger('esplora-test', 'silent'), batchSize: 20, stopAtHeight: devnet.height() }).run();
    for (let h = 0; h <= devnet.height(); h++) blocks.push(await rpc(devnet.url, 'getblock', [await rpc(devnet.url, 'getblockhash', [h]), 3]));
  }, 120_000);
  afterAll(async () => Promise.all([s?.close(), devnet?.stop()]));

  const get = (path: string, init?: RequestInit & { token?: string }) => call(s.url, `/btc/esplora/api${path}`, init);
  const tip = () => blocks.at(-1)!;

  it('answers the tip, a height’s hash and a block as the node has them', async () => {
    expect((await get('/blocks/tip/height')).text).toBe(String(tip().height));
    expect((await get('/blocks/tip/hash')).text).toBe(tip().hash);
    expect((await get('/block-height/3')).text).toBe(blocks[3]!.hash);
    const b = (await get(`/block/${tip().hash}`)).body as unknown as Json;
    const times = blocks.slice(-11).map((x) => x.time).sort((a: number, c: number) => a - c);
    expect(b).toEqual({
      id: tip().hash,
      height: tip().height,
      version: tip().version,
      timestamp: tip().time,
      tx_count: tip().nTx,
      size: tip().size,
      weight: tip().weight,
      merkle_root: tip().merkleroot,
      previousblockhash: tip().previousblockhash,
      mediantime: times[5],
      nonce: tip().nonce,
      bits: Number.parseInt(tip().bits, 16),
      difficulty: tip().difficulty,
    });
    expect((await get(`/block/${tip().hash}/txids`)).body).toEqual(tip().tx.map((t: Json) => t.txid));
    expect((await get(`/block/${tip().hash}/txid/2`)).text).toBe(tip().tx[2].txid);
    // the header serialized from the stored fields is the node's (getblockheader false)
    expect((await get(`/block/${tip().hash}/header`)).text).toBe(await rpc(devnet.url, 'getblockheader', [tip().hash, false]));
    expect((await get(`/block/${blocks[5]!.hash}/status`)).body).toEqual({ in_best_chain: true, height: 5, next_best: blocks[6]!.hash });
    const list = (await get('/blocks')).body as unknown as Json[];
    expect(list.map((x) => x.height)).toEqual(Array.from({ length: 10 }, (_, k) => tip().height - k));
  });

  it('gives every transaction of a block, 25 at a time, field by field as the node’s JSON', async () => {
    const b = tip();
    expect(b.nTx).toBeGreaterThan(25);
    const first = (await get(`/block/${b.hash}/txs`)).body as unknown as Json[];
    const second = (await get(`/block/${b.hash}/txs/25`)).body as unknown as Json[];
    expect(first).toHaveLength(25);
    expect([...first, ...second].map(pick)).toEqual(b.tx.map((t: Json) => fromNode(t, b)));
    // every script type the devnet pays to is named, and its assembly starts as Esplora's does
    const types = new Set([...first, ...second].flatMap((t) => t.vout.map((o: Json) => o.scriptpubkey_type)));
    expect([...types].sort()).toEqual(expect.arrayContaining(['p2pkh', 'p2sh', 'v0_p2wpkh', 'v0_p2wsh', 'v1_p2tr']));
    const p2wsh = [...first, ...second].flatMap((t) => t.vin).find((i: Json) => i.prevout?.scriptpubkey_type === 'v0_p2wsh');
    expect(p2wsh.inner_witnessscript_asm).toMatch(/^OP_PUSHNUM_2 OP_PUSHBYTES_33 [0-9a-f]{66} OP_PUSHBYTES_33 .* OP_PUSHNUM_3 OP_CHECKMULTISIG$/);
    expect((await get(`/block/${b.hash}/txs/7`)).status).toBe(400);
  });

  it('a transaction, its status, hex and outspends', async () => {
    const b = blocks.at(-3)!;
    const t = b.tx[1];
    expect(pick((await get(`/tx/${t.txid}`)).body as unknown as Json)).toEqual(fromNode(t, b));
    expect((await get(`/tx/${t.txid}/status`)).body).toEqual({ confirmed: true, block_height: b.height, block_hash: b.hash, block_time: b.time });
    expect((await get(`/tx/${t.txid}/hex`)).text).toBe(t.hex);
    const raw = await fetch(`${s.url}/btc/esplora/api/tx/${t.txid}/raw`);
    expect([raw.headers.get('content-type'), Buffer.from(await raw.arrayBuffer()).toString('hex')]).toEqual(['application/octet-stream', t.hex]);
    const spenders = new Map<string, { txid: string; vin: number; height: number }>();
    for (const x of blocks) for (const tx of x.tx) tx.vin.forEach((i: Json, vin: number) => i.txid && spenders.set(`${i.txid}:${i.vout}`, { txid: tx.txid, vin, height: x.height }));
    const outspends = (await get(`/tx/${t.txid}/outspends`)).body as unknown as Json[];
    expect(outspends.map((o) => (o.spent ? { txid: o.txid, vin: o.vin, height: o.status.block_height } : null))).toEqual(t.vout.map((o: Json) => spenders.get(`${t.txid}:${o.n}`) ?? null));
    expect((await get(`/tx/${t.txid}/outspend/0`)).body).toEqual(outspends[0]);
    expect((await get(`/tx/${t.txid}/outspend/${t.vout.length}`)).status).toBe(404);
  });

  it('an address: totals, its UTXOs and its history in pages of 25, as the chain walked here', async () => {
    // the address paid most often
    const paid = new Map<string, number>();
    for (const x of blocks) for (const tx of x.tx) for (const o of tx.vout) if (o.scriptPubKey.address) paid.set(o.scriptPubKey.address, (paid.get(o.scriptPubKey.address) ?? 0) + 1);
    const address = [...paid].sort((a, c) => c[1] - a[1])[0]![0];
    const utxos = new Map<string, number>();
    const history: string[] = [];
    let funded = [0, 0];
    let spent = [0, 0];
    for (const x of blocks)
      for (const tx of x.tx) {
        let touches = false;
        for (const i of tx.vin)
          if (i.prevout?.scriptPubKey.address === address) {
            utxos.delete(`${i.txid}:${i.vout}`);
            spent = [spent[0]! + 1, spent[1]! + sat(i.prevout.value)];
            touches = true;
          }
        for (const o of tx.vout)
          if (o.scriptPubKey.address === address) {
            utxos.set(`${tx.txid}:${o.n}`, sat(o.value));
            funded = [funded[0]! + 1, funded[1]! + sat(o.value)];
            touches = true;
          }
        if (touches) history.unshift(tx.txid);
      }
    expect(history.length).toBeGreaterThan(25);
    expect((await get(`/address/${address}`)).body).toEqual({
      address,
      chain_stats: { funded_txo_count: funded[0], funded_txo_sum: funded[1], spent_txo_count: spent[0], spent_txo_sum: spent[1], tx_count: history.length },
      mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
    });
    const utxo = (await get(`/address/${address}/utxo`)).body as unknown as Json[];
    expect(new Map(utxo.map((u) => [`${u.txid}:${u.vout}`, u.value]))).toEqual(utxos);
    expect(utxo.every((u) => u.status.confirmed && typeof u.status.block_hash === 'string')).toBe(true);
    const page1 = (await get(`/address/${address}/txs`)).body as unknown as Json[];
    const page2 = (await get(`/address/${address}/txs/chain/${page1.at(-1)!.txid}`)).body as unknown as Json[];
    expect([...page1, ...page2].map((t) => t.txid)).toEqual(history.slice(0, page1.length + page2.length));
    expect(page1).toHaveLength(25);
    expect((await get(`/address/${address}/txs/mempool`)).body).toEqual([]);
  });

  it('is read by @mempool/mempool.js as by mempool.space', async () => {
    const url = new URL(s.url);
    const { bitcoin } = mempoolJS({ hostname: `${url.host}/btc/esplora`, protocol: 'http', network: 'regtest' });
    expect(await bitcoin.blocks.getBlocksTipHeight()).toBe(tip().height);
    expect(await bitcoin.blocks.getBlockHeight({ height: 2 })).toBe(blocks[2]!.hash);
    const t = blocks.at(-2)!.tx[2];
    const tx = await bitcoin.transactions.getTx({ txid: t.txid });
    expect(pick(tx as unknown as Json)).toEqual(fromNode(t, blocks.at(-2)!));
    expect(await bitcoin.transactions.getTxHex({ txid: t.txid })).toBe(t.hex);
    const address = t.vout.find((o: Json) => o.scriptPubKey.address).scriptPubKey.address;
    const info = await bitcoin.addresses.getAddress({ address });
    expect(info.address).toBe(address);
    const utxos = await bitcoin.addresses.getAddressTxsUtxo({ address });
    const direct = (await get(`/address/${address}/utxo`)).body as unknown as Json[];
    expect(utxos).toEqual(direct);
    const fees = await bitcoin.fees.getFeesRecommended().catch(() => null); // mempool.space's own /v1 route: not Esplora
    expect(fees).toBeNull();
  });

  it('fee estimates: sat/vB by confirmation target, from the newest blocks, never below 1', async () => {
    const estimates = (await get('/fee-estimates')).body as unknown as Record<string, number>;
    expect(Object.keys(estimates)).toEqual(['1', '2', '3', '4', '5', '6', '10', '20', '25', '144', '504', '1008']);
    const values = Object.values(estimates);
    expect(values.every((v) => typeof v === 'number' && v >= 1)).toBe(true);
    expect([...values].sort((a, c) => c - a)).toEqual(values);
  });

  it('errors are Esplora’s text; a mainnet address on regtest is refused', async () => {
    expect(await get('/tx/zz')).toMatchObject({ status: 400, text: 'Invalid transaction id' });
    expect(await get(`/tx/${'0'.repeat(64)}`)).toMatchObject({ status: 404, text: 'Transaction not found' });
    expect(await get(`/block/${'0'.repeat(64)}`)).toMatchObject({ status: 404, text: 'Block not found' });
    expect(await get('/block-height/99999')).toMatchObject({ status: 404, text: 'Block not found' });
    expect(await get('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toMatchObject({ status: 400, text: 'Invalid Bitcoin address' });
    expect(await get('/nothing-here')).toMatchObject({ status: 404, text: 'Not found' });
  });

  it('guests list only the newest 100 blocks; a signed-in caller or a key with the scope any; a key without it gets 403', async () => {
    expect((await get('/blocks/3')).status).toBe(400);
    const token = await signUp(s.url, `esplora_${engine}`);
    expect(((await get('/blocks/3', { token })).body as unknown as Json[]).map((b) => b.height)).toEqual([3, 2, 1, 0]);
    const key = async (permissions: string[]) => (await call<Json>(s.url, '/api/user/api-keys', { method: 'POST', token, json: { name: 'k', permissions, rate_limit: 5 } })).body.data;
    const reader = await key(['blocks:read']);
    const withKey = (k: Json, path: string) => get(path, { headers: { 'x-api-key': k.api_key, 'x-api-secret': k.secret_key } });
    const r = await withKey(reader, '/blocks/3');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBe('5');
    expect(await withKey(reader, `/tx/${tip().tx[0].txid}`)).toMatchObject({ status: 403, text: 'API密钥无权访问此接口' });
    expect(await get('/blocks/tip/height', { headers: { 'x-api-key': 'bad', 'x-api-secret': 'bad' } })).toMatchObject({ status: 401 });
  });

  it('with the node away: a transaction is a 503 (no invented scripts), its status still answers from the index', async () => {
    const away = await startTestServer(engine, { config: { rpcUrls: { btc: 'http://127.0.0.1:9/' } } });
    try {
      const t = tip().tx[3];
      // the index of the main test server is another database: copy nothing, index again from the same node
      await createIndexer({ database: away.t.database, chain: CHAINS.btc, rpcUrl: devnet.url, logger: createLogger('esplora-test', 'silent'), batchSize: 40, stopAtHeight: 5 }).run();
      const coinbase = blocks[5]!.tx[0];
      const r = await call(away.url, `/btc/esplora/api/tx/${coinbase.txid}`);
      expect(r.status).toBe(503);
      expect(r.text).toMatch(/node is unavailable/);
      expect((await call(away.url, `/btc/esplora/api/tx/${coinbase.txid}/status`)).body).toEqual({ confirmed: true, block_height: 5, block_hash: blocks[5]!.hash, block_time: blocks[5]!.time });
      expect(t.txid).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await away.close();
    }
  });
});
