/**
 * Bitcoin through the sync engine into both engines: recorded mainnet block 200000 from a
 * Core-shaped node lands as the node has it (fees, reward, every input and output), a later block's
 * inputs name the outputs it spends, and rolling that block back unspends them and leaves no row behind.
 */
import { CHAINS, chainKey, createLogger, estimateDistinct, type BtcBlockBundle } from '@explorer/core';
import { bytesOfHex } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, readCheckpoint } from '../src';
import { prepareBtcBlock, rollbackBtcTo, writeBtcBlocks } from '../src/store/btc';
import { block200000WithPrevouts, type RecordedTx } from './support/btc-mainnet-fixtures';
import { startBtcCoreNode, type BtcCoreNode } from './support/btc-core-node';

const BTC = chainKey('btc');

const HASH_200000 = '000000000000034a7dedef4a161fa058a2d67a173a90155f3a2fe6fc132e0ebf';
const recorded = block200000WithPrevouts();
const sat = (btc: number) => BigInt(Math.round(btc * 1e8));

/** Block 200001 as a test makes it: a coinbase and one payment spending two outputs of block 200000. */
function nextBlock(): BtcBlockBundle {
  const [a, b] = [recorded.tx[1]!, recorded.tx[2]!];
  const spent = [
    { txid: a.txid, vout: 0, value: sat(a.vout[0]!.value) },
    { txid: b.txid, vout: 0, value: sat(b.vout[0]!.value) },
  ];
  const valueIn = spent[0]!.value + spent[1]!.value;
  const fee = 10_000n;
  const tx = (index: number, coinbase: boolean) => ({ txid: `${index}`.repeat(64), wtxid: `${index}`.repeat(64), index, coinbase, size: 200, vsize: 200, weight: 800 });
  return {
    block: {
      height: 200001, hash: 'b'.repeat(64), parentHash: HASH_200000, timestamp: 1348311000, version: 2, bits: '1a05db8b', nonce: 1, merkleRoot: 'c'.repeat(64),
      difficulty: '2864140.507810974', size: 400, strippedSize: 400, weight: 1600, txCount: 2, fees: fee, subsidy: 5_000_000_000n, reward: 5_000_000_000n + fee,
      coinbaseValue: 5_000_000_000n + fee, valueOut: 5_000_000_000n + fee + valueIn - fee, miner: null,
    },
    transactions: [
      { ...tx(1, true), valueIn: null, valueOut: 5_000_010_000n, fee: 0n, inputs: [{ vin: 0, prevTxid: null, prevVout: null, value: null, address: null, scriptType: null }], outputs: [{ vout: 0, value: 5_000_010_000n, address: '1BitcoinEaterAddressDontSendf59kuE', scriptType: 'p2pkh' }] },
      {
        ...tx(2, false), valueIn, valueOut: valueIn - fee, fee,
        inputs: spent.map((s, vin) => ({ vin, prevTxid: s.txid, prevVout: s.vout, value: s.value, address: null, scriptType: 'p2pkh' as const })),
        outputs: [{ vout: 0, value: valueIn - fee, address: '1BitcoinEaterAddressDontSendf59kuE', scriptType: 'p2pkh' }],
      },
    ],
  };
}

describe.each(TEST_ENGINES)('Bitcoin store on %s', (engine) => {
  let t: TestDatabase;
  let node: BtcCoreNode;
  beforeAll(async () => {
    [t, node] = await Promise.all([openTestDatabase(engine), startBtcCoreNode()]);
  });
  afterAll(async () => Promise.all([t?.drop(), node?.close()]));

  it('indexes block 200000 from the node: the block, every transaction, input and output, fees and reward', async () => {
    await createIndexer({ database: t.database, chain: CHAINS.btc, rpcUrl: node.url, logger: createLogger('test', 'warn'), startHeight: 200000, stopAtHeight: 200000 }).run();
    const { db } = t.database;
    const block = await db.selectFrom('blocks').selectAll().where('chain', '=', BTC).executeTakeFirstOrThrow();
    expect([block.height, block.hash.slice(2), block.tx_count, block.miner_tip, block.burned]).toEqual([200000, HASH_200000, 388, '63517500', '0']);
    expect(block.extra).toMatchObject({ subsidy: '5000000000', reward: '5063517500', coinbase_value: '5063517500', bits: '1a05db8b', merkle_root: recorded.merkleroot });
    // the block's distinct-address sketch: its own 1,024-byte column, not in extra; it estimates the
    // block's distinct output addresses within the sketch's error
    expect(block.extra).not.toHaveProperty('address_sketch');
    const sketch = bytesOfHex(block.address_sketch!);
    expect(sketch.length).toBe(1024);
    // the recorded block is in an older Core's form: an output script's address is `addresses[0]`
    type Script = { address?: string; addresses?: string[] } | undefined;
    const address = (script: Script) => script?.address ?? script?.addresses?.[0];
    const prevout = (i: RecordedTx['vin'][number]) => address((i.prevout as { scriptPubKey?: Script } | undefined)?.scriptPubKey);
    const addresses = new Set(recorded.tx.flatMap((tx) => [...tx.vout.map((o) => address(o.scriptPubKey)), ...tx.vin.map(prevout)]).filter((a): a is string => !!a));
    expect(addresses.size).toBeGreaterThan(500);
    expect(Math.abs(estimateDistinct(sketch) - addresses.size) / addresses.size).toBeLessThan(0.1);
    const outputsTotal = recorded.tx.reduce((n, tx) => n + tx.vout.reduce((m, o) => m + sat(o.value), 0n), 0n);
    expect(block.value_sum).toBe(outputsTotal.toString());

    const fees = await sql<{ n: string; fees: string }>`SELECT count(*)::text AS n, sum(fee)::text AS fees FROM btc_transactions WHERE chain = ${BTC}`.execute(db);
    expect(fees.rows[0]).toEqual({ n: '388', fees: '63517500' });
    const counts = await sql<{ outs: string; ins: string; unknown: string }>`
      SELECT (SELECT count(*) FROM btc_outputs WHERE chain = ${BTC})::text AS outs, (SELECT count(*) FROM btc_inputs WHERE chain = ${BTC})::text AS ins,
             (SELECT count(*) FROM btc_inputs WHERE chain = ${BTC} AND value IS NULL AND prev_txid IS NOT NULL)::text AS unknown`.execute(db);
    expect(counts.rows[0]).toEqual({
      outs: String(recorded.tx.reduce((n, tx) => n + tx.vout.length, 0)),
      ins: String(recorded.tx.reduce((n, tx) => n + tx.vin.length, 0)),
      unknown: '0',
    });
    // every transaction: inputs − outputs = the fee stored
    const mismatch = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM btc_transactions t
      WHERE t.chain = ${BTC} AND t.tx_index > 0 AND (SELECT sum(i.value) FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.tx_index = t.tx_index) - t.value <> t.fee`.execute(db);
    expect(mismatch.rows[0]!.n).toBe('0');
    // an address is stored as its output script: the address index holds the same bytes
    const paid = await sql<{ n: string }>`SELECT count(*)::text AS n FROM btc_outputs o JOIN address_summary s ON s.chain = o.chain AND s.address = o.script JOIN address_activity a ON a.address_id = s.id AND a.block_height = o.block_height AND a.tx_index = o.tx_index WHERE o.chain = ${BTC}`.execute(db);
    expect(Number(paid.rows[0]!.n)).toBeGreaterThan(0);
    expect(await readCheckpoint(db, 'btc')).toMatchObject({ height: 200000, hash: HASH_200000 });
  });

  it('a block spending earlier outputs marks them with the spender; rolling it back unspends them and leaves no orphan rows', async () => {
    const { db } = t.database;
    const next = nextBlock();
    await db.transaction().execute((trx) => writeBtcBlocks(trx, 'btc', [prepareBtcBlock('btc', next)]));
    const spender = next.transactions[1]!.txid;
    // the outputs of block 200000 with their spender: the input naming their outpoint
    const spentRows = () =>
      db
        .selectFrom('btc_outputs as o')
        .innerJoin('btc_transactions as t', (j) => j.onRef('t.chain', '=', 'o.chain').onRef('t.block_height', '=', 'o.block_height').onRef('t.tx_index', '=', 'o.tx_index'))
        .innerJoin('btc_inputs as i', (j) => j.onRef('i.chain', '=', 'o.chain').onRef('i.prev_txid', '=', 't.txid').onRef('i.prev_vout', '=', 'o.vout'))
        .innerJoin('btc_transactions as s', (j) => j.onRef('s.chain', '=', 'i.chain').onRef('s.block_height', '=', 'i.block_height').onRef('s.tx_index', '=', 'i.tx_index'))
        .select([sql<string>`encode(t.txid, 'hex')`.as('txid'), 'o.vout', sql<string>`encode(s.txid, 'hex')`.as('spent_txid'), 'i.vin as spent_vin', 'i.block_height as spent_height'])
        .where('o.chain', '=', BTC)
        .where('o.block_height', '=', 200000)
        .orderBy('t.txid')
        .execute();
    const withinBlock = (await spentRows()).filter((r) => r.spent_height === 200000).length;
    expect((await spentRows()).filter((r) => r.spent_height === 200001)).toEqual(
      [
        { txid: recorded.tx[1]!.txid, vout: 0, spent_txid: spender, spent_vin: 0, spent_height: 200001 },
        { txid: recorded.tx[2]!.txid, vout: 0, spent_txid: spender, spent_vin: 1, spent_height: 200001 },
      ].sort((a, b) => a.txid.localeCompare(b.txid)),
    );

    await db.transaction().execute((trx) => rollbackBtcTo(trx, 'btc', 200000));
    expect((await spentRows()).filter((r) => r.spent_height === 200001)).toEqual([]);
    expect((await spentRows()).length).toBe(withinBlock);
    for (const table of ['blocks', 'btc_transactions', 'btc_outputs', 'btc_inputs'] as const) {
      const above = await db.selectFrom(table).select(sql<string>`count(*)::text`.as('n')).where('chain', '=', BTC).where(table === 'blocks' ? 'height' : 'block_height', '>', 200000).executeTakeFirstOrThrow();
      expect(above.n, table).toBe('0');
    }
    const counters = await db.selectFrom('chain_counters').selectAll().where('chain', '=', 'btc').executeTakeFirstOrThrow();
    expect([counters.total_blocks, counters.total_txs]).toEqual([1, 388]);
    expect(await readCheckpoint(db, 'btc')).toMatchObject({ height: 200000, hash: HASH_200000 });
  });
});
