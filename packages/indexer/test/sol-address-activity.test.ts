/**
 * The Solana store's part of the address index: a transfer's signer (spent lamports) sends, its
 * receiver receives, a token owner whose balance rose receives; vote transactions stay out; a
 * rollback takes the slot's rows and summaries back.
 */
import { chainKey, SOL_PROGRAMS, type SolBlockBundle, type SolTransaction } from '@explorer/core';
import { bytea } from '@explorer/db';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSolBlock } from '../src/store/sol/prepare';
import { rollbackSolTo } from '../src/store/sol/rollback';
import { writeSolBlocks } from '../src/store/sol/write';
import { solHex, solKey, solSignature } from './support/sol-keys';

// real base58 keys of fixed bytes (the index keeps the 32-byte keys)
const [A, B, OWNER, MINT, VOTER, VALIDATOR, TOKEN_ACCOUNT, RECENT] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => solKey(n)) as [string, string, string, string, string, string, string, string];
const SOL = chainKey('sol');

function tx(index: number, vote: boolean, from: string, to: string, lamports: bigint): SolTransaction {
  const fee = 5000n;
  return {
    index, signature: solSignature(index, vote ? 1 : 0), signatures: [solSignature(index, vote ? 1 : 0)], vote, fee, computeUnits: 150n, version: 0,
    recentBlockhash: RECENT, success: true, error: null,
    accountKeys: [{ pubkey: from, signer: true, writable: true, source: 'transaction' }, { pubkey: to, signer: false, writable: true, source: 'transaction' }, { pubkey: TOKEN_ACCOUNT, signer: false, writable: true, source: 'transaction' }],
    preBalances: [1_000_000n, 0n, 2_039_280n], postBalances: [1_000_000n - fee - lamports, lamports, 2_039_280n],
    preTokenBalances: vote ? [] : [{ accountIndex: 2, account: TOKEN_ACCOUNT, mint: MINT, owner: OWNER, programId: SOL_PROGRAMS.token, amount: 5n, decimals: 6 }],
    postTokenBalances: vote ? [] : [{ accountIndex: 2, account: TOKEN_ACCOUNT, mint: MINT, owner: OWNER, programId: SOL_PROGRAMS.token, amount: 9n, decimals: 6 }],
    instructions: [], logs: [], computeUnitLimit: null, computeUnitPrice: null,
    events: vote ? [] : [{ index: 0, type: 'sol_transfer', programId: SOL_PROGRAMS.system, instructionIndex: 0, innerIndex: null, from, to, mint: null, amount: lamports, decimals: null }],
  };
}

function bundle(slot: number, txs: SolTransaction[]): SolBlockBundle {
  const fees = txs.reduce((n, t) => n + t.fee, 0n);
  return {
    block: {
      slot, blockHeight: slot, blockhash: solKey(100, slot), previousBlockhash: solKey(100, slot - 1), parentSlot: slot - 1, blockTime: 1_700_000_000 + slot,
      txCount: txs.length, voteTxCount: txs.filter((t) => t.vote).length, failedTxCount: 0, leader: VALIDATOR, leaderReward: fees / 2n, totalFees: fees,
      computeUnits: 150n * BigInt(txs.length), solTransferred: 0n,
    },
    transactions: txs,
  };
}

describe.each(TEST_ENGINES)('the Solana address index on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => void (t = await openTestDatabase(engine)));
  afterAll(async () => t?.drop());

  it('indexes signers, balance changes and token owners of non-vote transactions; a rollback takes them back', async () => {
    const { db } = t.database;
    await writeSolBlocks(db, 'sol', [prepareSolBlock('sol', bundle(10, [tx(0, true, VOTER, VALIDATOR, 0n), tx(1, false, A, B, 7n)])), prepareSolBlock('sol', bundle(11, [tx(0, false, B, A, 3n)]))], { notify: 'none' });
    const rows = async () =>
      (
        await sql<{ address: string; block_height: string; tx_index: number; flags: number }>`
          SELECT s.address, a.block_height::text, a.tx_index, a.flags FROM address_activity a JOIN address_summary s ON s.id = a.address_id
          WHERE a.chain = ${SOL} ORDER BY a.block_height, a.tx_index, s.address`.execute(db)
      ).rows;
    expect(await rows()).toEqual(
      [
        { address: solHex(A), block_height: '10', tx_index: 1, flags: 1 },
        { address: solHex(B), block_height: '10', tx_index: 1, flags: 2 },
        { address: solHex(OWNER), block_height: '10', tx_index: 1, flags: 2 },
        { address: solHex(B), block_height: '11', tx_index: 0, flags: 1 },
        { address: solHex(A), block_height: '11', tx_index: 0, flags: 2 },
        { address: solHex(OWNER), block_height: '11', tx_index: 0, flags: 2 },
      ].sort((x, y) => Number(x.block_height) - Number(y.block_height) || x.tx_index - y.tx_index || (x.address < y.address ? -1 : 1)),
    );
    const summary = async (a: string) => (await sql<{ tx_count: string; first_seen_height: string; last_seen_height: string }>`SELECT tx_count::text, first_seen_height::text, last_seen_height::text FROM address_summary WHERE chain = ${SOL} AND address = ${bytea(solHex(a))}`.execute(db)).rows[0];
    expect(await summary(A)).toEqual({ tx_count: '2', first_seen_height: '10', last_seen_height: '11' });
    expect(await summary(VOTER)).toBeUndefined();

    await rollbackSolTo(db, 'sol', 10);
    expect((await rows()).map((r) => r.block_height)).toEqual(['10', '10', '10']);
    expect(await summary(A)).toEqual({ tx_count: '1', first_seen_height: '10', last_seen_height: '10' });
  });
});
