/**
 * The devnet's life cycle: block production on a timer, reorgs (programmatic and through
 * invalidateblock + generatetoaddress) that orphan the top blocks and return what they spent,
 * persistence across restarts, and a kill -9 in the middle of mining.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveWalletAddresses, parseWalletKey } from '@explorer/core';
import { HDKey } from '@scure/bip32';
import { p2wpkh, RawTx } from '@scure/btc-signer';
import { afterEach, describe, expect, it } from 'vitest';
import { btcChainFile, startBtcDevnet, type BtcDevnet, type BtcDevnetOptions } from '../../src';
import { sha256, toHex } from '../../src/btc/bytes';
import { createKeyring } from '../../src/btc/keys';
import { REGTEST } from '../../src/btc/network';
import { serializeBlock } from '../../src/btc/raw-block';
import { smallChain } from './support';

const dirs: string[] = [];
const running: BtcDevnet[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((d) => d.stop()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'btc-devnet-'));
  dirs.push(d);
  return d;
};
/** a fixed clock: the same seed then makes the same chain every run (the wall clock would change every hash and choice) */
const fixedClock = () => {
  let now = 1_700_000_000;
  return () => (now += 30);
};
const start = async (opts: Partial<BtcDevnetOptions> = {}) => {
  const d = await startBtcDevnet({ blockTime: 0, initialBlocks: 104, txPerBlock: [6, 10], seed: 'devnet-test', keysPerKind: 6, clock: fixedClock(), ...opts });
  running.push(d);
  return d;
};
const rpc = async (d: BtcDevnet, method: string, ...params: unknown[]) => {
  const res = await fetch(d.url, { method: 'POST', body: JSON.stringify({ id: 1, method, params }) });
  return (await res.json()) as { result: unknown; error: { code: number; message: string } | null };
};
/** outpoints the block's transactions spend */
const spends = (d: BtcDevnet, hash: string) =>
  d.chain
    .byHash(hash)!
    .txs.slice(1)
    .flatMap((t) => RawTx.decode(t.raw).inputs.map((i) => `${Buffer.from(i.txid).toString('hex')}:${i.index}`));

describe('btc devnet', () => {
  it('mines a block every blockTime seconds until stopped', async () => {
    const d = await start({ blockTime: 0.3 });
    const h0 = d.height();
    await new Promise((r) => setTimeout(r, 1_200));
    expect(d.height()).toBeGreaterThan(h0);
    d.stopMining();
    const h1 = d.height();
    await new Promise((r) => setTimeout(r, 700));
    expect(d.height()).toBe(h1);
  });

  it('refuses bad options and stops once', async () => {
    await expect(startBtcDevnet({ blockTime: -1 })).rejects.toThrow(/blockTime/);
    await expect(startBtcDevnet({ blockTime: 0, txPerBlock: [5, 2] })).rejects.toThrow(/txPerBlock/);
    await expect(startBtcDevnet({ blockTime: 0, seed: '' })).rejects.toThrow(/seed/);
    const d = await start({ initialBlocks: 3 });
    await Promise.all([d.stop(), d.stop()]);
    expect(() => d.mine(1)).toThrow(/stopped/);
    await expect(fetch(d.url.replace(/\/\/[^@]*@/, '//'), { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('reorg(depth) replaces the top blocks with different transactions and ends one higher', async () => {
    const d = await start();
    const before = d.height();
    const oldTop = [before - 2, before - 1, before].map((h) => d.chain.at(h)!);
    const oldTxids = oldTop.flatMap((b) => b.txs.map((t) => t.txid));
    const spentBefore = oldTop.flatMap((b) => spends(d, b.hash));
    const { orphaned, mined } = d.reorg(3);
    expect(orphaned).toEqual(oldTop.map((b) => b.hash));
    expect(mined).toHaveLength(4);
    expect(d.height()).toBe(before + 1);
    expect(d.chain.at(before - 3)!.hash).toBe(oldTop[0]!.header.prevHash);
    for (const b of oldTop) {
      expect(d.chain.isActive(b)).toBe(false);
      expect((await rpc(d, 'getblock', b.hash, 1)).result).toMatchObject({ confirmations: -1 });
    }
    const newTxids = new Set(mined.flatMap((h) => d.chain.byHash(h)!.txs.map((t) => t.txid)));
    expect(oldTxids.filter((t) => newTxids.has(t))).toEqual([]);
    // outputs from before the fork that the orphaned blocks spent are unspent again, unless the new blocks spent them
    const spentNow = new Set(mined.flatMap((h) => spends(d, h)));
    const orphanedTxids = new Set(oldTxids);
    const returned = spentBefore.filter((o) => !spentNow.has(o) && !orphanedTxids.has(o.slice(0, 64)));
    expect(returned.length).toBeGreaterThan(0);
    for (const o of returned) expect(d.chain.utxos.get(o)).toBeDefined();
    expect(() => d.reorg(7)).toThrow(/1\.\.6/);
  });

  it('invalidateblock then generatetoaddress is a reorg through Core’s RPC', async () => {
    const d = await start();
    const tip = d.chain.tip;
    const parent = d.chain.at(d.height() - 1)!;
    expect((await rpc(d, 'invalidateblock', parent.hash)).result).toBeNull();
    expect(d.height()).toBe(parent.height - 1);
    const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const { result } = await rpc(d, 'generatetoaddress', 3, address);
    expect(result).toHaveLength(3);
    expect(d.height()).toBe(tip.height + 1);
    expect((result as string[]).includes(tip.hash)).toBe(false);
    const cb = (await rpc(d, 'getblock', (result as string[])[0], 2)).result as { tx: { vout: { scriptPubKey: { address?: string } }[] }[] };
    expect(cb.tx[0]!.vout[0]!.scriptPubKey.address).toBe(address);
  });

  it('saves the chain and reloads the same one (with its reorgs) at the next start', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    first.mine(2);
    first.reorg(2);
    const hashes = Array.from({ length: first.height() + 1 }, (_, h) => first.chain.at(h)!.hash);
    const utxos = first.chain.utxos.size;
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const second = await start({ dataDir, seed: 'ignored: the file keeps its seed' });
    expect(second.height()).toBe(hashes.length - 1);
    expect(Array.from({ length: second.height() + 1 }, (_, h) => second.chain.at(h)!.hash)).toEqual(hashes);
    expect(second.chain.utxos.size).toBe(utxos);
    // the wallet still owns its coins: new blocks spend them
    const [next] = second.mine(1);
    expect(next!.txs.length).toBeGreaterThan(1);
  });

  it('drops an unfinished last line of the chain file (a write cut short) and carries on', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const tip = first.chain.tip.hash;
    await first.stop();
    running.splice(running.indexOf(first), 1);
    appendFileSync(btcChainFile(dataDir), '{"block":"0000002');
    const second = await start({ dataDir });
    expect(second.chain.tip.hash).toBe(tip);
    second.mine(1);
    const lines = readFileSync(btcChainFile(dataDir), 'utf8').trimEnd().split('\n');
    expect(() => lines.map((l) => JSON.parse(l) as unknown)).not.toThrow();
  });

  it('survives kill -9 while mining: a restart finds every block reported before the kill', async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'run-devnet.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const reports: { height: number; hash: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (c: Buffer) => {
        buf += c.toString();
        for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (line.startsWith('{"height"')) reports.push(JSON.parse(line) as { height: number; hash: string });
          if (reports.length >= 5) resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`devnet child exited early (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const last = reports[reports.length - 1]!;
    const d = await start({ dataDir });
    expect(d.height()).toBeGreaterThanOrEqual(last.height);
    expect(d.chain.at(last.height)!.hash).toBe(last.hash);
  }, 60_000);
});

describe('btc devnet wallet keys', () => {
  /** every output script the active chain pays to */
  const paidScripts = (d: BtcDevnet) => {
    const scripts = new Set<string>();
    for (let h = 1; h <= d.height(); h++) for (const t of d.chain.at(h)!.txs) for (const o of RawTx.decode(t.raw).outputs) scripts.add(toHex(o.script));
    return scripts;
  };

  it('is a BIP-32 wallet: each account key and descriptor derives exactly the addresses the devnet pays to', async () => {
    const d = await start();
    const keyring = createKeyring('devnet-test', 6);
    expect(d.walletAccounts.map((a) => [a.kind, a.path, a.key.slice(0, 4)])).toEqual([
      ['p2pkh', "m/44'/1'/0'", 'tpub'],
      ['p2sh-p2wpkh', "m/49'/1'/0'", 'upub'],
      ['p2wpkh', "m/84'/1'/0'", 'vpub'],
      ['p2tr', "m/86'/1'/0'", 'tpub'],
    ]);
    // the path, independently: the master seed's m/84'/1'/0'/0/0 (receive 0) and …/1/0 (change 0) are the P2WPKH keys 0 and 1
    const master = HDKey.fromMasterSeed(sha256(new TextEncoder().encode('btc-devnet-hd/devnet-test')));
    const at = (path: string) => p2wpkh(master.derive(path).publicKey!, REGTEST).address;
    expect(keyring.ofKind('p2wpkh').slice(0, 2).map((k) => k.address)).toEqual([at("m/84'/1'/0'/0/0"), at("m/84'/1'/0'/1/0")]);

    const paid = paidScripts(d);
    for (const account of d.walletAccounts) {
      // a tpub alone means P2PKH: the taproot account is named by its descriptor only
      for (const text of account.kind === 'p2tr' ? [account.descriptor] : [account.key, account.descriptor]) {
        const parsed = parseWalletKey(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
        const derived = [0, 1].flatMap((branch) => deriveWalletAddresses(parsed, 'regtest', branch, 0, 3));
        expect(new Set(derived), text).toEqual(new Set(keyring.ofKind(account.kind).map((k) => k.address)));
      }
      expect(keyring.ofKind(account.kind).some((k) => paid.has(k.scriptHex)), account.kind).toBe(true);
    }
  });

  it('a chain file made before BIP-32 keys (no "keys" in its header) keeps its sha256 keys: its coins are still spent', async () => {
    const dataDir = tempDir();
    const { chain } = smallChain('legacy', 3, 5, 'sha256');
    expect(createKeyring('legacy', 8, REGTEST, 'sha256').keys.map((k) => k.address)).not.toEqual(createKeyring('legacy', 8).keys.map((k) => k.address));
    const lines = [JSON.stringify({ format: 'btc-devnet-chain', version: 1, seed: 'legacy', keysPerKind: 8 })];
    for (let h = 1; h <= chain.height; h++) lines.push(JSON.stringify({ block: toHex(serializeBlock(chain.at(h)!)) }));
    writeFileSync(btcChainFile(dataDir), `${lines.join('\n')}\n`);

    const d = await start({ dataDir, initialBlocks: 0 });
    expect(d.height()).toBe(chain.height);
    expect(d.walletAccounts).toEqual([]);
    const [next] = d.mine(1);
    expect(next!.txs.length).toBeGreaterThan(1);
  });
});
