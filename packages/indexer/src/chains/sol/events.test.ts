/**
 * The balance rule for SOL transfer events (events.ts): an event the balances contradict is
 * dropped and nothing is put in its place; a failed transaction has no events at all.
 */
import { describe, expect, it } from 'vitest';
import { SOL_PROGRAMS } from '@explorer/core';
import { consistentSolTransfers, type TransferAt } from './events';
import { SOL_FILES, readSolJson } from '../../../test/support/sol-mainnet-fixtures';
import { toJsonEncoding } from '../../../test/support/sol-json-encoding';
import { readSolTransaction } from './transaction';

const sol = (from: string, to: string, amount: bigint): TransferAt => ({
  fact: { kind: 'sol', from, to, amount, mint: null, decimals: null },
  programId: SOL_PROGRAMS.system,
  instructionIndex: 0,
  innerIndex: null,
});

describe('SOL transfer events against the balances', () => {
  const view = (pre: bigint[], post: bigint[], other: string[] = []) => ({
    addresses: ['payer', 'alice', 'bob'],
    preBalances: pre,
    postBalances: post,
    fee: 5000n,
    otherAccounts: new Set(other),
  });

  it('keeps transfers the balances confirm exactly, drops the ones they contradict', () => {
    const ok = sol('payer', 'alice', 100n);
    expect(consistentSolTransfers([ok], view([10_000n, 0n, 0n], [4_900n, 100n, 0n]))).toEqual([ok]);
    // alice got nothing: the event is not what happened
    expect(consistentSolTransfers([ok], view([10_000n, 0n, 0n], [5_000n, 0n, 0n]))).toEqual([]);
    // an amount other than what moved
    expect(consistentSolTransfers([sol('payer', 'alice', 99n)], view([10_000n, 0n, 0n], [4_900n, 100n, 0n]))).toEqual([]);
    // an end that is not an account of the transaction
    expect(consistentSolTransfers([sol('payer', 'mallory', 100n)], view([10_000n, 0n, 0n], [4_900n, 100n, 0n]))).toEqual([]);
    // two events: each end's net change must match the sum
    const a = sol('payer', 'alice', 100n);
    const b = sol('alice', 'bob', 40n);
    expect(consistentSolTransfers([a, b], view([10_000n, 0n, 0n], [4_900n, 60n, 40n]))).toEqual([a, b]);
  });

  it('cannot check an end another instruction lists (its lamports may move otherwise), and keeps the event', () => {
    const t = sol('payer', 'alice', 100n);
    expect(consistentSolTransfers([t], view([10_000n, 0n, 0n], [4_900n, 0n, 0n], ['alice']))).toEqual([t]);
  });

  it('a contradicted transfer in a real transaction leaves no event and no lamports moved in the block totals', () => {
    const raw = readSolJson<any>(SOL_FILES.singleSol);
    const tampered = structuredClone(raw);
    tampered.meta.postBalances[1] = tampered.meta.preBalances[1]; // the recipient got nothing
    for (const answer of [tampered, toJsonEncoding(tampered)]) {
      const { transaction } = readSolTransaction(answer);
      expect(transaction.instructions[0]!.type).toBe('transfer'); // the instruction stays
      expect(transaction.events).toEqual([]);
    }
  });

  it('a failed transaction moved nothing: no events even when its instructions are transfers', () => {
    const raw = readSolJson<any>(SOL_FILES.singleSol);
    const failed = structuredClone(raw);
    failed.meta.err = { InstructionError: [0, { Custom: 1 }] };
    failed.meta.postBalances = [...failed.meta.preBalances];
    failed.meta.postBalances[0] -= 5000;
    const { transaction } = readSolTransaction(failed);
    expect(transaction.success).toBe(false);
    expect(transaction.error).toBe('{"InstructionError":[0,{"Custom":1}]}');
    expect(transaction.events).toEqual([]);
  });
});
