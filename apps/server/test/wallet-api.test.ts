/**
 * The wallet view over HTTP on PGlite and PostgreSQL (GET …/wallets/{chain}?key=): a synthetic
 * Bitcoin chain whose payments go, among others, to addresses of the BIP-84 test wallet (receive 0, 1
 * and 5, change 0, and receive 30 beyond a gap of 20), written through the indexer's own prepare and
 * write. Expectations come from the fixture's outputs and inputs, summed here: the used addresses per
 * gap limit, the balance (outputs to the wallet no later input spends), and one row per transaction
 * with the wallet's net change.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2wpkh } from '@scure/btc-signer';
import { TEST_ENGINES } from '@explorer/db/testing';
import { recordChainNetwork } from '@explorer/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p2wpkhAddress, withAddresses } from './support/btc-addresses';
import { seedBtcBlocks, syntheticBtcChain, type BtcFixtureBlock } from './support/btc-chain';
import { call, signUp, startTestServer, type TestServer } from './support/server';

type Json = Record<string, any>;
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const account = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')).derive("m/84'/0'/0'");
const walletAddress = (branch: number, index: number) => p2wpkh(account.deriveChild(branch).deriveChild(index).publicKey!).address!;

/** placeholder number → the wallet address it becomes */
const MINE: Record<number, { branch: number; index: number }> = { 0: { branch: 0, index: 0 }, 1: { branch: 0, index: 1 }, 2: { branch: 0, index: 5 }, 3: { branch: 1, index: 0 }, 4: { branch: 0, index: 30 } };
const CHAIN = withAddresses(syntheticBtcChain({ startHeight: 0, count: 14 }), (placeholder) => {
  const n = Number(placeholder.slice(-4));
  const mine = MINE[n];
  return mine ? walletAddress(mine.branch, mine.index) : p2wpkhAddress(placeholder);
});

/** what the wallet of these addresses is, summed from the fixture */
function expectedWallet(blocks: readonly BtcFixtureBlock[], addresses: Set<string>) {
  const spent = new Set(blocks.flatMap((b) => b.txs.flatMap((t) => t.inputs.map((i) => `${i.prev.txid}:${i.prev.vout}`))));
  let balance = 0n;
  let utxos = 0;
  const txs: { hash: string; block_height: number; received: string; sent: string; net: string }[] = [];
  for (const b of blocks)
    b.txs.forEach((t) => {
      const received = t.outputs.reduce((s, o) => s + (o.address && addresses.has(o.address) ? o.value : 0n), 0n);
      const sent = t.inputs.reduce((s, i) => s + (i.prev.address && addresses.has(i.prev.address) ? i.prev.value : 0n), 0n);
      t.outputs.forEach((o, vout) => {
        if (o.address && addresses.has(o.address) && !spent.has(`${t.txid}:${vout}`)) {
          balance += o.value;
          utxos++;
        }
      });
      const touches = t.outputs.some((o) => o.address && addresses.has(o.address)) || t.inputs.some((i) => i.prev.address && addresses.has(i.prev.address));
      if (touches) txs.push({ hash: t.txid, block_height: b.height, received: received.toString(), sent: sent.toString(), net: (received - sent).toString() });
    });
  return { balance: balance.toString(), utxos, txs: txs.reverse() };
}

describe.each(TEST_ENGINES)('the wallet view on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await seedBtcBlocks(s.t.database, CHAIN);
    token = await signUp(s.url, `wallet_${engine}`);
  });
  afterAll(async () => s?.close());

  const wallet = (query: string, auth?: string) => call<Json>(s.url, `/api/${auth ? 'v1' : 'no-auth'}/wallets/btc?${query}`, { token: auth });

  async function walk(query: string): Promise<Json[]> {
    const rows: Json[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; text: string; body: Json } = await wallet(`${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(r.status, r.text).toBe(200);
      rows.push(...r.body.data.transactions);
      cursor = r.body.data.next_cursor;
    } while (cursor && rows.length < 200);
    return rows;
  }

  it('a zpub with the default gap of 20: the used addresses, next addresses, balance, UTXOs and one row per transaction', async () => {
    const used = [walletAddress(0, 0), walletAddress(0, 1), walletAddress(0, 5), walletAddress(1, 0)];
    expect(CHAIN.some((b) => b.txs.some((t) => t.outputs.some((o) => o.address === walletAddress(0, 30))))).toBe(true);
    const r = await wallet(`key=${ZPUB}`);
    expect(r.status, r.text).toBe(200);
    const data = r.body.data;
    expect(data).toMatchObject({ chain: 'btc', script: 'wpkh', gap: 20 });
    expect(data.addresses.map((a: Json) => a.address)).toEqual(used);
    expect(data.branches).toEqual([
      { branch: 0, used: 3, next_index: 6, next_address: walletAddress(0, 6), truncated: false },
      { branch: 1, used: 1, next_index: 1, next_address: walletAddress(1, 1), truncated: false },
    ]);
    expect(data.derived).toBe(26 + 21); // receive 0–25 (20 unused after 5), change 0–20 (20 unused after 0)
    const expected = expectedWallet(CHAIN, new Set(used));
    expect(expected.txs.length).toBeGreaterThan(3);
    expect([data.balance, data.utxo_count]).toEqual([expected.balance, expected.utxos]);
    expect(data.utxos.every((u: Json) => used.includes(u.address))).toBe(true);
    const rows = await walk(`key=${ZPUB}`);
    expect(rows.map((t) => ({ hash: t.hash, block_height: t.block_height, received: t.received, sent: t.sent, net: t.net }))).toEqual(expected.txs);
  });

  it('a wider gap finds receive 30; a descriptor of the change branch alone sees only it', async () => {
    const wide = await wallet(`key=${ZPUB}&gap=30`);
    expect(wide.body.data.addresses.map((a: Json) => [a.branch, a.index])).toEqual([[0, 0], [0, 1], [0, 5], [0, 30], [1, 0]]);
    const all = new Set([walletAddress(0, 0), walletAddress(0, 1), walletAddress(0, 5), walletAddress(0, 30), walletAddress(1, 0)]);
    expect(wide.body.data.balance).toBe(expectedWallet(CHAIN, all).balance);

    const xpub = new HDKey({ versions: { public: 0x0488b21e, private: 0 }, depth: account.depth, index: account.index, parentFingerprint: account.parentFingerprint, chainCode: account.chainCode!, publicKey: account.publicKey! }).publicExtendedKey;
    const change = await wallet(`key=${encodeURIComponent(`wpkh([73c5da0a/84'/0'/0']${xpub}/1/*)`)}`);
    expect(change.status, change.text).toBe(200);
    expect(change.body.data.addresses.map((a: Json) => a.address)).toEqual([walletAddress(1, 0)]);
    expect(change.body.data.balance).toBe(expectedWallet(CHAIN, new Set([walletAddress(1, 0)])).balance);
  });

  it('bad input names the field; a mainnet key on a regtest chain is refused', async () => {
    const cases: [string, RegExp][] = [
      ['key=nonsense', /^key: 无法识别/],
      [`key=${ZPUB}&gap=0`, /gap/],
      [`key=${ZPUB}&gap=201`, /gap/],
      [`key=${ZPUB}&cursor=zzzz`, /cursor/],
      ['', /key/],
    ];
    for (const [query, message] of cases) {
      const r = await wallet(query);
      expect(r.status, query).toBe(400);
      expect(r.body.message, query).toMatch(message);
      expect(r.text).not.toMatch(/SELECT|at .*\.ts/);
    }
    expect((await call<Json>(s.url, `/api/no-auth/wallets/eth?key=${ZPUB}`)).status).toBe(400);
    expect((await call<Json>(s.url, `/api/v1/wallets/btc?key=${ZPUB}`)).status).toBe(401);
  });
});

// after both engines: the server caches a chain's network for the process
describe('the wallet view on a regtest chain', () => {
  it('refuses a mainnet key, naming the networks', async () => {
    const s = await startTestServer('pglite');
    try {
      await recordChainNetwork(s.t.database.db, 'btc', 'regtest');
      const r = await call<Json>(s.url, `/api/no-auth/wallets/btc?key=${ZPUB}`);
      expect([r.status, r.body.message]).toEqual([400, 'key: 这是主网的扩展公钥，本链为 regtest 网络']);
    } finally {
      await s.close();
    }
  });
});
