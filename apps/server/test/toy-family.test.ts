/**
 * The proof of the chain-family seam: a fourth family, the toy (support/toy-family/), registered by a
 * test registry beside the product's families, indexed from its own node by the indexers as
 * `explorer start` runs them and served by the real server's chain-data routes — with no product file naming it. The page showing
 * it is apps/web/e2e/toy-family.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkAddress, type ChainId } from '@explorer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyBlock } from './support/toy-family/chain';
import { startToyStack, TOY_HEAD, type ToyStack } from './support/toy-family/stack';

const TOY_FOLDER = join(import.meta.dirname, 'support/toy-family');
const REPO = join(import.meta.dirname, '../../..');

describe('a toy chain family registered by a test', () => {
  let s: ToyStack;
  beforeAll(async () => {
    s = await startToyStack();
  });
  afterAll(async () => s?.close());

  // not support/server's call: importing it would load the server before the toy is registered
  const guest = async <T>(path: string) => {
    const res = await fetch(s.url + '/api/no-auth' + path);
    return { status: res.status, body: (await res.json()) as { data: T; message: string } };
  };

  it('serves the indexed toy blocks, newest first', async () => {
    const r = await guest<{ blocks: unknown[]; total: number }>('/blocks?chain=toy&page=1&page_size=3');
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(TOY_HEAD + 1);
    expect(r.body.data.blocks).toEqual(
      [7, 6, 5].map((h) => ({ chain: 'toy', height: h, hash: toyBlock(h).hash, parent_hash: toyBlock(h).parentHash, timestamp: toyBlock(h).timestamp, transaction_count: h % 3 })),
    );
  });

  it("serves a toy block, and its transfers from the family's own table", async () => {
    const block = await guest<{ hash: string }>('/blocks/height/5?chain=toy');
    expect(block.status).toBe(200);
    expect(block.body.data.hash).toBe('toyblock-5');
    const byHash = await guest<{ height: number }>('/blocks/hash/toyblock-5?chain=toy');
    expect(byHash.status).toBe(200);
    expect(byHash.body.data.height).toBe(5);
    expect((await guest('/blocks/hash/0xabc?chain=toy')).body.message).toContain('必须是toy哈希');
    const transfers5 = await guest<{ transactions: unknown[] }>('/transactions/block-height/5?chain=toy');
    expect(transfers5.status).toBe(200);
    expect(transfers5.body.data.transactions).toEqual(toyBlock(5).transfers.map((t, i) => ({ chain: 'toy', hash: t.hash, block_height: 5, tx_index: i, from: t.from, to: t.to, amount: String(t.amount) })));
    const home = await guest<{ toy_block_count: number; toy_transfer_count: number }>('/home/toy/stats');
    expect(home.status).toBe(200);
    const transfers = [...Array(TOY_HEAD + 1).keys()].reduce((n, h) => n + (h % 3), 0);
    expect(home.body.data).toMatchObject({ toy_block_count: TOY_HEAD + 1, toy_transfer_count: transfers });
  });

  it("checks the toy's addresses by its own format", () => {
    expect(checkAddress('toy' as ChainId, 'alice0')).toEqual({ ok: true, address: 'alice0' });
    expect(checkAddress('toy' as ChainId, '0xAlice')).toEqual({ ok: false, message: '不是有效的 TOY 地址（需为小写字母加数字）' });
  });

  it('serves the real chains beside it', async () => {
    const r = await guest('/blocks?chain=nope');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('eth, btc, bsc, sol, toy');
    expect((await guest('/blocks?chain=eth')).status).toBe(200);
  });

  it('is the files of its folder only: no product file names the toy', () => {
    const files = readdirSync(TOY_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
    expect(files).toEqual(['chain.ts', 'indexer.ts', 'registry.ts', 'repositories.ts', 'rpc-stub.ts', 'server.ts', 'stack.ts', 'web', 'web/build.ts', 'web/entry.ts', 'web/view.ts']);
    // git grep: status 1 and no output when nothing matches
    const grep = spawnSync('git', ['grep', '-il', '-e', 'toy_transfers', '-e', 'toyblock', '-e', "'toy'", '--', 'apps/*/src', 'packages/*/src', ':!*.test.ts', ':!*.test.tsx'], { cwd: REPO, encoding: 'utf8' });
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });
});
