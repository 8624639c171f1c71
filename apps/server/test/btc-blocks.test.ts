/**
 * Bitcoin block routes over HTTP on PGlite and PostgreSQL, on a synthetic chain written through the
 * indexer's Bitcoin sink: list paging and caps, search by height and by hash, one block by height
 * and hash with its header extras, fee, reward and confirmations, and the 400/404 answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { weiToCoin } from './support/expect';
import { blockFees, blockSize, blockWeight, seedBtcBlocks, strippedSize, sum, syntheticBtcChain, valueOut, type BtcFixtureBlock } from './support/btc-chain';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { syntheticBundles } from './support/synthetic-chain';

interface Block {
  chain: string;
  height: number;
  hash: string;
  confirmations: number;
  [k: string]: unknown;
}
interface BlockList {
  blocks: Block[];
  total: number;
  page: number;
  page_size: number;
}

const START = 800_000;
const COUNT = 130;
const TIP = START + COUNT - 1;
const heights = (l: BlockList) => l.blocks.map((b) => b.height);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const btcCoin = (sat: bigint) => weiToCoin(sat * 10n ** 10n);

function expectedBlock(b: BtcFixtureBlock): Block {
  const fees = blockFees(b);
  return {
    chain: 'btc',
    height: b.height,
    number: b.height,
    hash: b.hash,
    parent_hash: b.parentHash,
    timestamp: b.timestamp,
    transaction_count: b.txs.length,
    transactions: b.txs.length,
    size: blockSize(b),
    stripped_size: strippedSize(b),
    weight: blockWeight(b),
    version: b.version,
    bits: b.bits,
    nonce: b.nonce,
    merkle_root: b.merkleRoot,
    difficulty: b.difficulty,
    fee: fees.toString(),
    fee_btc: btcCoin(fees),
    subsidy: b.subsidy.toString(),
    base_fee: (b.subsidy + fees).toString(),
    reward_btc: btcCoin(b.subsidy + fees),
    value_sum: sum(b.txs.map(valueOut)).toString(),
    miner: b.miner,
    confirmations: TIP - b.height + 1,
  };
}

describe.each(TEST_ENGINES)('bitcoin block routes on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let chain: BtcFixtureBlock[];
  beforeAll(async () => {
    s = await startTestServer(engine);
    chain = syntheticBtcChain({ startHeight: START, count: COUNT });
    // several batches: spends across batch boundaries and tx_total counted on
    await seedBtcBlocks(s.t.database, chain, 40);
    await seedBundles(s.t.database, 'eth', syntheticBundles({ count: 3 }));
    token = await signUp(s.url, 'btc-blocks-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = BlockList>(path: string) => call<T>(s.url, '/api/v1' + path, { token });
  const guest = <T = BlockList>(path: string) => call<T>(s.url, '/api/no-auth' + path);
  const at = (height: number) => chain[height - START]!;

  it('lists btc blocks newest first in the Bitcoin block shape, with confirmations from the indexed head', async () => {
    const r = await v1('/blocks?chain=btc&page=1&page_size=10');
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(COUNT);
    expect(r.body.data.page_size).toBe(10);
    expect(heights(r.body.data)).toEqual(range(TIP, TIP - 9));
    expect(r.body.data.blocks[0]).toEqual(expectedBlock(at(TIP)));
    expect(r.body.data.blocks[0]!.confirmations).toBe(1);
    expect(r.body.data.blocks[9]).toEqual(expectedBlock(at(TIP - 9)));
    expect(r.body.data.blocks[9]!.confirmations).toBe(10);
    // the block reward is the subsidy plus the fees, and a block with payments has fees
    const paying = r.body.data.blocks.find((b) => Number(b.transaction_count) > 1)!;
    expect(BigInt(paying.base_fee as string)).toBe(BigInt(paying.subsidy as string) + BigInt(paying.fee as string));
    expect(BigInt(paying.fee as string)).toBeGreaterThan(0n);
  });

  it('pages signed-in users through all blocks (cap 100) and guests through the 100 newest', async () => {
    const capped = await v1('/blocks?chain=btc&page_size=500');
    expect(capped.body.data.page_size).toBe(100);
    expect(heights(capped.body.data)).toEqual(range(TIP, TIP - 99));
    const second = await v1('/blocks?chain=btc&page=2&page_size=100');
    expect(heights(second.body.data)).toEqual(range(TIP - 100, START));
    const g = await guest('/blocks?chain=btc&page=4&page_size=30');
    expect(g.body.data.total).toBe(100);
    expect(heights(g.body.data)).toEqual(range(TIP - 90, TIP - 99));
    expect((await guest('/blocks?chain=btc&page=5&page_size=25')).body.data.blocks).toEqual([]);
  });

  it('searches by height or by block hash in any case; other text is a 400 in Bitcoin terms', async () => {
    const b = at(START + 42);
    expect((await v1('/blocks/search?chain=btc&query=800042')).body.data).toEqual({ blocks: [expectedBlock(b)], total: 1, page: 1, page_size: 25 });
    const byHash = await guest(`/blocks/search?chain=btc&query=${b.hash.toUpperCase()}`);
    expect(heights(byHash.body.data)).toEqual([START + 42]);
    expect(byHash.body.data.page_size).toBe(20);
    expect((await guest('/blocks/search?chain=btc&query=1')).body.data).toEqual({ blocks: [], total: 0, page: 1, page_size: 20 });
    for (const q of [`0x${b.hash}`, 'hello', b.hash.slice(1), '']) {
      const bad = await guest(`/blocks/search?chain=btc&query=${q}`);
      expect(bad.status, q).toBe(400);
      expect(bad.body, q).toEqual({ success: false, data: null, message: '请输入区块高度或64位十六进制区块哈希' });
    }
  });

  it('reads one block by height and by hash on both paths, 404 in the envelope for an unknown one', async () => {
    const b = at(START + 7);
    const expected = expectedBlock(b);
    expect((await v1<Block>(`/blocks/height/${b.height}/btc`)).body).toEqual({ success: true, data: expected, message: 'ok' });
    expect((await guest<Block>(`/blocks/height/${b.height}?chain=btc`)).body.data).toEqual(expected);
    expect((await v1<Block>(`/blocks/hash/${b.hash}/btc`)).body.data).toEqual(expected);
    expect((await guest<Block>(`/blocks/hash/${b.hash.toUpperCase()}?chain=btc`)).body.data).toEqual(expected);
    // confirmations grow with every block: even a final block's answer is revalidated, never immutable
    for (const height of [b.height, TIP]) {
      const r = await guest(`/blocks/height/${height}?chain=btc`);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('etag')).toBeNull();
    }

    for (const r of [await v1(`/blocks/height/${TIP + 1}/btc`), await guest('/blocks/height/5?chain=btc'), await v1(`/blocks/hash/${'ab'.repeat(32)}/btc`), await guest(`/blocks/hash/${'0'.repeat(64)}?chain=btc`)]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, data: null, message: '区块不存在' });
    }
    // an eth block hash is not a btc block, and the other way round
    expect((await v1(`/blocks/hash/${b.hash}/eth`)).body.message).toBe('哈希必须是0x开头的64位十六进制哈希');
  });

  it.each([
    ['/blocks?chain=btc&page=0', '页码必须是正整数'],
    ['/blocks?chain=btc&page_size=x', '每页条数必须是正整数'],
    ['/blocks?chain=doge', '不支持的链，可选: eth, btc, bsc, sol'],
    ['/blocks/height/12a?chain=btc', '区块高度必须是数字'],
    ['/blocks/height/99999999999999999?chain=btc', '区块高度超出范围'],
    [`/blocks/hash/0x${'a'.repeat(64)}?chain=btc`, '哈希必须是64位十六进制哈希'],
    [`/blocks/hash/${'a'.repeat(63)}?chain=btc`, '哈希必须是64位十六进制哈希'],
    [`/blocks/hash/${'g'.repeat(64)}?chain=btc`, '哈希必须是64位十六进制哈希'],
  ])('400 naming the field for %s', async (path, message) => {
    const r = await guest(path);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, data: null, message });
  });

  it('keeps eth answering in the EVM shape beside btc', async () => {
    const eth = await guest('/blocks?chain=eth');
    expect(eth.body.data.total).toBe(3);
    expect(eth.body.data.blocks[0]).toMatchObject({ chain: 'eth', height: 3 });
    expect(eth.body.data.blocks[0]).toHaveProperty('gas_used');
    expect(eth.body.data.blocks[0]).not.toHaveProperty('confirmations');
  });
});
