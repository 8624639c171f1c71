/**
 * readSolTransaction on real mainnet getTransaction answers (jsonParsed, and the same rewritten
 * in the json encoding), and readSolMeta on a meta-only capture (figures from SOURCES.md).
 */
import { describe, expect, it } from 'vitest';
import { SOL_PROGRAMS } from '@explorer/core';
import { SOL_FILES, readSolJson } from '../../../test/support/sol-mainnet-fixtures';
import { readSolMeta } from './meta';
import { toJsonEncoding } from '../../../test/support/sol-json-encoding';
import { readSolTransaction } from './transaction';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('a single SOL transfer (legacy)', () => {
  const raw = readSolJson<any>(SOL_FILES.singleSol);

  it.each([
    ['jsonParsed', raw],
    ['json', toJsonEncoding(raw)],
  ])('%s: slot, time, fee, CU, Σpre − Σpost = fee, and one sol_transfer event the balances confirm', (_, answer) => {
    const { slot, blockTime, transaction: tx } = readSolTransaction(answer);
    expect(slot).toBe(399683256);
    expect(blockTime).toBe(1770867996);
    expect(tx).toMatchObject({ index: 775, fee: 5000n, computeUnits: 150n, version: 'legacy', success: true, error: null, vote: false });
    expect(sum(tx.preBalances!) - sum(tx.postBalances!)).toBe(5000n);
    expect(tx.accountKeys.map((k) => [k.signer, k.writable])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect(tx.instructions).toHaveLength(1);
    expect(tx.instructions[0]).toMatchObject({ programId: SOL_PROGRAMS.system, type: 'transfer' });
    expect(tx.events).toEqual([
      {
        index: 0,
        type: 'sol_transfer',
        programId: SOL_PROGRAMS.system,
        instructionIndex: 0,
        innerIndex: null,
        from: '4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy',
        to: '3eF3iBQqi2DmDLS7o9y8gG7necF5VBbwYy5gqF7sh899',
        mint: null,
        amount: 24922118n,
        decimals: null,
      },
    ]);
  });
});

describe('a USDC transferChecked with a durable nonce and a compute budget', () => {
  const raw = readSolJson<any>(SOL_FILES.singleUsdc);

  it.each([
    ['jsonParsed', raw],
    ['json', toJsonEncoding(raw)],
  ])('%s: priority fee, CU, compute unit limit and price, and the 3.8 USDC event between the owners', (_, answer) => {
    const { slot, transaction: tx } = readSolTransaction(answer);
    expect(slot).toBe(419685246);
    expect(tx.fee).toBe(48370n);
    expect(tx.computeUnits).toBe(555n);
    expect(sum(tx.preBalances!) - sum(tx.postBalances!)).toBe(48370n);
    expect(tx.computeUnitLimit).toBe(2558);
    expect(tx.computeUnitPrice).toBe(15_000_000n);
    expect(tx.signatures).toHaveLength(2);
    expect(tx.accountKeys[1]).toMatchObject({ signer: true, writable: false }); // the nonce authority
    expect(tx.instructions.map((i) => i.type)).toEqual(['advanceNonce', 'transferChecked', 'setComputeUnitLimit', 'setComputeUnitPrice']);
    expect(tx.postTokenBalances.map((b) => [b.account, b.owner, b.amount])).toEqual([
      ['2e3Eb9tkT8252WhFR26Xz6SKoiatJScuMW1BHgGqPvvc', '3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg', 101899968394n],
      ['Efc6bp3wVC2iQpewxRmKdZM8vzt9DCFFhL7EiHYNGunv', 'B2v68t8MXb9zUms1VQKuCcvjrjKDK6fLd8ZngqmBGy1M', 15000000n],
    ]);
    // SOURCES.md mentions a SOL transfer here: the system instruction is advanceNonce, and the
    // payer's lamports drop by the fee alone — so there is no sol_transfer event
    expect(tx.events).toEqual([
      {
        index: 0,
        type: 'spl_transfer',
        programId: SOL_PROGRAMS.token,
        instructionIndex: 1,
        innerIndex: null,
        from: '3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg',
        to: 'B2v68t8MXb9zUms1VQKuCcvjrjKDK6fLd8ZngqmBGy1M',
        mint: USDC,
        amount: 3_800_000n,
        decimals: 6,
      },
    ]);
    // the token balances agree: −3.8 for the sender, +3.8 for the recipient
    const delta = (i: number) => tx.postTokenBalances[i]!.amount - tx.preTokenBalances[i]!.amount;
    expect([delta(0), delta(1)]).toEqual([-3_800_000n, 3_800_000n]);
  });

  it('json and jsonParsed give the same events, keys, balances and compute budget', () => {
    const a = readSolTransaction(raw).transaction;
    const b = readSolTransaction(toJsonEncoding(raw)).transaction;
    expect(b.events).toEqual(a.events);
    expect(b.accountKeys).toEqual(a.accountKeys);
    expect([b.preBalances, b.postBalances, b.preTokenBalances, b.postTokenBalances]).toEqual([a.preBalances, a.postBalances, a.preTokenBalances, a.postTokenBalances]);
    expect([b.computeUnitLimit, b.computeUnitPrice]).toEqual([a.computeUnitLimit, a.computeUnitPrice]);
  });
});

describe('a meta without its transaction (v0, lookup tables, a CPI swap)', () => {
  const meta = readSolJson<any>(SOL_FILES.metaOnlyCpi);

  it('fee, CU, Σpre − Σpost = fee, 5 inner instructions at stack heights 2–3, 7 writable / 3 readonly loaded addresses', () => {
    const m = readSolMeta(meta);
    expect(m.fee).toBe(80000n);
    expect(m.computeUnits).toBe(123511n);
    expect(m.success).toBe(true);
    expect(sum(m.preBalances) - sum(m.postBalances)).toBe(80000n);
    expect(m.innerInstructions.map((i) => [i.index, i.innerIndex, i.stackHeight])).toEqual([
      [3, 0, 2],
      [3, 1, 3],
      [3, 2, 3],
      [3, 3, 3],
      [3, 4, 2],
    ]);
    expect(m.loadedAddresses!.writable).toHaveLength(7);
    expect(m.loadedAddresses!.readonly).toEqual(['11111111111111111111111111111111', SOL_PROGRAMS.token, 'D1ZN9Wj1fRSUQfCjhvnu1hqDMT7hzjzBBpi12nVniYD6']);
    expect(m.preTokenBalances.map((b) => b.accountIndex)).toEqual([1, 2, 4, 14, 15]);
    expect(m.logs!.length).toBeGreaterThan(0);
  });
});
