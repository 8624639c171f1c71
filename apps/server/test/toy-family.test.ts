/**
 * The proof of the chain-family seam: a fourth family, the toy (support/toy-family/), registered by a
 * test registry beside the product's families, indexed from its own node by the sync engine, and
 * served by the real server's chain-data routes — with no product file naming it. The registry runs
 * before the server is imported (its family registry is built when it is evaluated).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHAINS, createLogger, type ChainId } from '@explorer/core';
import { createIndexer } from '@explorer/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyBlock } from './support/toy-family/chain';
import { registerToyFamily } from './support/toy-family/registry';
import { startToyNode, type ToyNode } from './support/toy-family/rpc-stub';

registerToyFamily();
const { call, startTestServer } = await import('./support/server');

const HEAD = 7;
const TOY_FOLDER = join(import.meta.dirname, 'support/toy-family');
const REPO = join(import.meta.dirname, '../../..');

describe('a toy chain family registered by a test', () => {
  let node: ToyNode;
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    node = await startToyNode(HEAD);
    s = await startTestServer('pglite');
    const chain = CHAINS['toy' as ChainId];
    await createIndexer({ database: s.t.database, chain, rpcUrl: node.url, logger: createLogger('toy', 'silent'), stopAtHeight: HEAD, decodeWorkers: 0 }).run();
  });
  afterAll(async () => {
    await s?.close();
    await node?.close();
  });

  const guest = <T>(path: string) => call<T>(s.url, '/api/no-auth' + path);

  it('serves the indexed toy blocks, newest first', async () => {
    const r = await guest<{ blocks: { chain: string; height: number; hash: string; transaction_count: number }[]; total: number }>('/blocks?chain=toy&page=1&page_size=3');
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(HEAD + 1);
    expect(r.body.data.blocks).toEqual(
      [7, 6, 5].map((h) => ({ chain: 'toy', height: h, hash: toyBlock(h).hash, parent_hash: toyBlock(h).parentHash, timestamp: toyBlock(h).timestamp, transaction_count: h % 3 })),
    );
  });

  it("serves a toy block and its transfers from the family's own table", async () => {
    const block = await guest<{ hash: string }>('/blocks/height/5?chain=toy');
    expect(block.status).toBe(200);
    expect(block.body.data.hash).toBe('toyblock-5');
    const home = await guest<{ toy_block_count: number; toy_transfer_count: number }>('/home/toy/stats');
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({ toy_block_count: HEAD + 1, toy_transfer_count: [...Array(HEAD + 1).keys()].reduce((n, h) => n + (h % 3), 0) });
  });

  it('leaves the real chains as they were', async () => {
    const r = await guest('/blocks?chain=nope');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('eth, btc, bsc, sol, toy');
  });

  it('is the files of its folder only: no product file names the toy', () => {
    expect(readdirSync(TOY_FOLDER).sort()).toEqual(['chain.ts', 'indexer.ts', 'registry.ts', 'repositories.ts', 'rpc-stub.ts', 'server.ts']);
    // git grep: status 1 and no output when nothing matches
    const grep = spawnSync('git', ['grep', '-il', '-e', 'toy_transfers', '-e', 'toyblock', '-e', "'toy'", '--', 'apps/*/src', 'packages/*/src', ':!*.test.ts', ':!*.test.tsx'], { cwd: REPO, encoding: 'utf8' });
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });
});
