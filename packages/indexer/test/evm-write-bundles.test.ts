import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { chainKey } from '@explorer/core';
import { bytea } from '@explorer/db';
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

    const blocks = await db.selectFrom('blocks').selectAll().where('chain', '=', chainKey('eth')).orderBy('height').execute();
    expect(blocks.map((b) => [b.height, b.hash, b.tx_count])).toEqual([
      [19433902, b02.block.hash, 171],
      [19433903, b03.block.hash, 172],
    ]);
    expect(blocks[0]).toMatchObject({ miner_tip: '47338336791100482', burned: '978427092174477840', base_fee: '67445821644', gas_used: '14506860' });
    expect(blocks[1]).toMatchObject({ miner_tip: '49699235366057061', burned: '857068318514876016' });
    expect(blocks[1]!.value_sum).toBe(b03.transactions.reduce((s, x) => s + x.value, 0n).toString());

    const fees = await sql<{ h: number; fees: string }>`SELECT block_height AS h, sum(coalesce(fee, gas_used * effective_gas_price))::text AS fees FROM evm_transactions WHERE chain = ${chainKey('eth')} GROUP BY 1 ORDER BY 1`.execute(db);
    expect(fees.rows).toEqual([
      { h: 19433902, fees: '1025765428965578322' },
      { h: 19433903, fees: (906767553880539861n + 393216n).toString() },
    ]);
    const blobTx = b03.transactions.find((x) => x.type === 3)!;
    const row = await db.selectFrom('evm_transactions').selectAll().where('hash', '=', bytea(blobTx.hash)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fee: blobTx.fee.toString(), value: blobTx.value.toString(), tx_type: 3, status: blobTx.status, block_height: 19433903, chain: 1 });
    expect(row).toMatchObject({ hash: blobTx.hash, from_addr: blobTx.from, to_addr: blobTx.to, input: blobTx.input, nonce: blobTx.nonce, gas_limit: Number(blobTx.gasLimit), gas_used: Number(blobTx.gasUsed) });
    expect(row.effective_gas_price).toBe(blobTx.effectiveGasPrice.toString());

    // every transaction, log and transfer reads back as the bundle has it (bytes → '0x…' lower case)
    const txs = await db.selectFrom('evm_transactions').select(['block_height', 'tx_index', 'hash', 'from_addr', 'to_addr', 'input', 'contract_address', 'cumulative_gas_used']).orderBy('block_height').orderBy('tx_index').execute();
    expect(txs).toEqual([b02, b03].flatMap((b) => b.transactions.map((x) => ({ block_height: x.blockHeight, tx_index: x.index, hash: x.hash, from_addr: x.from, to_addr: x.to, input: x.input, contract_address: x.contractAddress, cumulative_gas_used: Number(x.cumulativeGasUsed) }))));
    const logs = await db.selectFrom('evm_logs').select(['block_height', 'log_index', 'tx_index', 'address', 'topic0', 'topic1', 'topic2', 'topic3', 'data']).orderBy('block_height').orderBy('log_index').execute();
    expect(logs).toEqual([b02, b03].flatMap((b) => b.logs.map((l) => ({ block_height: l.blockHeight, log_index: l.logIndex, tx_index: l.txIndex, address: l.address, topic0: l.topics[0] ?? null, topic1: l.topics[1] ?? null, topic2: l.topics[2] ?? null, topic3: l.topics[3] ?? null, data: l.data }))));
    const transfers = await db.selectFrom('token_transfers').select(['block_height', 'log_index', 'tx_index', 'token', 'from_addr', 'to_addr', 'amount']).orderBy('block_height').orderBy('log_index').execute();
    const txIndexOf = new Map([b02, b03].flatMap((b) => b.transactions.map((x) => [x.hash, x.index] as const)));
    expect(transfers).toEqual([b02, b03].flatMap((b) => b.tokenTransfers.map((x) => ({ block_height: x.blockHeight, log_index: x.logIndex, tx_index: txIndexOf.get(x.txHash), token: x.token, from_addr: x.from, to_addr: x.to, amount: x.amount.toString() }))));

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
