import { CHAINS } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDecodePool, createIndexer, NodeCapabilityError } from '../src';
import { startReplayServer, type ReplayServer } from './support/replay-server';
import { tableChecksums } from './support/table-checksums';

const silent = pino({ level: 'silent' });

describe.each(TEST_ENGINES)('decode workers into %s', (engine) => {
  let node: ReplayServer;
  const dbs: TestDatabase[] = [];
  beforeAll(async () => {
    node = await startReplayServer({ blocks: 30 });
  });
  afterAll(async () => node?.close());
  beforeEach(() => {
    dbs.length = 0;
  });
  afterEach(async () => {
    await Promise.all(dbs.map((d) => d.drop()));
  });
  const open = async () => {
    const t = await openTestDatabase(engine);
    dbs.push(t);
    return t.database;
  };

  it('write the same rows, counters and checkpoint as decoding in the indexer’s thread', async () => {
    const [here, workers] = [await open(), await open()];
    const index = (database: typeof here, decodeWorkers: number) =>
      createIndexer({ database, chain: CHAINS.eth, rpcUrl: node.url, logger: silent, batchSize: 4, stopAtHeight: 29, decodeWorkers, workerMinBlocks: 0 }).run();
    await index(here, 0);
    const before = node.calls.eth_getBlockReceipts ?? 0;
    await index(workers, 2);
    expect((node.calls.eth_getBlockReceipts ?? 0) - before).toBe(30); // the workers fetched every block once
    const expected = await tableChecksums(here);
    expect(expected.evm_transactions!.rows).toBeGreaterThan(30 * 80);
    expect(await tableChecksums(workers)).toEqual(expected);
  });

  it('stop with the node’s missing method named: the worker’s error keeps its class', async () => {
    const bare = await startReplayServer({ blocks: 10, blockReceipts: false, txReceipts: 'null' });
    try {
      const error = await createIndexer({ database: await open(), chain: CHAINS.eth, rpcUrl: bare.url, logger: silent, batchSize: 4, decodeWorkers: 1, workerMinBlocks: 0 })
        .run()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NodeCapabilityError);
      expect((error as NodeCapabilityError).method).toBe('eth_getTransactionReceipt');
      expect((error as Error).message).toMatch(/eth_getBlockReceipts.*eth_getTransactionReceipt/);
    } finally {
      await bare.close();
    }
  });
});

describe('decode pool', () => {
  it('answers batches in the order asked, relays worker logs, and rejects a batch the node lacks', async () => {
    const node = await startReplayServer({ blocks: 12, head: 9 });
    const lines: { msg: string; thread?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) });
    const pool = createDecodePool({ chain: 'eth', rpcUrl: node.url, size: 2, logger });
    try {
      const batches = await Promise.all([[0, 1, 2], [3, 4], [5], [6, 7, 8, 9]].map((h) => pool.fetchPrepared(h)));
      expect(batches.map((b) => b.map((p) => p.block.height))).toEqual([[0, 1, 2], [3, 4], [5], [6, 7, 8, 9]]);
      expect(batches[0]![1]!.block.parentHash).toBe(batches[0]![0]!.block.hash);
      const missing = await pool.fetchPrepared([10]).catch((e: unknown) => e);
      expect((missing as Error).name).toBe('BlockNotFoundError');
      node.failRequests(1); // one 503: the worker's client retries and logs it through our logger
      expect((await pool.fetchPrepared([3]))[0]!.block.height).toBe(3);
      expect(lines.some((l) => l.msg === 'rpc request failed, retrying' && l.thread === 'decode')).toBe(true);
    } finally {
      await pool.close();
      await node.close();
    }
  });
});
