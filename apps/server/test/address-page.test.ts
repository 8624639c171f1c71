/**
 * The address page over HTTP on PGlite and PostgreSQL (GET /api/no-auth/addresses/{address},
 * …/transactions, …/transactions.csv; v1 alike), on data written through the indexer's own sinks:
 * recorded mainnet EVM blocks 19433902–19433903, a synthetic Bitcoin chain with real addresses, the
 * small Solana chain. Expectations are computed from the bundles and fixtures, not from rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { buildEvmBundle } from '@explorer/indexer';
import type { ChainId, EvmBlockBundle } from '@explorer/core';
import type { BalanceReader } from '../src/balances/balance-reader';
import { p2pkhAddress, p2wpkhAddress, withAddresses } from './support/btc-addresses';
import { seedBtcBlocks, syntheticBtcChain } from './support/btc-chain';
import { spenders } from './support/btc-expect';
import { BLOCK_19433902, BLOCK_19433903 } from './support/chaindata';
import { seedBundles } from './support/seed';
import { ALICE, allTxs, solFixture } from './support/sol-chain';
import { seedSolChain } from './support/sol-seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const LIVE_BALANCE = 123_456_789_012_345_678_901_234n;

/** answers every EVM and Solana address with LIVE_BALANCE, except bsc: the node is down */
const fakeReader: BalanceReader = {
  async balances(chain: ChainId, addresses) {
    return addresses.map(() => (chain === 'eth' || chain === 'sol' ? LIVE_BALANCE : null));
  },
};

const bundles: EvmBlockBundle[] = [BLOCK_19433902(), BLOCK_19433903()].map((b) => buildEvmBundle(b.rawBlock, b.rawReceipts));

/** the (height, index) of every tx touching `a` (from, to, created contract, a token transfer side), newest first */
function evmHistory(a: string) {
  const out: { height: number; index: number; hash: string; from: string; value: bigint }[] = [];
  for (const b of bundles) {
    const transferTxs = new Set(b.tokenTransfers.filter((t) => t.from === a || t.to === a).map((t) => t.txHash));
    for (const t of b.transactions) {
      if (t.from === a || t.to === a || t.contractAddress === a || transferTxs.has(t.hash)) out.push({ height: b.block.height, index: t.index, hash: t.hash, from: t.from, value: t.value });
    }
  }
  return out.sort((x, y) => y.height - x.height || y.index - x.index);
}

/** the busiest address of the two blocks (most transactions touching it) */
function busiest(): string {
  const n = new Map<string, number>();
  for (const b of bundles) for (const t of b.transactions) for (const a of [t.from, t.to]) if (a) n.set(a, (n.get(a) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]![0];
}

const real = (placeholder: string) => (Number(placeholder.slice(-4)) % 2 === 0 ? p2pkhAddress(placeholder) : p2wpkhAddress(placeholder));
const btcChain = withAddresses(syntheticBtcChain({ startHeight: 900_000, count: 12 }), real);
const BTC_ADDRESS = real('bc1qfixture0017');

describe.each(TEST_ENGINES)('the address page on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine, { balanceReader: fakeReader });
    await seedBundles(s.t.database, 'eth', bundles);
    await seedBtcBlocks(s.t.database, btcChain, 5);
    // the Solana fixture is written straight into its tables (not through the sink), its address index rows with them
    await seedSolChain(s.t.database, solFixture());
    token = await signUp(s.url, 'address-page-user');
  });
  afterAll(async () => s?.close());

  const get = <T = Json>(path: string, auth?: string) => call<T>(s.url, path, { token: auth });

  it('EVM summary: count, first and last seen from the index, the live balance, a contract flag', async () => {
    const a = busiest();
    const history = evmHistory(a);
    const r = await get(`/api/no-auth/addresses/${a}?chain=eth`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ chain: 'eth', address: a, family: 'evm', balance: LIVE_BALANCE.toString(), balance_source: 'node', tx_count: history.length });
    expect(d.first_seen.height).toBe(history[history.length - 1]!.height);
    expect(d.last_seen).toEqual({ height: history[0]!.height, time: bundles.find((b) => b.block.height === history[0]!.height)!.block.timestamp });
    expect(d.evm.is_contract).toBe(false);
    // a mixed-case (EIP-55) address is found the same; on bsc the node is down: said, not invented
    const upper = await get(`/api/no-auth/addresses/${a.toUpperCase().replace('0X', '0x')}?chain=bsc`);
    expect(upper.body.data).toMatchObject({ balance: null, balance_source: 'unavailable', tx_count: 0, first_seen: null });
  });

  it('EVM transactions: keyset pages walk every transaction once, newest first, with direction, value and token transfers', async () => {
    const a = busiest();
    const history = evmHistory(a);
    const seen: Json[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const r: Json = await get(`/api/no-auth/addresses/${a}/transactions?chain=eth&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.transactions);
      cursor = r.body.data.next_cursor;
      if (!cursor) break;
    }
    expect(seen.map((t) => t.hash)).toEqual(history.map((h) => h.hash));
    for (const [i, t] of seen.entries()) {
      expect(t.direction).toBe(history[i]!.from === a ? 'out' : 'in');
      expect(t.value).toBe(history[i]!.value.toString());
      expect(Array.isArray(t.token_transfers)).toBe(true);
    }
    // a token receiver's rows carry its transfers with exact amounts
    const transfer = bundles[1]!.tokenTransfers.find((t) => t.to !== t.from)!;
    const r = await get(`/api/no-auth/addresses/${transfer.to}/transactions?chain=eth&limit=100`);
    const row = r.body.data.transactions.find((t: Json) => t.hash === transfer.txHash);
    expect(row.token_transfers).toContainEqual(expect.objectContaining({ log_index: transfer.logIndex, token: transfer.token, to: transfer.to, amount: transfer.amount.toString() }));
  });

  it('refuses bad input with the field named', async () => {
    const a = busiest();
    const bad = async (path: string, field: string) => {
      const r = await get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.message).toContain(field);
      expect(r.text).not.toMatch(/select|stack|at \//i);
    };
    await bad(`/api/no-auth/addresses/0x1234?chain=eth`, 'address');
    await bad(`/api/no-auth/addresses/${a}/transactions?chain=eth&cursor=bm90LWEtY3Vyc29y`, 'cursor');
    await bad(`/api/no-auth/addresses/${a}/transactions?chain=eth&cursor=a%27%3B`, 'cursor');
    await bad(`/api/no-auth/addresses/${a}/transactions?chain=eth&limit=1000`, 'limit');
    await bad(`/api/no-auth/addresses/${a}?chain=doge`, '链');
    await bad(`/api/no-auth/addresses/${BTC_ADDRESS}?chain=eth`, 'address');
  });

  it('Bitcoin: balance and UTXOs from the unspent outputs, net value per transaction', async () => {
    const spent = spenders(btcChain);
    const unspent = btcChain.flatMap((b) => b.txs.flatMap((t) => t.outputs.map((o, vout) => ({ o, vout, txid: t.txid })))).filter((x) => x.o.address === BTC_ADDRESS && !spent.has(`${x.txid}:${x.vout}`));
    expect(unspent.length).toBeGreaterThan(0);
    const r = await get(`/api/no-auth/addresses/${BTC_ADDRESS}?chain=btc`);
    expect(r.body.data).toMatchObject({ family: 'btc', balance_source: 'utxo', balance: unspent.reduce((sum, x) => sum + x.o.value, 0n).toString() });
    expect(r.body.data.btc.utxo_count).toBe(unspent.length);
    const touching = btcChain.flatMap((b) => b.txs.map((t) => ({ b, t }))).filter(({ t }) => t.outputs.some((o) => o.address === BTC_ADDRESS) || t.inputs.some((i) => i.prev.address === BTC_ADDRESS));
    expect(r.body.data.tx_count).toBe(touching.length);
    const page = await get(`/api/no-auth/addresses/${BTC_ADDRESS}/transactions?chain=btc&limit=100`);
    const rows: Json[] = page.body.data.transactions;
    expect(rows.map((x) => x.hash)).toEqual(touching.reverse().map(({ t }) => t.txid));
    for (const row of rows) {
      const t = touching.find(({ t }) => t.txid === row.hash)!.t;
      const net = t.outputs.filter((o) => o.address === BTC_ADDRESS).reduce((n, o) => n + o.value, 0n) - t.inputs.filter((i) => i.prev.address === BTC_ADDRESS).reduce((n, i) => n + i.prev.value, 0n);
      expect(row.value).toBe(net.toString());
      expect(row.direction).toBe(net < 0n ? 'out' : net > 0n ? 'in' : 'self');
    }
  });

  it('Solana: the live balance and every transaction the address signed or transferred in', async () => {
    const r = await get(`/api/no-auth/addresses/${ALICE}?chain=sol`);
    expect(r.body.data).toMatchObject({ family: 'sol', balance: LIVE_BALANCE.toString(), balance_source: 'node' });
    const page = await get(`/api/no-auth/addresses/${ALICE}/transactions?chain=sol&limit=100`);
    const signatures = page.body.data.transactions.map((t: Json) => t.hash);
    const expected = allTxs(solFixture()).filter(({ t }) => !t.vote && (t.signers.includes(ALICE) || t.events.some((e) => e.from === ALICE || e.to === ALICE)));
    expect(expected.length).toBeGreaterThan(0);
    for (const { t } of expected) expect(signatures).toContain(t.signature);
    expect(r.body.data.tx_count).toBe(signatures.length);
  });

  it('CSV: every transaction as a row, amounts kept as text; v1 needs a caller', async () => {
    const a = busiest();
    const history = evmHistory(a);
    const r = await get(`/api/no-auth/addresses/${a}/transactions.csv?chain=eth`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('x-row-cap')).toBe('1000');
    const lines = r.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('tx_hash,block_height,time_utc,direction,counterparty,value,fee,status,tokens');
    expect(lines.length - 1).toBe(history.length);
    const big = history.find((h) => h.value > 10n ** 15n);
    if (big) expect(r.text).toContain(`"=""${big.value}"""`);
    expect((await get(`/api/v1/addresses/${a}/transactions.csv?chain=eth`)).status).toBe(401);
    const v1 = await get(`/api/v1/addresses/${a}/transactions.csv?chain=eth`, token);
    expect(v1.headers.get('x-row-cap')).toBe('10000');
    expect(v1.text).toBe(r.text);
  });
});
