import { CHAINS, createLogger, LIVE_CHANNEL, type LiveMessage } from '@explorer/core';
import { bytea } from '@explorer/db';
import { startAnvil, type AnvilNode } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { createIndexer, readCheckpoint, ReorgTooDeepError } from '../src';
import { receiver, rpcCall, sender } from './support/anvil-activity';
import { dbView, nodeView } from './support/node-vs-db';

const transfer = (value: number) => ({ from: sender.address, to: receiver, value: '0x' + value.toString(16) });

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(TEST_ENGINES)('EVM reorg handling on Anvil into %s', (engine) => {
  let anvil: AnvilNode;
  let t: TestDatabase;
  const events: LiveMessage[] = [];
  let unlisten: () => Promise<void>;
  const head = async () => Number(await rpcCall<string>(anvil.rpcUrl, 'eth_blockNumber'));
  const logger = createLogger('test');

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    t = await openTestDatabase(engine);
    unlisten = await t.database.listen(LIVE_CHANNEL, (p) => events.push(JSON.parse(p) as LiveMessage));
    for (let i = 1; i <= 6; i++) await rpcCall(anvil.rpcUrl, 'eth_sendTransaction', [transfer(i)]);
    await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x2']);
  });
  afterAll(async () => {
    await unlisten?.();
    await t?.drop();
    await anvil?.stop();
  });

  async function expectCanonical(upTo: number) {
    const node = await nodeView(anvil.rpcUrl, upTo);
    expect(await dbView(t.database, 'eth')).toEqual(node);
    const counters = await t.database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirstOrThrow();
    expect([counters.total_blocks, counters.total_txs]).toEqual([node.blocks.length, node.txs.length]);
    expect(await readCheckpoint(t.database.db, 'eth')).toMatchObject({ height: upTo, hash: node.blocks[upTo]!.hash });
    return node;
  }

  const updates = () => events.filter((e) => e.category === 'block' && e.data.action === 'update');

  it('follows the head, rolls back a reorg that keeps the height and re-indexes the new branch', async () => {
    const controller = new AbortController();
    const run = createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, pollIntervalMs: 50 }).run(controller.signal);
    try {
      const tip = await head();
      await waitFor(async () => (await readCheckpoint(t.database.db, 'eth'))?.height === tip, 'the indexer to catch up');
      const before = await nodeView(anvil.rpcUrl, tip);

      await rpcCall(anvil.rpcUrl, 'anvil_reorg', [3, [[transfer(1001), 0], [transfer(1002), 2], [transfer(1003), 2]]]);
      const after = await nodeView(anvil.rpcUrl, tip);
      expect(after.blocks[tip - 3]).toEqual(before.blocks[tip - 3]);
      expect(after.blocks[tip]!.hash).not.toBe(before.blocks[tip]!.hash);

      await waitFor(async () => (await readCheckpoint(t.database.db, 'eth'))?.hash === after.blocks[tip]!.hash, 'the reorg to be repaired');
      await waitFor(async () => updates().length >= 3, 'the update events');
      await expectCanonical(tip);
      expect(updates().map((e) => [e.data.height, e.data.hash])).toEqual([tip - 2, tip - 1, tip].map((h) => [h, after.blocks[h]!.hash]));
      // none of the replaced branch's txs survive
      const stale = before.txs.filter((x) => x.height > tip - 3).map((x) => x.hash);
      const rows = await t.database.db.selectFrom('evm_transactions').select('hash').where('hash', 'in', stale.map((h) => bytea(h))).execute();
      expect(rows).toEqual([]);

      // blocks after the reorg are announced as new
      await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x1']);
      await waitFor(async () => events.some((e) => e.category === 'block' && e.data.action === 'new' && e.data.height === tip + 1), 'a new block event');
    } finally {
      controller.abort();
      await run;
    }
  });

  it('detects a reorg below the checkpoint on restart through the parent hash of the next block', async () => {
    const tip = await head();
    events.length = 0;
    await rpcCall(anvil.rpcUrl, 'anvil_reorg', [2, [[transfer(2001), 1]]]);
    await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x2']);
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: tip + 2 }).run();
    const node = await expectCanonical(tip + 2);
    expect(updates().map((e) => [e.data.height, e.data.hash])).toEqual([tip - 1, tip].map((h) => [h, node.blocks[h]!.hash]));
  });

  it('stops with ReorgTooDeepError, touching nothing, when the reorg is deeper than the limit', async () => {
    const tip = await head();
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, stopAtHeight: tip }).run();
    const before = await dbView(t.database, 'eth');
    await rpcCall(anvil.rpcUrl, 'anvil_reorg', [4, [[transfer(3001), 0]]]);
    await rpcCall(anvil.rpcUrl, 'anvil_mine', ['0x1']);
    const run = createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: anvil.rpcUrl, logger, maxReorgDepth: 2, stopAtHeight: tip + 1 }).run();
    await expect(run).rejects.toBeInstanceOf(ReorgTooDeepError);
    expect(await dbView(t.database, 'eth')).toEqual(before);
  });
});
