import { CHAINS, LIVE_CHANNEL, type LiveMessage } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIndexer, readCheckpoint } from '../src';
import { startReplayServer, type ReplayServer } from './support/replay-server';

/** a pino logger whose lines land in an array */
function capturingLogger() {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const logger = pino({ level: 'debug' }, { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) });
  return { logger, lines };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(TEST_ENGINES)('sync behaviour on replayed mainnet blocks into %s', (engine) => {
  let node: ReplayServer;
  let t: TestDatabase;
  beforeAll(async () => {
    node = await startReplayServer({ blocks: 40 });
  });
  afterAll(async () => node?.close());
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => t?.drop());

  const counts = async () => {
    const { db } = t.database;
    const blocks = await db.selectFrom('blocks').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('height').as('max')]).executeTakeFirstOrThrow();
    const txs = await db.selectFrom('evm_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const counters = await db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirst();
    return { blocks: Number(blocks.n), maxHeight: blocks.max === null ? null : Number(blocks.max), txs: Number(txs.n), counters: counters ? [counters.total_blocks, counters.total_txs] : null };
  };

  it('stops with the missing method named when the node serves no receipts, instead of retrying forever', async () => {
    const bare = await startReplayServer({ blocks: 10, blockReceipts: false, txReceipts: 'null' });
    const { logger, lines } = capturingLogger();
    try {
      const error = await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: bare.url, logger, batchSize: 4 })
        .run()
        .catch((e: unknown) => e);
      expect((error as Error).name).toBe('NodeCapabilityError');
      expect(lines.some((l) => l.level === 50 && l.method === 'eth_getTransactionReceipt')).toBe(true);
      expect(lines.filter((l) => l.msg === 'indexing failed; retrying')).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('stops on abort between batches, leaving only whole batches behind', async () => {
    node.setHead(39);
    const controller = new AbortController();
    const run = createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger: pino({ level: 'silent' }), batchSize: 4 }).run(controller.signal);
    await waitFor(async () => ((await readCheckpoint(t.database.db, 'eth'))?.height ?? -1) >= 7, 'two batches');
    controller.abort();
    await run;
    const c = await counts();
    const cp = await readCheckpoint(t.database.db, 'eth');
    expect(cp!.height).toBeLessThan(39);
    expect((cp!.height + 1) % 4).toBe(0);
    expect(c).toEqual({ blocks: cp!.height + 1, maxHeight: cp!.height, txs: c.counters![1], counters: [cp!.height + 1, c.txs] });
  });

  it('follows a moving head, announcing each new block once it is committed', async () => {
    node.setHead(19);
    const events: LiveMessage[] = [];
    const unlisten = await t.database.listen(LIVE_CHANNEL, (p) => events.push(JSON.parse(p) as LiveMessage));
    const controller = new AbortController();
    const run = createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger: pino({ level: 'silent' }), batchSize: 5, pollIntervalMs: 20 }).run(controller.signal);
    try {
      await waitFor(async () => (await readCheckpoint(t.database.db, 'eth'))?.height === 19, 'the backfill');
      for (const h of [20, 21, 23]) {
        node.setHead(h);
        await waitFor(async () => events.some((e) => e.category === 'block' && e.data.height === h), `block ${h}`);
      }
      const blockEvents = events.filter((e) => e.category === 'block');
      // a batch far (> 8 blocks) from the head announces only its last block; near it, every block
      const announced = [4, 9, ...Array.from({ length: 14 }, (_, i) => 10 + i)];
      expect(blockEvents.map((e) => [e.data.action, e.data.height, e.data.hash])).toEqual(announced.map((h) => ['new', h, node.chain.hashAt(h)]));
      expect((await readCheckpoint(t.database.db, 'eth'))?.nodeHead).toBe(23);
      expect(await counts()).toMatchObject({ blocks: 24, maxHeight: 23 });
    } finally {
      controller.abort();
      await run;
      await unlisten();
    }
  });

  it('retries a failing node with backoff, logging each failure, and then completes', async () => {
    node.setHead(39);
    const { logger, lines } = capturingLogger();
    node.failRequests(3);
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger, batchSize: 10, stopAtHeight: 11 }).run();
    const retries = lines.filter((l) => l.msg === 'rpc request failed, retrying');
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries.map((l) => [l.level, l.status])).toEqual(retries.map(() => [40, 503]));
    expect(await counts()).toMatchObject({ blocks: 12, maxHeight: 11 });
  });

  it('resumes from the checkpoint rather than startHeight, and starts at startHeight on an empty database', async () => {
    node.setHead(39);
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger: pino({ level: 'silent' }), startHeight: 30, stopAtHeight: 33 }).run();
    expect(await counts()).toMatchObject({ blocks: 4, maxHeight: 33 });
    await createIndexer({ database: t.database, chain: CHAINS.eth, rpcUrl: node.url, logger: pino({ level: 'silent' }), startHeight: 0, stopAtHeight: 35 }).run();
    const heights = await t.database.db.selectFrom('blocks').select('height').orderBy('height').execute();
    expect(heights.map((h) => h.height)).toEqual([30, 31, 32, 33, 34, 35]);
  });
});
