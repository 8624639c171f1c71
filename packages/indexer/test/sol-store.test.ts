/**
 * The Solana store on both engines, from bundles as the adapter makes them: a vote transaction is
 * kept compact (no detail, no events), a transfer keeps its detail and events, the block row carries
 * the leader's reward and the burned rest of the fees, the hourly figures add up, and a rollback
 * above a slot takes the rows, counters and hourly sums back exactly.
 */
import { chainKey, sketchFromHex, estimateDistinct, SOL_PROGRAMS, unkeyedSolDetail, unpackSolDetail, type SolBlockBundle, type SolTransaction } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSolBlock, rollbackSolTo, writeSolBlocks } from '../src/store/sol';
import { solDetailOf, solHex, solKey, solKeysOf, solSignature } from './support/sol-keys';

const T0 = 1_700_000_000 - (1_700_000_000 % 3600) + 3590; // 10 s before an hour boundary
const key = (n: number) => solKey(n);

function tx(index: number, vote: boolean, from: string, to: string, lamports: bigint): SolTransaction {
  const fee = 5000n;
  return {
    index, signature: solSignature(index + 1), signatures: [solSignature(index + 1)], vote, fee, computeUnits: 150n, version: vote ? 'legacy' : 0,
    recentBlockhash: solKey(1000), success: true, error: null,
    accountKeys: [{ pubkey: from, signer: true, writable: true, source: 'transaction' }, { pubkey: to, signer: false, writable: true, source: 'transaction' }],
    preBalances: [1_000_000n, 0n], postBalances: [1_000_000n - fee - lamports, lamports], preTokenBalances: [], postTokenBalances: [],
    instructions: [{ index: 0, innerIndex: null, stackHeight: 1, programId: vote ? SOL_PROGRAMS.vote : SOL_PROGRAMS.system, type: vote ? 'vote' : 'transfer', data: '3Bxs4h24hBtQy9rw', accounts: [from, to], parsed: vote ? null : { lamports: lamports.toString() } }],
    logs: ['Program 11111111111111111111111111111111 invoke [1]'], computeUnitLimit: null, computeUnitPrice: null,
    events: vote ? [] : [{ index: 0, type: 'sol_transfer', programId: SOL_PROGRAMS.system, instructionIndex: 0, innerIndex: null, from, to, mint: null, amount: lamports, decimals: null }],
  };
}

function bundle(slot: number, parentSlot: number, time: number, txs: SolTransaction[]): SolBlockBundle {
  const fees = txs.reduce((n, t) => n + t.fee, 0n);
  return {
    block: {
      slot, blockHeight: slot - 10, blockhash: solKey(2000, slot), previousBlockhash: solKey(2000, parentSlot), parentSlot, blockTime: time,
      txCount: txs.length, voteTxCount: txs.filter((t) => t.vote).length, failedTxCount: 0, leader: key(9), leaderReward: fees / 2n, totalFees: fees,
      computeUnits: 150n * BigInt(txs.length), solTransferred: txs.reduce((n, t) => n + t.events.reduce((m, e) => m + e.amount, 0n), 0n),
    },
    transactions: txs,
  };
}

describe.each(TEST_ENGINES)('Solana store on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => void (t = await openTestDatabase(engine)));
  afterAll(async () => t?.drop());

  it('writes compact votes, detailed transfers, block figures and hourly sums; a rollback takes exactly them back', async () => {
    const { db } = t.database;
    const blocks = [
      bundle(100, 99, T0, [tx(0, true, key(1), key(2), 0n), tx(1, false, key(3), key(4), 7n)]),
      // slot 101 skipped: 102's parent is 100
      bundle(102, 100, T0 + 5, [tx(0, true, key(1), key(2), 0n)]),
      bundle(103, 102, T0 + 12, [tx(0, false, key(5), key(6), 11n), tx(1, true, key(1), key(2), 0n)]), // the next hour
    ];
    await writeSolBlocks(db, 'sol', blocks.map((b) => prepareSolBlock('sol', b)));

    const block100 = await db.selectFrom('blocks').selectAll().where('chain', '=', chainKey('sol')).where('height', '=', 100).executeTakeFirstOrThrow();
    expect([block100.miner, block100.miner_tip, block100.burned, block100.gas_used, block100.value_sum, block100.tx_count, block100.tx_total]).toEqual([key(9), '5000', '5000', '300', '7', 2, 2]);
    expect(block100.extra).toMatchObject({ parent_slot: 99, vote_tx_count: 1, total_fees: '10000', leader_reward: '5000' });

    const rows = await db.selectFrom('sol_transactions').selectAll().where('chain', '=', chainKey('sol')).orderBy('block_height').orderBy('tx_index').execute();
    // a vote without detail; a transfer's keyed detail compressed in detail_z (migration 028), detail left NULL
    expect(rows.map((r) => [r.block_height, r.tx_index, r.vote, r.detail === null, r.detail_z === null])).toEqual([
      [100, 0, true, true, true], [100, 1, false, true, false], [102, 0, true, true, true], [103, 0, false, true, false], [103, 1, true, true, true],
    ]);
    const transfer = rows[1]!;
    // stored forms: bytes, the version's code, the System program's alias in the summary
    expect([transfer.signature, transfer.signer, transfer.recent_blockhash, transfer.signer_count, transfer.signer_change, transfer.fee, transfer.version, transfer.summary]).toEqual([
      solHex(solSignature(2)), solHex(key(3)), solHex(solKey(1000)), 1, '-5007', '5000', 0, '~0:transfer',
    ]);
    // the keyed detail: no key text in the JSON; the keys after the signer as bytes (key(4), then the System program)
    const keyed = solDetailOf(transfer.detail_z)!;
    expect(transfer.detail_z!.slice(0, 4)).toBe('0x01'); // the dictionary's version
    expect(keyed).not.toContain(key(4));
    expect(solKeysOf(transfer.keys)).toEqual([key(4), SOL_PROGRAMS.system]);
    expect(rows[0]!.keys).toBeNull();
    const detail = unpackSolDetail(unkeyedSolDetail(JSON.parse(keyed), [key(3), ...solKeysOf(transfer.keys)], solSignature(2)));
    expect(detail.signatures).toEqual([solSignature(2)]);
    expect(detail).toMatchObject({ preBalances: ['1000000', '0'], postBalances: ['994993', '7'] });
    // packed and unpacked again: the keys, their flags and the instruction's accounts as the adapter gave them
    expect(detail.accountKeys).toEqual(blocks[0]!.transactions[1]!.accountKeys);
    expect(detail.instructions).toEqual(blocks[0]!.transactions[1]!.instructions);
    const events = await db.selectFrom('sol_events').selectAll().orderBy('block_height').execute();
    expect(events.map((e) => [e.block_height, e.from_address, e.to_address, e.amount])).toEqual([[100, solHex(key(3)), solHex(key(4)), '7'], [103, solHex(key(5)), solHex(key(6)), '11']]);

    const hours = await db.selectFrom('chain_hourly_stats').selectAll().where('chain', '=', 'sol').orderBy('hour').execute();
    expect(hours.map((h) => [Number(h.hour) % 3600, h.blocks, Number(h.txs), Number(h.vote_txs), h.fees])).toEqual([[0, 2, 3, 2, '15000'], [0, 1, 2, 1, '10000']]);
    // first hour: fee payers key(1), key(3) and the transfer's key(4)
    expect(estimateDistinct(sketchFromHex(hours[0]!.address_sketch))).toBe(3);
    expect(await db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', 'sol').executeTakeFirst()).toEqual({ total_blocks: 3, total_txs: 5 });

    const removed = await rollbackSolTo(db, 'sol', 100);
    expect(removed).toEqual({ removedBlocks: 2, removedTransactions: 3 });
    expect(await db.selectFrom('chain_counters').select(['total_blocks', 'total_txs']).where('chain', '=', 'sol').executeTakeFirst()).toEqual({ total_blocks: 1, total_txs: 2 });
    const after = await db.selectFrom('chain_hourly_stats').selectAll().where('chain', '=', 'sol').execute();
    expect(after.map((h) => [h.blocks, Number(h.txs), Number(h.vote_txs), h.fees])).toEqual([[1, 2, 1, '10000']]);
    expect(await db.selectFrom('sol_events').select('block_height').execute()).toEqual([{ block_height: 100 }]);
    expect(await db.selectFrom('sync_checkpoints').select(['height', 'hash']).where('chain', '=', 'sol').executeTakeFirst()).toEqual({ height: 100, hash: blocks[0]!.block.blockhash });
  });
});
