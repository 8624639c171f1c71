import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { readCheckpoint, storedBlockHash, updateNodeHead } from '../src/store/checkpoints';
import { countRows, mainnetBundle, readCounters } from './support/evm-store-fixtures';
import { writeEvmBundles } from '../src/store/evm/write-bundles';

const b02 = mainnetBundle(19433902);
const b03 = mainnetBundle(19433903);
const b18 = mainnetBundle(18000000);

describe.each(TEST_ENGINES)('writeEvmBundles on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => t?.drop());

  it('writes a batch and reads back exact wei strings, counters and checkpoint', async () => {
    const db = t.database.db;
    await db.transaction().execute((trx) => writeEvmBundles(trx, 'eth', [b02, b03], { nodeHead: 19433910, notify: 'none' }));

    const blocks = await db.selectFrom('blocks').selectAll().where('chain', '=', 'eth').orderBy('height').execute();
    expect(blocks.map((b) => [b.height, b.hash, b.tx_count])).toEqual([
      [19433902, b02.block.hash, 171],
      [19433903, b03.block.hash, 172],
    ]);
    expect(blocks[0]).toMatchObject({ miner_tip: '47338336791100482', burned: '978427092174477840', base_fee: '67445821644', gas_used: '14506860' });
    expect(blocks[1]).toMatchObject({ miner_tip: '49699235366057061', burned: '857068318514876016' });
    expect(blocks[1]!.value_sum).toBe(b03.transactions.reduce((s, x) => s + x.value, 0n).toString());

    const fees = await sql<{ h: number; fees: string }>`SELECT block_height AS h, sum(fee)::text AS fees FROM transactions WHERE chain = 'eth' GROUP BY 1 ORDER BY 1`.execute(db);
    expect(fees.rows).toEqual([
      { h: 19433902, fees: '1025765428965578322' },
      { h: 19433903, fees: (906767553880539861n + 393216n).toString() },
    ]);
    const blobTx = b03.transactions.find((x) => x.type === 3)!;
    const row = await db.selectFrom('transactions').selectAll().where('chain', '=', 'eth').where('hash', '=', blobTx.hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fee: blobTx.fee.toString(), value: blobTx.value.toString(), tx_type: 3, status: blobTx.status, block_height: 19433903 });
    expect(row.effective_gas_price).toBe(blobTx.effectiveGasPrice.toString());

    expect(await countRows(db, 'eth')).toEqual({ blocks: 2, txs: 343, logs: 573, transfers: b02.tokenTransfers.length + b03.tokenTransfers.length });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 2, txs: 343 });
    expect(await readCheckpoint(db, 'eth')).toEqual({ height: 19433903, hash: b03.block.hash, nodeHead: 19433910 });
    expect(await storedBlockHash(db, 'eth', 19433902)).toBe(b02.block.hash);
    expect(await storedBlockHash(db, 'eth', 19433904)).toBeNull();
  });

  it('adds to existing counters and keeps the node head when a batch gives none', async () => {
    const db = t.database.db;
    await writeEvmBundles(db, 'eth', [b02], { nodeHead: 19433950, notify: 'none' });
    await writeEvmBundles(db, 'eth', [b03], { notify: 'none' });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 2, txs: 343 });
    expect(await readCheckpoint(db, 'eth')).toEqual({ height: 19433903, hash: b03.block.hash, nodeHead: 19433950 });
    expect(await updateNodeHead(db, 'eth', 19433999)).toBe(true);
    expect((await readCheckpoint(db, 'eth'))!.nodeHead).toBe(19433999);
    expect(await updateNodeHead(db, 'bsc', 5)).toBe(false);
    expect(await readCheckpoint(db, 'bsc')).toBeNull();
  });

  it('a failing batch (duplicate height) leaves nothing behind', async () => {
    const db = t.database.db;
    await writeEvmBundles(db, 'eth', [b02], { notify: 'none' });
    await expect(db.transaction().execute((trx) => writeEvmBundles(trx, 'eth', [b03, b02], { nodeHead: 1, notify: 'none' }))).rejects.toThrow();
    expect(await countRows(db, 'eth')).toEqual({ blocks: 1, txs: 171, logs: 308, transfers: b02.tokenTransfers.length });
    expect(await readCounters(db, 'eth')).toEqual({ blocks: 1, txs: 171 });
    expect(await readCheckpoint(db, 'eth')).toEqual({ height: 19433902, hash: b02.block.hash, nodeHead: null });
  });

  it('inserts indexer contracts and only fills empty creation facts of a user row', async () => {
    const db = t.database.db;
    const created = b18.contracts[0]!;
    await db.insertInto('contracts').values({ chain: 'bsc', address: created.address, name: 'Mine', creator: '0xuser', source: 'user' }).execute();
    await writeEvmBundles(db, 'bsc', [b18], { notify: 'none' });
    await writeEvmBundles(db, 'eth', [b18], { notify: 'none' });
    const rows = await db.selectFrom('contracts').select(['chain', 'name', 'source', 'creator', 'creation_tx', 'creation_block']).where('address', '=', created.address).orderBy('chain').execute();
    expect(rows).toEqual([
      { chain: 'bsc', name: 'Mine', source: 'user', creator: '0xuser', creation_tx: created.creationTx, creation_block: 18000000 },
      { chain: 'eth', name: null, source: 'indexer', creator: created.creator, creation_tx: created.creationTx, creation_block: 18000000 },
    ]);
  });
});
