/**
 * Mint discovery through the sync engine into both engines, from the local LiteSVM chain
 * (packages/devnet), which creates real SPL Token mints (InitializeMint2, decimals 6 and 9) and
 * mints to them: every mint in the chain's state is a `contracts` row with chain 'sol' whose
 * decimals, authorities and supply are exactly the mint account's, created by a transaction that
 * initializes it. A rollback puts the mints back as they were at the fork (newer ones gone unless
 * a user edited them) and indexing again ends on the chain's state. Also: mainnet token balances
 * (shared/chaindata/solana) through prepare and write give their mints with the right decimals.
 */
import { base58 } from '@scure/base';
import { CHAINS, createLogger, SOL_PROGRAMS } from '@explorer/core';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '@explorer/db/testing';
import { startSolDevnet, type SolDevnet } from '@explorer/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexer, readSolBlock, readSolTransaction } from '../src';
import { SOL_FILES, readSolJson } from './support/sol-mainnet-fixtures';
import { solKey } from './support/sol-keys';
import { prepareSolBlock, rollbackSolTo, writeSolBlocks } from '../src/store/sol';

const logger = createLogger('test', 'warn');

/** the chain's mints as their accounts hold them (the SPL Token Mint layout, 82 bytes) */
function chainMints(devnet: SolDevnet) {
  return devnet.chain.svm
    .getProgramAccounts(SOL_PROGRAMS.token as never)
    .filter((a) => a.data.length === 82)
    .map((a) => {
      const address: string = a.address;
      const d = Uint8Array.from(a.data);
      const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
      const option = (at: number) => (v.getUint32(at, true) === 1 ? base58.encode(d.subarray(at + 4, at + 36)) : null);
      return { address, decimals: d[44]!, mint_authority: option(0), freeze_authority: option(46), total_supply: v.getBigUint64(36, true).toString() };
    })
    .sort((a, b) => a.address.localeCompare(b.address));
}

async function storedMints(t: TestDatabase) {
  return t.database.db
    .selectFrom('contracts')
    .select(['address', 'decimals', 'mint_authority', 'freeze_authority', 'total_supply', 'program_id', 'contract_type', 'source', 'creation_block', 'creation_tx', 'token_first_seen', 'name'])
    .where('chain', '=', 'sol')
    .orderBy('address')
    .execute();
}

const facts = (rows: Awaited<ReturnType<typeof storedMints>>) =>
  rows.map((r) => ({ address: r.address, decimals: r.decimals, mint_authority: r.mint_authority, freeze_authority: r.freeze_authority, total_supply: r.total_supply }));

describe.each(TEST_ENGINES)('Solana mint discovery on %s', (engine) => {
  let t: TestDatabase;
  let devnet: SolDevnet;
  let atFork: Awaited<ReturnType<typeof storedMints>>;
  let fork: number;
  const index = (stopAtHeight: number) => createIndexer({ database: t.database, chain: CHAINS.sol, rpcUrl: devnet.url, logger, batchSize: 5, decodeWorkers: 0, stopAtHeight }).run();

  beforeAll(async () => {
    // a fixed clock and seed: the same chain every run (3 mints by slot 8, 6 by the end)
    let now = 1_760_000_000;
    [t, devnet] = await Promise.all([openTestDatabase(engine), startSolDevnet({ blockTime: 0, seed: 'mint-test', skipRate: 0.1, initialSlots: 2, clock: () => now++ })]);
    await devnet.produce(6);
    fork = devnet.slot();
    await index(fork);
    atFork = await storedMints(t);
    expect(facts(atFork)).toEqual(chainMints(devnet));
    await devnet.produce(38);
  }, 120_000);
  afterAll(async () => Promise.all([t?.drop(), devnet?.stop()]));

  it('records every mint of the chain with its decimals, authorities and exact supply, created by a transaction that initializes it', async () => {
    await index(devnet.slot());
    const chain = chainMints(devnet);
    expect(chain.length).toBeGreaterThan(atFork.length);
    expect(chain.some((m) => BigInt(m.total_supply) > 0n)).toBe(true);
    const rows = await storedMints(t);
    expect(facts(rows)).toEqual(chain);
    for (const r of rows) {
      expect(r).toMatchObject({ program_id: SOL_PROGRAMS.token, contract_type: 'SPL', source: 'indexer', token_first_seen: r.creation_block });
      const answer = await fetch(devnet.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [r.creation_tx, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }] }),
      });
      const { slot, transaction } = readSolTransaction(((await answer.json()) as { result: unknown }).result);
      expect(slot).toBe(r.creation_block);
      expect(transaction.instructions.some((ix) => ix.type === 'initializeMint2' && ix.accounts[0] === r.address)).toBe(true);
    }
  });

  it('a rollback to the fork puts every mint back as it was there; newer mints go unless a user edited them; indexing again ends on the chain', async () => {
    const { db } = t.database;
    const newer = (await storedMints(t)).filter((r) => r.creation_block! > fork);
    const kept = newer[0]!.address;
    await db.updateTable('contracts').set({ source: 'user', name: 'Kept by a user' }).where('chain', '=', 'sol').where('address', '=', kept).execute();

    await rollbackSolTo(db, 'sol', fork);
    const after = await storedMints(t);
    expect(after.filter((r) => r.address !== kept)).toEqual(atFork);
    expect(after.find((r) => r.address === kept)).toMatchObject({ source: 'user', name: 'Kept by a user', creation_block: null, creation_tx: null, total_supply: null, mint_authority: null, token_first_seen: null });
    expect(await db.selectFrom('sol_mint_changes').select('block_height').where('chain', '=', 'sol').where('block_height', '>', fork).execute()).toEqual([]);

    await index(devnet.slot());
    const again = await storedMints(t);
    expect(facts(again)).toEqual(chainMints(devnet));
    expect(again.find((r) => r.address === kept)).toMatchObject({ source: 'user', name: 'Kept by a user', contract_type: 'SPL' });
    expect(again.find((r) => r.address === kept)!.creation_block).toBeGreaterThan(fork);
  });
});

describe.each(TEST_ENGINES)('mainnet token balances into mints on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => void (t = await openTestDatabase(engine)));
  afterAll(async () => t?.drop());

  it('records the mints the balances name with their decimals and program; the indexer never overwrites a user’s name, and a rollback keeps that row', async () => {
    const { db } = t.database;
    const usdc = readSolTransaction(readSolJson(SOL_FILES.singleUsdc));
    const blocks = [
      readSolBlock(100000000, readSolJson(SOL_FILES.slot100000000)),
      readSolBlock(241043141, readSolJson(SOL_FILES.failedTx241043141)),
      { block: { ...readSolBlock(241043141, readSolJson(SOL_FILES.failedTx241043141)).block, slot: usdc.slot, blockhash: solKey(241043142), parentSlot: 241043141, txCount: 1, voteTxCount: 0, failedTxCount: 0 }, transactions: [usdc.transaction] },
    ];
    await db.insertInto('contracts').values({ chain: 'sol', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 9, source: 'user', contract_type: 'MEME' }).execute();
    await writeSolBlocks(db, 'sol', blocks.map((b) => prepareSolBlock('sol', b)));
    const rows = await db.selectFrom('contracts').select(['address', 'decimals', 'program_id', 'contract_type', 'source', 'name', 'token_first_seen', 'total_supply']).where('chain', '=', 'sol').orderBy('address').execute();
    expect(rows).toEqual([
      { address: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', decimals: 6, program_id: SOL_PROGRAMS.token, contract_type: 'SPL', source: 'indexer', name: null, token_first_seen: 241043141, total_supply: null },
      // the chain's decimals (6) replace the user's guess (9); the user's name and type stay
      { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6, program_id: SOL_PROGRAMS.token, contract_type: 'MEME', source: 'user', name: 'USD Coin', token_first_seen: usdc.slot, total_supply: null },
      { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6, program_id: null, contract_type: 'SPL', source: 'indexer', name: null, token_first_seen: 100000000, total_supply: null },
      { address: 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt', decimals: 6, program_id: null, contract_type: 'SPL', source: 'indexer', name: null, token_first_seen: 100000000, total_supply: null },
      { address: 'So11111111111111111111111111111111111111112', decimals: 9, program_id: SOL_PROGRAMS.token, contract_type: 'SPL', source: 'indexer', name: null, token_first_seen: 241043141, total_supply: null },
      { address: 'z3dn17yLaGMKffVogeFHQ9zWVcXgqgf3PQnDsNs2g6M', decimals: 6, program_id: null, contract_type: 'SPL', source: 'indexer', name: null, token_first_seen: 100000000, total_supply: null },
    ]);
    // the slot above 241043141 is replaced: the mints first seen there go; the user's row stays
    await rollbackSolTo(db, 'sol', 241043141);
    const left = await db.selectFrom('contracts').select(['address', 'source', 'token_first_seen']).where('chain', '=', 'sol').orderBy('address').execute();
    expect(left.map((r) => r.address)).toEqual(rows.map((r) => r.address));
    expect(left.find((r) => r.source === 'user')).toMatchObject({ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', token_first_seen: null });
    await rollbackSolTo(db, 'sol', 99_999_999);
    const none = await db.selectFrom('contracts').select(['address']).where('chain', '=', 'sol').execute();
    expect(none).toEqual([{ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' }]);
  });
});
