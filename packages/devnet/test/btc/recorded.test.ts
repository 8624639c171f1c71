/**
 * Replays: recorded mainnet block 200000 (with the transactions its inputs spend) served in Core's
 * shapes with prevouts and fees, and generated blocks written to a directory and served again.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateMainnetSizedBlocks, startRecordedBtcNode, writeBlockFiles, type RecordedBtcNode } from '../../src';
import { BtcChain } from '../../src/btc/chain';
import { createKeyring } from '../../src/btc/keys';
import { mineNext } from '../../src/btc/miner';
import { REGTEST } from '../../src/btc/network';
import { regtestGenesis } from '../../src/btc/genesis';

const CHAINDATA = resolve(import.meta.dirname, '../../../../../shared/chaindata/bitcoin');
const FILE_200000 = 'btc_mainnet_block_200000_getblock_v2_plus_input_txs_base64wrapped.chainstorage.json';
const HASH_200000 = '000000000000034a7dedef4a161fa058a2d67a173a90155f3a2fe6fc132e0ebf';

const dirs: string[] = [];
const nodes: RecordedBtcNode[] = [];
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'btc-recorded-'));
  dirs.push(d);
  return d;
};
async function rpc<T = Record<string, unknown>>(node: RecordedBtcNode, method: string, ...params: unknown[]): Promise<T> {
  const res = await fetch(node.url, { method: 'POST', body: JSON.stringify({ id: 1, method, params }) });
  return ((await res.json()) as { result: T }).result;
}

describe('recorded blocks', () => {
  it('serves mainnet block 200000 with prevouts from its recorded input transactions: fees sum to 63517500 sat', async () => {
    const dir = tempDir();
    symlinkSync(join(CHAINDATA, FILE_200000), join(dir, FILE_200000));
    const node = await startRecordedBtcNode({ dir });
    nodes.push(node);
    expect((await rpc(node, 'getblockchaininfo')).chain).toBe('main');
    expect(await rpc<number>(node, 'getblockcount')).toBe(200000);
    expect(await rpc<string>(node, 'getblockhash', 200000)).toBe(HASH_200000);
    const block = await rpc(node, 'getblock', HASH_200000, 3);
    const txs = block.tx as unknown as { fee?: number; vin: { prevout?: { value: number; scriptPubKey: { address?: string } } }[] }[];
    expect(txs).toHaveLength(388);
    expect(block.mediantime).toBe(1348307828); // the recorded getblock's own mediantime
    const fee = txs.slice(1).reduce((s, t) => s + BigInt(Math.round(t.fee! * 1e8)), 0n);
    expect(fee).toBe(63_517_500n);
    expect(txs[1]!.vin[0]!.prevout!.scriptPubKey.address).toMatch(/^1/);
    const header = await rpc<string>(node, 'getblock', HASH_200000, 0);
    expect(header.slice(0, 8)).toBe('02000000');
  });

  it('serves a raw mainnet block (702861) at its BIP34 height; inputs without recorded prevouts show none and no fee', async () => {
    const dir = tempDir();
    const name = 'btc_mainnet_block_000000000000000000000c835b2adcaedc20fdf6ee440009c249452c726dafae.rust-bitcoin.raw';
    symlinkSync(join(CHAINDATA, name), join(dir, name));
    const node = await startRecordedBtcNode({ dir });
    nodes.push(node);
    expect(await rpc<number>(node, 'getblockcount')).toBe(702861);
    const hash = await rpc<string>(node, 'getblockhash', 702861);
    expect(hash).toBe('000000000000000000000c835b2adcaedc20fdf6ee440009c249452c726dafae');
    const block = await rpc(node, 'getblock', hash, 3);
    expect(block.nTx).toBe(2500);
    const tx = (block.tx as { vin: Record<string, unknown>[]; fee?: number }[])[1]!;
    expect(tx.vin[0]).not.toHaveProperty('prevout');
    expect(tx).not.toHaveProperty('fee');
  });

  it('replays generated blocks written as hex files, every prevout known', async () => {
    const chain = new BtcChain(REGTEST, regtestGenesis());
    const keyring = createKeyring('replay', 4);
    for (let i = 0; i < 104; i++) mineNext(chain, keyring, 'replay', { time: 1_700_000_000 + i, txCount: i > 100 ? 8 : 0 });
    const dir = tempDir();
    writeBlockFiles(dir, chain);
    const node = await startRecordedBtcNode({ dir, auth: { user: 'u', password: 'p' } });
    nodes.push(node);
    const res = await fetch(node.url.replace('u:p@', ''), { method: 'POST', body: '{"id":1,"method":"getblockcount"}' });
    expect(res.status).toBe(401);
    expect(node.view.height).toBe(104);
    expect(node.view.tip.hash).toBe(chain.tip.hash);
    const headers = { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` };
    const body = JSON.stringify({ id: 1, method: 'getblock', params: [chain.tip.hash, 3] });
    const v3 = (await (await fetch(node.url.replace('u:p@', ''), { method: 'POST', headers, body })).json()) as {
      result: { tx: { vin: { prevout?: unknown; coinbase?: string }[] }[] };
    };
    expect(v3.result.tx.flatMap((t) => t.vin).every((i) => i.coinbase !== undefined || i.prevout !== undefined)).toBe(true);
  });
});

describe('mainnet-sized blocks', () => {
  it('generates a block of ~3000 signed transactions and ~1.5 MB within the weight limit, cached for the next run', () => {
    const cacheDir = tempDir();
    const { blocks, msPerBlock } = generateMainnetSizedBlocks(1, { seed: 'size-test', cacheDir });
    const b = blocks[0]!;
    expect(b.txs.length).toBeGreaterThanOrEqual(2500);
    expect(b.size).toBeGreaterThan(1_200_000);
    expect(b.weight).toBeLessThanOrEqual(4_000_000);
    console.log(`mainnet-sized block: ${b.txs.length} txs, ${b.size} bytes, weight ${b.weight}, ${(msPerBlock[0]! / 1000).toFixed(1)} s`);
    const again = generateMainnetSizedBlocks(1, { seed: 'size-test', cacheDir });
    expect(again.blocks[0]!.hash).toBe(b.hash);
    expect(again.msPerBlock[0]!).toBeLessThan(msPerBlock[0]!);
  }, 120_000);
});
