/**
 * readSolBlock on real mainnet getBlock answers (shared/chaindata/solana; figures from SOURCES.md).
 */
import { describe, expect, it } from 'vitest';
import { SOL_PROGRAMS } from '@explorer/core';
import { RpcShapeError } from '../rpc-shape-error';
import { readSolBlock } from './block';
import { SOL_FILES, readSolJson } from '../../../test/support/sol-mainnet-fixtures';
import { toJsonEncoding } from '../../../test/support/sol-json-encoding';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('slot 100000000 (10 transactions: 6 votes, 2 Pyth, 2 Serum; full rewards)', () => {
  const raw = readSolJson<any>(SOL_FILES.slot100000000);

  // SOURCES.md calls all ten vote transactions; the payload has 6 Vote-program ones (2 of them failed),
  // 2 of the Pyth oracle program (FsJ3A3u2…) and 2 of Serum DEX v3 (9xQeWvG8…), one with a system transfer
  it('block fields, the leader from the Fee reward, every tx 5000 lamports whose balances drop by the fee', () => {
    const { block, transactions } = readSolBlock(100000000, raw);
    expect(block).toMatchObject({
      slot: 100000000,
      blockhash: 'GdY1gj7F8vq1nCy4dgCZK42WV19bkfQ4cp2e9evK18ry',
      parentSlot: 99999999,
      blockHeight: 89586871,
      blockTime: 1633504705,
      txCount: 10,
      voteTxCount: 6,
      failedTxCount: 2,
      leader: 'DDnAqxJVFo2GVTujibHt5cjevHMSE9bo8HJaydHoshdp',
      leaderReward: 7247500n,
      totalFees: 50000n,
      computeUnits: 0n, // 2021: the node reported no compute units yet
      solTransferred: 6977n,
    });
    expect(transactions.map((t) => t.vote)).toEqual([true, true, true, false, false, true, false, false, true, true]);
    expect(transactions.map((t) => t.success)).toEqual([true, true, true, true, true, true, true, true, false, false]);
    expect(transactions[8]!.error).toBe('{"InstructionError":[0,{"Custom":0}]}');
    for (const tx of transactions) {
      expect(tx.fee).toBe(5000n);
      expect(sum(tx.preBalances!) - sum(tx.postBalances!)).toBe(tx.fee);
      expect(tx.accountKeys[0]).toMatchObject({ signer: true, writable: true });
      expect(tx.version).toBe('legacy');
      expect(tx.computeUnits).toBeNull();
      if (tx.vote) {
        expect(tx.events).toEqual([]);
        expect(tx.instructions.map((i) => i.type)).toEqual(['vote']);
      }
    }
    // the Serum tx's system transfer (payer to itself: the balances show the fee only, consistent)
    expect(transactions[7]!.instructions.map((i) => i.type)).toEqual(['unknown', 'transfer']);
    expect(transactions[7]!.events).toEqual([
      {
        index: 0,
        type: 'sol_transfer',
        programId: SOL_PROGRAMS.system,
        instructionIndex: 1,
        innerIndex: null,
        from: '7ivguYMpnUBMboByJbKc7z31fJMg2pXYQ4nNPziWLchZ',
        to: '7ivguYMpnUBMboByJbKc7z31fJMg2pXYQ4nNPziWLchZ',
        mint: null,
        amount: 6977n,
        decimals: null,
      },
    ]);
    expect(transactions[0]!.signature).toBe('2xRnwfAMxAvv5z2eiWC1YCR6bdcPj7ebPRTKFiFZuBHvWNc8QjM33W4Ev71T8C18g3yARJcHtMzC3VWTdASDybkU');
  });

  it('gives the same model from the json encoding (flags from the message header)', () => {
    const parsed = readSolBlock(100000000, raw);
    const json = readSolBlock(100000000, { ...raw, transactions: raw.transactions.map(toJsonEncoding) });
    expect(json.block).toEqual(parsed.block);
    json.transactions.forEach((tx, i) => {
      const p = parsed.transactions[i]!;
      expect(tx.accountKeys).toEqual(p.accountKeys);
      expect({ ...tx, instructions: [], accountKeys: [] }).toEqual({ ...p, instructions: [], accountKeys: [] });
      // the parsed instructions carry no data or account list; the json ones do
      expect(tx.instructions.map((x) => [x.programId, x.type, x.innerIndex])).toEqual(p.instructions.map((x) => [x.programId, x.type, x.innerIndex]));
      expect(tx.instructions.every((x) => x.data !== '')).toBe(true);
    });
    expect(json.transactions[7]!.instructions[1]!.parsed).toEqual({
      source: '7ivguYMpnUBMboByJbKc7z31fJMg2pXYQ4nNPziWLchZ',
      destination: '7ivguYMpnUBMboByJbKc7z31fJMg2pXYQ4nNPziWLchZ',
      amount: '6977',
    });
  });

  it('without rewards the leader is unknown, never guessed', () => {
    const { block } = readSolBlock(100000000, { ...raw, rewards: undefined });
    expect(block.leader).toBeNull();
    expect(block.leaderReward).toBeNull();
  });

  it('refuses a malformed answer with an error naming the field, slot and tx', () => {
    expect(() => readSolBlock(100000000, { ...raw, parentSlot: 'x' })).toThrow(RpcShapeError);
    expect(() => readSolBlock(100000000, { ...raw, parentSlot: 'x' })).toThrow('block field "parentSlot" is not a whole number (block 100000000)');
    const bad = structuredClone(raw);
    bad.transactions[1].meta.fee = -1;
    expect(() => readSolBlock(100000000, bad)).toThrow('transaction field "fee" is not an amount of lamports (block 100000000, tx 21KCZeaBuvdwNeUqZqgzS5Pix5bTVD2hGxDmWguExuV33aA1QypbTkTAE1AHvgBZ5sBfcbj9JSJxforonQhmnWNe)');
  });
});

describe('slot 241043141 (jsonParsed, one failed transaction)', () => {
  const raw = readSolJson<any>(SOL_FILES.failedTx241043141);

  it('InstructionError [3, ProgramFailedToComplete]: fee still paid, 4 inner instructions after instruction 2, no events', () => {
    const { block, transactions } = readSolBlock(241043141, raw);
    expect(block).toMatchObject({
      blockhash: '7UVhKXDoFXfQWHRRMNaXiEXiQsabDvU7oz4TRLHFuzd8',
      parentSlot: 241043140,
      blockHeight: 221989387,
      blockTime: 1704919455,
      txCount: 1,
      voteTxCount: 0,
      failedTxCount: 1,
      leader: null,
      totalFees: 5000n,
      computeUnits: 52577n,
    });
    const tx = transactions[0]!;
    expect(tx.signature.endsWith('sFG')).toBe(true);
    expect(tx.signature.startsWith('7ynjNWxA')).toBe(true);
    expect(tx.success).toBe(false);
    expect(tx.error).toBe('{"InstructionError":[3,"ProgramFailedToComplete"]}');
    expect(tx.computeUnits).toBe(52577n);
    expect(sum(tx.preBalances!) - sum(tx.postBalances!)).toBe(5000n);
    const inner = tx.instructions.filter((i) => i.innerIndex !== null);
    expect(inner).toHaveLength(4);
    expect(inner.map((i) => [i.index, i.innerIndex, i.stackHeight, i.type])).toEqual([
      [2, 0, 2, 'getAccountDataSize'],
      [2, 1, 2, 'createAccount'],
      [2, 2, 2, 'initializeImmutableOwner'],
      [2, 3, 2, 'initializeAccount3'],
    ]);
    // each inner instruction right after the one that invoked it
    expect(tx.instructions.map((i) => `${i.index}.${i.innerIndex ?? '-'}`).slice(2, 7)).toEqual(['2.-', '2.0', '2.1', '2.2', '2.3']);
    expect(tx.events).toEqual([]); // a failed transaction moved nothing
    expect(tx.preTokenBalances[0]).toMatchObject({ accountIndex: 3, account: tx.accountKeys[3]!.pubkey, amount: 900000n, decimals: 6 });
  });
});

describe('child of slot 195545749 (jsonParsed, a version-0 transaction)', () => {
  const raw = readSolJson<any>(SOL_FILES.v0Child195545749);

  it('v0, fee 16200, CU 106028, 6 ix / 7 inner, the compute budget decoded from the raw ComputeBudget data', () => {
    const { block, transactions } = readSolBlock(195545750, raw);
    expect(block).toMatchObject({
      blockhash: 'E7ksVVZ9kFjjxrKVtuMXXhM4fVczSDiiFtMkcgFh9jcd',
      parentSlot: 195545749,
      blockHeight: 178337950,
      blockTime: 1684858018,
      leader: null, // three Rent rewards, no Fee reward
    });
    const tx = transactions[0]!;
    expect(tx.signature).toBe('4H6uGfHviqT87Au64fv9t7AQHYd75SZPa7NMsX2fZixdcwZgpPB11b4cQq65JVM4EzppLmNPt2d8cGeFY9ys1dBH');
    expect(tx.version).toBe(0);
    expect(tx.fee).toBe(16200n);
    expect(tx.computeUnits).toBe(106028n);
    expect(sum(tx.preBalances!) - sum(tx.postBalances!)).toBe(16200n);
    expect(tx.instructions.filter((i) => i.innerIndex === null)).toHaveLength(6);
    expect(tx.instructions.filter((i) => i.innerIndex !== null)).toHaveLength(7);
    expect(tx.computeUnitLimit).toBe(1_400_000);
    expect(tx.computeUnitPrice).toBe(8000n);
    expect(tx.instructions.filter((i) => i.programId === SOL_PROGRAMS.computeBudget).map((i) => [i.type, i.parsed])).toEqual([
      ['setComputeUnitPrice', { microLamports: '8000' }],
      ['setComputeUnitLimit', { units: 1400000 }],
    ]);
    // the two inner SPL transfers of the swap: from/to the token accounts' owners where the balances name them
    const spl = tx.events.filter((e) => e.type === 'spl_transfer');
    expect(spl.map((e) => [e.instructionIndex, e.innerIndex, e.amount, e.mint, e.decimals])).toEqual([
      [2, 1, 50000000n, 'Fishy64jCaa3ooqXw7BHtKvYD8BTkSyAPh6RNE3xZpcN', 6],
      [2, 2, 129112223n, 'So11111111111111111111111111111111111111112', 9],
    ]);
    expect(spl[1]).toMatchObject({ from: '13ztuDnY8HvZCkBK7XwRv5jT5fd9KS7bgdXp1mL1Gd3H' });
  });
});
