import type { EvmBlockBundle } from '@explorer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@explorer/db/testing';
import { weiToCoin } from './support/expect';
import { seedBundles } from './support/seed';
import { call, signUp, startTestServer, type TestServer } from './support/server';
import { blockHash, syntheticBundles } from './support/synthetic-chain';

interface Block {
  height: number;
  hash: string;
  [k: string]: unknown;
}
interface BlockList {
  blocks: Block[];
  total: number;
  page: number;
  page_size: number;
}

const heights = (l: BlockList) => l.blocks.map((b) => b.height);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe.each(TEST_ENGINES)('block routes on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let eth: EvmBlockBundle[];
  beforeAll(async () => {
    s = await startTestServer(engine);
    eth = syntheticBundles({ count: 150 });
    await seedBundles(s.t.database, 'eth', eth);
    await seedBundles(s.t.database, 'bsc', syntheticBundles({ count: 3, startHeight: 500 }));
    token = await signUp(s.url, 'blocks-user');
  });
  afterAll(async () => s?.close());

  const v1 = <T = BlockList>(path: string) => call<T>(s.url, '/api/v1' + path, { token });
  const guest = <T = BlockList>(path: string) => call<T>(s.url, '/api/no-auth' + path);

  it('lists blocks newest first with the counter total and the spec block shape', async () => {
    const r = await v1('/blocks?chain=eth&page=1&page_size=10');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.total).toBe(150);
    expect(r.body.data.page).toBe(1);
    expect(r.body.data.page_size).toBe(10);
    expect(heights(r.body.data)).toEqual(range(150, 141));

    const top = eth[149]!.block;
    expect(r.body.data.blocks[0]).toEqual({
      chain: 'eth',
      height: 150,
      hash: top.hash,
      parent_hash: top.parentHash,
      timestamp: top.timestamp,
      transaction_count: top.txCount,
      size: top.size,
      gas_used: top.gasUsed.toString(),
      gas_limit: top.gasLimit.toString(),
      miner: top.miner,
      miner_tip: top.minerTip.toString(),
      miner_tip_eth: weiToCoin(top.minerTip),
      burned: top.burned.toString(),
      burned_eth: weiToCoin(top.burned),
      base_fee: top.baseFeePerGas!.toString(),
      difficulty: '0',
    });
  });

  it('pages signed-in users through every block, capping page_size at 100', async () => {
    const capped = await v1('/blocks?chain=eth&page_size=500');
    expect(capped.body.data.page_size).toBe(100);
    expect(heights(capped.body.data)).toEqual(range(150, 51));
    const second = await v1('/blocks?chain=eth&page=2&page_size=100');
    expect(heights(second.body.data)).toEqual(range(50, 1));
    expect(second.body.data.total).toBe(150);
    const beyond = await v1('/blocks?chain=eth&page=4&page_size=50');
    expect(beyond.body.data.blocks).toEqual([]);
  });

  it('shows guests only the 100 newest blocks, whatever they ask for', async () => {
    const big = await guest('/blocks?chain=eth&page_size=500');
    expect(big.status).toBe(200);
    expect(big.body.data.page_size).toBe(100);
    expect(big.body.data.total).toBe(100);
    expect(heights(big.body.data)).toEqual(range(150, 51));

    const p5 = await guest('/blocks?chain=eth&page=5&page_size=20');
    expect(heights(p5.body.data)).toEqual(range(70, 51));
    const p6 = await guest('/blocks?chain=eth&page=6&page_size=20');
    expect(p6.body.data.blocks).toEqual([]);
    expect(p6.body.data.total).toBe(100);
    // a page that straddles the 100th block stops at it
    const p3 = await guest('/blocks?chain=eth&page=3&page_size=40');
    expect(heights(p3.body.data)).toEqual(range(70, 51));
  });

  it('keeps chains apart', async () => {
    const bsc = await guest('/blocks?chain=bsc');
    expect(bsc.body.data.total).toBe(3);
    expect(heights(bsc.body.data)).toEqual([502, 501, 500]);
    const cross = await v1(`/blocks/hash/${blockHash(42)}/bsc`);
    expect(cross.status).toBe(404);
  });

  it('searches by height or hash; guests get at most 20 a page', async () => {
    const byHeight = await v1('/blocks/search?chain=eth&query=42');
    expect(heights(byHeight.body.data)).toEqual([42]);
    expect(byHeight.body.data.total).toBe(1);
    const byHash = await guest(`/blocks/search?chain=eth&query=${blockHash(42).toUpperCase().replace('0X', '0x')}&page_size=500`);
    expect(heights(byHash.body.data)).toEqual([42]);
    expect(byHash.body.data.page_size).toBe(20);
    const none = await guest('/blocks/search?chain=eth&query=999999');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ blocks: [], total: 0, page: 1, page_size: 20 });
    const bad = await guest('/blocks/search?chain=eth&query=hello');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请输入区块高度或0x开头的区块哈希');
  });

  it('reads one block by height and by hash, 404 for an unknown one', async () => {
    const byHeight = await v1<Block>('/blocks/height/42/eth');
    expect(byHeight.status).toBe(200);
    expect(byHeight.body.data.hash).toBe(blockHash(42));
    const guestHeight = await guest<Block>('/blocks/height/42?chain=eth');
    expect(guestHeight.body.data).toEqual(byHeight.body.data);

    const byHash = await v1<Block>(`/blocks/hash/${blockHash(7)}/eth`);
    expect(byHash.body.data.height).toBe(7);
    const guestHash = await guest<Block>(`/blocks/hash/${blockHash(7)}?chain=eth`);
    expect(guestHash.body.data.height).toBe(7);

    for (const r of [await v1('/blocks/height/151/eth'), await guest('/blocks/height/9999?chain=eth'), await v1(`/blocks/hash/0x${'0'.repeat(64)}/eth`)]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, data: null, message: '区块不存在' });
    }
  });

  it('answers a missing height with the spec messages and a bad one with 区块高度必须是数字', async () => {
    const user = await v1('/blocks/height/abc/eth');
    expect(user.status).toBe(400);
    expect(user.body).toEqual({ success: false, data: null, message: '区块高度必须是数字' });
    const g = await guest('/blocks/height/-5?chain=eth');
    expect(g.status).toBe(400);
    expect(g.body).toEqual({ success: false, data: null, message: '区块高度必须是数字' });
    expect((await v1('/blocks/height/1.5/eth')).body.message).toBe('区块高度必须是数字');
    for (const path of ['/blocks/height?chain=eth', '/blocks/height/?chain=eth', '/blocks/height/undefined?chain=eth', '/transactions/block-height/?chain=eth']) {
      expect((await guest(path)).body, path).toEqual({ success: false, data: null, message: 'must provide height parameter' });
    }
    for (const path of ['/blocks/height//eth', '/blocks/height', '/blocks/height/undefined/eth', '/transactions/block-height?chain=eth']) {
      expect((await v1(path)).body, path).toEqual({ success: false, data: null, message: '必须提供hash或height参数' });
    }
  });

  it.each([
    ['/blocks?chain=eth&page=abc', '页码必须是正整数'],
    ['/blocks?chain=eth&page=0', '页码必须是正整数'],
    ['/blocks?chain=eth&page=1&page=2', '页码必须是正整数'],
    ['/blocks?chain=eth&page_size=-1', '每页条数必须是正整数'],
    ['/blocks?chain=doge', '不支持的链，可选: eth, btc, bsc, sol'],
    [`/blocks/hash/0x1234?chain=eth`, '哈希必须是0x开头的64位十六进制哈希'],
  ])('400 naming the field for %s', async (path, message) => {
    const r = await guest(path);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, data: null, message });
  });
});
