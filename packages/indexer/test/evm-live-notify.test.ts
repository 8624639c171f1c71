import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, type LiveMessage } from '@explorer/core';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { batchLiveMessages } from '../src/store/live-messages';
import { mainnetBundle } from './support/evm-store-fixtures';
import { writeEvmBundles } from '../src/store/evm/write-bundles';

const b02 = mainnetBundle(19433902);
const b03 = mainnetBundle(19433903);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(got: string[], n: number) {
  for (let i = 0; i < 100 && got.length < n; i++) await sleep(20);
}

describe('batchLiveMessages', () => {
  const totals = { totalBlocks: 7, totalTransactions: 900 };
  it("'all' announces every block, 'last' the highest, both end with the totals", () => {
    const all = batchLiveMessages('bsc', [b02, b03], totals, 'all', 5);
    expect(all).toEqual([
      { type: 'event', category: 'block', chain: 'bsc', data: { action: 'new', height: 19433902, hash: b02.block.hash }, timestamp: 5 },
      { type: 'event', category: 'block', chain: 'bsc', data: { action: 'new', height: 19433903, hash: b03.block.hash }, timestamp: 5 },
      { type: 'event', category: 'stats', chain: 'bsc', data: totals, timestamp: 5 },
    ]);
    expect(batchLiveMessages('bsc', [b03, b02], totals, 'last', 5).map((m) => m.data.height)).toEqual([19433903, undefined]);
    expect(batchLiveMessages('bsc', [b02], totals, 'none', 5)).toEqual([]);
    for (const m of all) expect(Buffer.byteLength(JSON.stringify(m))).toBeLessThan(1000);
  });
});

describe.each(TEST_ENGINES)('live NOTIFY on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => t?.drop());

  it('is heard only after the batch commits', async () => {
    const got: string[] = [];
    const stop = await t.database.listen(LIVE_CHANNEL, (p) => got.push(p));
    await t.database.db.transaction().execute(async (trx) => {
      await writeEvmBundles(trx, 'eth', [b02, b03]);
      await sleep(150);
      expect(got).toEqual([]);
    });
    await waitFor(got, 3);
    const messages = got.map((p) => JSON.parse(p) as LiveMessage);
    expect(messages.map((m) => [m.category, m.chain, m.data])).toEqual([
      ['block', 'eth', { action: 'new', height: 19433902, hash: b02.block.hash }],
      ['block', 'eth', { action: 'new', height: 19433903, hash: b03.block.hash }],
      ['stats', 'eth', { totalBlocks: 2, totalTransactions: 343 }],
    ]);
    await stop();
  });

  it("a rolled-back batch is never announced; 'last' sends one block event", async () => {
    const got: string[] = [];
    const stop = await t.database.listen(LIVE_CHANNEL, (p) => got.push(p));
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await writeEvmBundles(trx, 'bsc', [b02]);
        throw new Error('abort after write');
      }),
    ).rejects.toThrow('abort after write');
    await writeEvmBundles(t.database.db, 'bsc', [b02, b03], { notify: 'last' });
    await waitFor(got, 2);
    await sleep(100);
    expect(got.map((p) => JSON.parse(p) as LiveMessage).map((m) => m.data)).toEqual([
      { action: 'new', height: 19433903, hash: b03.block.hash },
      { totalBlocks: 2, totalTransactions: 343 },
    ]);
    await stop();
  });
});
