/**
 * The parse inputs at ingest come from the batch's encoded rows (store/evm/parse-inputs.ts): on
 * replayed mainnet blocks written to both engines, they are exactly what readParseInputs reads back
 * from the tables for the same contracts (the busiest ones, a contract only called, one never seen).
 */
import { createLogger } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvmBundle, createEvmRpc, createRpcClient, prepareBlock, writePreparedBlocks, type PreparedBlock } from '../src';
import { readParseInputs } from '../src/store/evm/parsed';
import { parseInputsOfBlocks } from '../src/store/evm/parse-inputs';
import { startReplayServer, type ReplayServer } from './support/replay-server';

const logger = createLogger('test', 'warn');

describe.each(TEST_ENGINES)('parse inputs from the encoded rows on %s', (engine) => {
  let node: ReplayServer;
  let t: TestDatabase;
  let blocks: PreparedBlock[];
  beforeAll(async () => {
    node = await startReplayServer({ blocks: 6 });
    t = await openTestDatabase(engine);
    const rpc = createEvmRpc(createRpcClient({ url: node.url, logger }), logger);
    blocks = (await rpc.fetchBlocks([0, 1, 2, 3, 4, 5])).map((r) => prepareBlock('eth', buildEvmBundle(r.block, r.receipts)));
    await writePreparedBlocks(t.database.db, 'eth', blocks);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.drop(), node?.close()]);
  });

  it('gives the transactions and logs readParseInputs reads back', async () => {
    const logCounts = new Map<string, number>();
    for (const b of blocks) for (const a of b.touched) logCounts.set(a, (logCounts.get(a) ?? 0) + 1);
    const busiest = [...logCounts].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([a]) => a);
    for (const contracts of [busiest, busiest.slice(0, 1), busiest.slice(7, 9), ['0x00000000000000000000000000000000000000ff']]) {
      const fromRows = parseInputsOfBlocks([...blocks].reverse(), new Set(contracts));
      const stored = await readParseInputs(t.database.db, 'eth', 0, 5, contracts);
      expect(fromRows.txs).toEqual(stored.txs);
      expect(fromRows.logs).toEqual(stored.logs);
    }
    expect(parseInputsOfBlocks(blocks, new Set(busiest)).txs.length).toBeGreaterThan(100);
  });
});
