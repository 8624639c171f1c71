import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { readCheckpoint } from '../src/store/checkpoints';
import { rollbackEvmTo } from '../src/store/evm/rollback';
import { countRows, mainnetBundle, readCounters } from './support/evm-store-fixtures';
import { writeEvmBundles } from '../src/store/evm/write-bundles';

const b18 = mainnetBundle(18000000);
const b02 = mainnetBundle(19433902);
const b03 = mainnetBundle(19433903);
const transfers = (...bs: (typeof b02)[]) => bs.reduce((n, b) => n + b.tokenTransfers.length, 0);

describe.each(TEST_ENGINES)('rollbackEvmTo on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
    await writeEvmBundles(t.database.db, 'eth', [b18], { nodeHead: 19433990, notify: 'none' });
    await writeEvmBundles(t.database.db, 'eth', [b02, b03], { notify: 'none' });
  });
  afterEach(async () => t?.drop());

  it('removes exactly the rows above the height and corrects counters and checkpoint', async () => {
    const db = t.database.db;
    expect(await countRows(db, 'eth')).toEqual({ blocks: 3, txs: 437, logs: 864, transfers: transfers(b18, b02, b03) });

    expect(await db.transaction().execute((trx) => rollbackEvmTo(trx, 'eth', 19433902))).toEqual({ removedBlocks: 1, removedTransactions: 172 });
    expect(await countRows(db, 'eth')).toEqual({ blocks: 2, txs: 265, logs: 599, transfers: transfers(b18, b02) });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 2, txs: 265 });
    expect(await readCheckpoint(db, 'eth')).toEqual({ height: 19433902, hash: b02.block.hash, nodeHead: 19433990 });

    // no block stored at 18500000: the checkpoint falls back to the highest stored one below it
    expect(await rollbackEvmTo(db, 'eth', 18500000)).toEqual({ removedBlocks: 1, removedTransactions: 171 });
    expect(await countRows(db, 'eth')).toEqual({ blocks: 1, txs: 94, logs: 291, transfers: transfers(b18) });
    expect(await readCheckpoint(db, 'eth')).toEqual({ height: 18000000, hash: b18.block.hash, nodeHead: 19433990 });

    expect(await rollbackEvmTo(db, 'eth', 18500000)).toEqual({ removedBlocks: 0, removedTransactions: 0 });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 1, txs: 94 });
  });

  it('deletes the checkpoint and indexer contracts when nothing at or below the height is left', async () => {
    const db = t.database.db;
    expect(await db.selectFrom('contracts').select('source').where('chain', '=', 'eth').execute()).toEqual([{ source: 'indexer' }]);
    expect(await rollbackEvmTo(db, 'eth', 17999999)).toEqual({ removedBlocks: 3, removedTransactions: 437 });
    expect(await countRows(db, 'eth')).toEqual({ blocks: 0, txs: 0, logs: 0, transfers: 0 });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 0, txs: 0 });
    expect(await readCheckpoint(db, 'eth')).toBeNull();
    expect(await db.selectFrom('contracts').select('id').where('chain', '=', 'eth').execute()).toEqual([]);
  });

  it('keeps user contracts, clearing only creation facts inside the removed range', async () => {
    const db = t.database.db;
    const created = b18.contracts[0]!;
    await writeEvmBundles(db, 'bsc', [b02], { notify: 'none' });
    await db.insertInto('contracts').values({ chain: 'bsc', address: created.address, name: 'Mine', source: 'user' }).execute();
    await writeEvmBundles(db, 'bsc', [b18], { notify: 'none' }); // fills the user row's creation facts (block 18000000)
    await db.insertInto('contracts').values({ chain: 'bsc', address: '0x00000000000000000000000000000000000000aa', name: 'Typed', creator: '0xabc', creation_block: 20000000, source: 'user' }).execute();

    expect(await rollbackEvmTo(db, 'bsc', 17000000)).toEqual({ removedBlocks: 2, removedTransactions: 265 });
    const rows = await db.selectFrom('contracts').select(['name', 'source', 'creator', 'creation_tx', 'creation_block']).where('chain', '=', 'bsc').orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'Mine', source: 'user', creator: null, creation_tx: null, creation_block: null },
      { name: 'Typed', source: 'user', creator: '0xabc', creation_tx: null, creation_block: 20000000 },
    ]);
    // the other chain is untouched
    expect(await countRows(db, 'eth')).toEqual({ blocks: 3, txs: 437, logs: 864, transfers: transfers(b18, b02, b03) });
  });
});
