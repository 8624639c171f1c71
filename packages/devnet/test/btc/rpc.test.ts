/**
 * The devnet's RPC answers as Bitcoin Core does: result shapes with the keys of recorded Core
 * getblock JSON (shared/chaindata), amounts with 8 decimals, error codes and HTTP statuses of
 * legacy and JSON-RPC 2.0 calls, batches, basic auth; and the indexer's own Core client reads it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBtcRpc, createRpcClient } from '@explorer/indexer';
import { Block } from 'bitcoinjs-lib';
import { startBtcDevnet, subsidyAt, type BtcDevnet } from '../../src';

const CHAINDATA = resolve(import.meta.dirname, '../../../../../shared/chaindata/bitcoin');
const AUTH = { user: 'explorer', password: 'p@ss:word' };
const silent = pino({ level: 'silent' });

type Json = Record<string, unknown>;
const keys = (o: unknown) => Object.keys(o as Json).sort();
/** scriptPubKey keys Core dropped in 22 (replaced by `address`) and added in 23 (`desc`) */
const DEPRECATED = new Set(['reqSigs', 'addresses']);

describe('btc devnet RPC', () => {
  let devnet: BtcDevnet;
  let endpoint: string;
  const authHeader = `Basic ${Buffer.from(`${AUTH.user}:${AUTH.password}`).toString('base64')}`;
  const post = async (body: unknown, headers: Record<string, string> = { authorization: authHeader }) => {
    const res = await fetch(endpoint, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, text, json: text ? (JSON.parse(text) as Json) : undefined };
  };
  const call = async <T = Json>(method: string, ...params: unknown[]): Promise<T> => {
    const r = await post({ id: 1, method, params });
    if (r.json?.error) throw new Error(JSON.stringify(r.json.error));
    return r.json!.result as T;
  };

  beforeAll(async () => {
    // a fixed clock makes the chain the same on every run (block times, hence hashes and choices)
    devnet = await startBtcDevnet({ blockTime: 0, seed: 'rpc-test', initialBlocks: 104, txPerBlock: [6, 10], auth: AUTH, keysPerKind: 6, clock: () => 1_700_000_000 });
    endpoint = devnet.url.replace(/\/\/[^@]*@/, '//');
  }, 60_000);
  afterAll(() => devnet?.stop());

  it('puts the credentials in its URL and refuses calls without them (401, as Core)', async () => {
    expect(devnet.url).toContain('explorer:p%40ss%3Aword@127.0.0.1');
    expect((await post({ id: 1, method: 'getblockcount' }, {})).status).toBe(401);
    expect((await post({ id: 1, method: 'getblockcount' }, { authorization: 'Basic eDp5' })).status).toBe(401);
    expect((await fetch(endpoint, { headers: { authorization: authHeader } })).status).toBe(405);
  });

  it('getblockchaininfo, getblockcount, getbestblockhash, getblockhash describe the regtest chain', async () => {
    const info = await call('getblockchaininfo');
    expect(info.chain).toBe('regtest');
    expect(info.blocks).toBe(104);
    expect(info.headers).toBe(104);
    expect(info.bestblockhash).toBe(devnet.chain.tip.hash);
    expect(info.difficulty).toBe(4.656542373906925e-10);
    expect(info.bits).toBe('207fffff');
    expect(info.chainwork).toBe((105 * 2).toString(16).padStart(64, '0'));
    expect(info.mediantime).toBeLessThan(info.time as number);
    expect(await call<number>('getblockcount')).toBe(104);
    expect(await call<string>('getbestblockhash')).toBe(devnet.chain.tip.hash);
    expect(await call<string>('getblockhash', 0)).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206');
  });

  it('getblock verbosity 2 has the keys of recorded Core getblock JSON at every level (plus Core 29 target and fee)', async () => {
    const recorded = JSON.parse(readFileSync(resolve(CHAINDATA, 'btc_mainnet_block_50001_getblock_v2.bitcoin-etl.json'), 'utf8')) as Json;
    const modern = JSON.parse(readFileSync(resolve(CHAINDATA, 'btc_mainnet_block_828440_getblock_v2_trimmed.zetachain.json'), 'utf8')) as Json;
    const ours = await call('getblock', await call<string>('getblockhash', 103), 2);
    const wrapped = JSON.parse(readFileSync(resolve(CHAINDATA, 'btc_mainnet_block_200000_getblock_v2_plus_input_txs_base64wrapped.chainstorage.json'), 'utf8')) as { bitcoin: { header: string } };
    const recTx = (JSON.parse(Buffer.from(wrapped.bitcoin.header, 'base64').toString('utf8')) as Json).tx as Json[];
    const ourTx = ours.tx as unknown as Json[];
    expect(keys(ours).filter((k) => k !== 'target')).toEqual(keys(recorded));
    for (const k of keys(modern)) expect(ours).toHaveProperty(k);
    expect(keys(ourTx[1]).filter((k) => k !== 'fee')).toEqual(keys((modern.tx as Json[])[1]));
    expect(keys(ourTx[1])).toEqual([...keys(recTx[1]), 'fee'].sort());
    expect(keys((ourTx[0]!.vin as Json[])[0]).filter((k) => k !== 'txinwitness')).toEqual(keys((recTx[0]!.vin as Json[])[0]));
    const spendingInput = (ourTx[1]!.vin as Json[])[0]!;
    for (const k of keys((recTx[1]!.vin as Json[])[0])) expect(spendingInput).toHaveProperty(k);
    const ourOut = (ourTx[1]!.vout as Json[]).find((o) => (o.scriptPubKey as Json).type !== 'nulldata')!;
    const recOut = (recTx[1]!.vout as Json[])[0]!;
    expect(keys(ourOut)).toEqual(keys(recOut));
    expect(keys(ourOut.scriptPubKey)).toEqual(['address', 'asm', 'desc', 'hex', 'type']);
    expect(keys(recOut.scriptPubKey).filter((k) => !DEPRECATED.has(k))).toEqual(['asm', 'hex', 'type']);
    expect(ours.confirmations).toBe(2);
    expect(ours.nextblockhash).toBe(await call<string>('getblockhash', 104));
  });

  it('writes amounts as Core does (8 decimals) and the coinbase value is subsidy + fee', async () => {
    const hash = await call<string>('getblockhash', 103);
    const { text } = await post({ id: 1, method: 'getblock', params: [hash, 2] });
    const values = [...text.matchAll(/"(value|fee)":(-?[0-9.e]+)/g)].map((m) => m[2]!);
    expect(values.length).toBeGreaterThan(10);
    for (const v of values) expect(v).toMatch(/^\d+\.\d{8}$/);
    const block = JSON.parse(text).result as { tx: { fee?: number; vout: { value: number }[] }[] };
    // exact: any amount up to 21M BTC has fewer than 16 significant digits
    const sats = (btcValue: number) => BigInt(Math.round(btcValue * 1e8));
    const feeSum = block.tx.slice(1).reduce((s, t) => s + sats(t.fee!), 0n);
    const coinbaseSats = block.tx[0]!.vout.reduce((s, o) => s + sats(o.value), 0n);
    expect(coinbaseSats).toBe(subsidyAt(103) + feeSum);
  });

  it('getblock verbosity 3 adds prevout {generated, height, value, scriptPubKey}; 0 is the raw block; 1 lists txids', async () => {
    const hash = await call<string>('getblockhash', 104);
    const v3 = await call('getblock', hash, 3);
    const input = ((v3.tx as unknown as Json[])[1]!.vin as Json[])[0]!;
    const prevout = input.prevout as Json;
    expect(keys(prevout)).toEqual(['generated', 'height', 'scriptPubKey', 'value']);
    expect(typeof prevout.generated).toBe('boolean');
    expect(prevout.height as number).toBeLessThanOrEqual(104);
    const hex = await call<string>('getblock', hash, 0);
    const parsed = Block.fromHex(hex);
    expect(parsed.getId()).toBe(hash);
    expect(parsed.checkTxRoots()).toBe(true);
    const v1 = await call('getblock', hash, 1);
    expect(v1.tx).toEqual((v3.tx as unknown as Json[]).map((t) => t.txid));
    expect(await call('getblock', hash, true)).toEqual(v1);
    const header = await call('getblockheader', hash);
    expect(keys(header)).toEqual(keys(v1).filter((k) => !['size', 'strippedsize', 'weight', 'tx'].includes(k)));
    expect((await call<string>('getblockheader', hash, false)).length).toBe(160);
  });

  it('getrawtransaction: hex, verbose with blockhash and confirmations (txindex), verbosity 2 with prevouts and fee', async () => {
    const block = devnet.chain.at(103)!;
    const txid = block.txs[1]!.txid;
    expect(await call<string>('getrawtransaction', txid)).toBe(Buffer.from(block.txs[1]!.raw).toString('hex'));
    const v1 = await call('getrawtransaction', txid, true);
    expect(v1.blockhash).toBe(block.hash);
    expect(v1.confirmations).toBe(2);
    expect(v1.time).toBe(block.header.time);
    expect(v1.blocktime).toBe(block.header.time);
    expect(v1).not.toHaveProperty('fee');
    const v2 = await call('getrawtransaction', txid, 2);
    expect(v2).toHaveProperty('fee');
    expect((v2.vin as Json[])[0]).toHaveProperty('prevout');
    expect((await call('getrawtransaction', txid, 1, block.hash)).in_active_chain).toBe(true);
  });

  it('answers errors with Core codes, messages and legacy HTTP statuses', async () => {
    const cases: [unknown, number, number, string][] = [
      [{ id: 1, method: 'getblockhash', params: [999] }, 500, -8, 'Block height out of range'],
      [{ id: 1, method: 'getblockhash', params: ['1'] }, 500, -3, 'JSON value of type string is not of expected type number'],
      [{ id: 1, method: 'getblock', params: ['00'.repeat(32)] }, 500, -5, 'Block not found'],
      [{ id: 1, method: 'getblock', params: ['abc'] }, 500, -8, "blockhash must be of length 64 (not 3, for 'abc')"],
      [{ id: 1, method: 'getrawtransaction', params: ['11'.repeat(32), true] }, 500, -5, 'No such mempool or blockchain transaction. Use gettransaction for wallet transactions.'],
      [{ id: 1, method: 'sendtoaddress', params: [] }, 404, -32601, 'Method not found'],
      [{ id: 1, method: 'generatetoaddress', params: [1, 'not-an-address'] }, 500, -5, 'Error: Invalid address'],
    ];
    for (const [body, status, code, message] of cases) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json).toEqual({ result: null, error: { code, message }, id: 1 });
    }
    expect((await post('{nope')).status).toBe(500);
  });

  it('answers JSON-RPC 2.0 calls as Core ≥ 28 does (HTTP 200, result or error) and batches as arrays in order', async () => {
    const single = await post({ jsonrpc: '2.0', id: 'a', method: 'getblockhash', params: [999] });
    expect(single.status).toBe(200);
    expect(single.json).toEqual({ jsonrpc: '2.0', error: { code: -8, message: 'Block height out of range' }, id: 'a' });
    const batch = await post([
      { id: 1, method: 'getblockcount' },
      { id: 2, method: 'getblockhash', params: [999] },
      { jsonrpc: '2.0', id: 3, method: 'nosuch' },
    ]);
    expect(batch.status).toBe(200);
    expect(batch.json).toEqual([
      { result: 104, error: null, id: 1 },
      { result: null, error: { code: -8, message: 'Block height out of range' }, id: 2 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 3 },
    ]);
  });

  it('getblockstats sums fees and subsidy in satoshi', async () => {
    const b = devnet.chain.at(104)!;
    const stats = await call('getblockstats', 104);
    expect(stats.totalfee).toBe(Number(b.fees));
    expect(stats.subsidy).toBe(Number(subsidyAt(104)));
    expect(stats.txs).toBe(b.txs.length);
    expect(stats.blockhash).toBe(b.hash);
  });

  it('is read by the indexer’s Bitcoin Core client (batched getblock verbosity 3 with prevouts)', async () => {
    const rpc = createBtcRpc(createRpcClient({ url: devnet.url, logger: silent, transport: 'plain', retryCount: 1, retryDelayMs: 1 }), silent);
    expect(await rpc.network()).toBe('regtest');
    expect(await rpc.blockCount()).toBe(104);
    expect(await rpc.blockHashes([0, 104, 105])).toEqual([await call<string>('getblockhash', 0), devnet.chain.tip.hash, null]);
    const blocks = await rpc.fetchBlocks([102, 103, 104]);
    expect(blocks.map((b) => b.block.height)).toEqual([102, 103, 104]);
    expect(blocks.every((b) => b.prevouts === null)).toBe(true);
  });
});
