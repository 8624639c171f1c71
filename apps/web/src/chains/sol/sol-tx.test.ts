import { describe, expect, it } from 'vitest';
import { balanceRows, eventAmountText, firstSignerChange, instructionPosition, instructionSummaryView, lamportsAmount, lamportsText, parsedInstructions, signerChangeText, signersView, solStatus } from './sol-tx';

describe('sol transaction display rules (spec part 2 §2.4)', () => {
  it('status: 1 success, 2 failed, 0 pending, else unknown', () => {
    expect(solStatus(1)).toEqual({ tone: 'success', label: 'blockDetail.status.success' });
    expect(solStatus(2)).toEqual({ tone: 'danger', label: 'blockDetail.status.failed' });
    expect(solStatus(0)).toEqual({ tone: 'warning', label: 'blockDetail.status.pending' });
    expect(solStatus(3).label).toBe('blockDetail.status.unknown');
    expect(solStatus(-1).label).toBe('blockDetail.status.unknown');
  });

  it('lamports in SOL with bigint math, exact', () => {
    expect(lamportsText('5000')).toBe('0.000005 SOL');
    expect(lamportsText('1500000000')).toBe('1.5 SOL');
    expect(lamportsText('1')).toBe('0.000000001 SOL');
    expect(lamportsText('123456789012345678901')).toBe('123,456,789,012.345678901 SOL');
    expect(lamportsText('-2000005000', 'SOL', true)).toBe('-2.000005 SOL');
    expect(lamportsText('1000000000', 'SOL', true)).toBe('+1 SOL');
    expect(lamportsText('0', 'SOL', true)).toBe('0 SOL');
    expect(lamportsText(null)).toBe('-');
    expect(lamportsAmount('5085')).toBe('0.000005085');
    expect(lamportsAmount('-434005030', true)).toBe('-0.43400503');
    expect(lamportsAmount('7', true)).toBe('+0.000000007');
  });

  it('the first signer change is N/A when the balance arrays are missing or differ in length', () => {
    expect(firstSignerChange(['1000', '5'], ['400', '605'])).toBe('-600');
    expect(firstSignerChange(null, ['1'])).toBeNull();
    expect(firstSignerChange(['1'], null)).toBeNull();
    expect(firstSignerChange(['1', '2'], ['1'])).toBeNull();
    expect(firstSignerChange([], [])).toBeNull();
    expect(signerChangeText(null)).toBe('N/A');
    expect(signerChangeText('-5000')).toBe('-0.000005 SOL');
    expect(signerChangeText('2500000000')).toBe('+2.5 SOL');
    expect(signerChangeText('-5000', null)).toBe('-0.000005');
    expect(signerChangeText(null, null)).toBe('N/A');
  });

  it('signers: the first two plus the count', () => {
    const a = 'AAAA1111111111111111111111111111111111AAAA';
    const b = 'BBBB2222222222222222222222222222222222BBBB';
    expect(signersView([a, b], 3)).toEqual({ shown: ['AAAA...AAAA', 'BBBB...BBBB'], more: 1, count: 3 });
    expect(signersView([a], 1)).toEqual({ shown: ['AAAA...AAAA'], more: 0, count: 1 });
    expect(signersView([a, b, 'C'.repeat(44)], 3).shown).toHaveLength(2);
  });

  it('instruction summary: the first three, and the count when there are more', () => {
    expect(instructionSummaryView(['system: transfer'], 1)).toEqual({ shown: ['system: transfer'], total: null });
    expect(instructionSummaryView(['a', 'b', 'c', 'd'], 5)).toEqual({ shown: ['a', 'b', 'c'], total: 5 });
    expect(instructionSummaryView(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], total: null });
  });

  it('balance rows per account, null without comparable arrays', () => {
    const keys = [{ pubkey: 'P0', signer: true, writable: true, source: 'transaction' as const }, { pubkey: 'P1', signer: false, writable: true, source: 'transaction' as const }];
    expect(balanceRows({ account_keys: keys, pre_balances: ['10', '0'], post_balances: ['4', '6'] })).toEqual([
      { index: 0, pubkey: 'P0', pre: '10', post: '4', change: '-6' },
      { index: 1, pubkey: 'P1', pre: '0', post: '6', change: '6' },
    ]);
    expect(balanceRows({ account_keys: keys, pre_balances: null, post_balances: ['1'] })).toBeNull();
    expect(balanceRows({ account_keys: keys, pre_balances: ['1'], post_balances: ['1', '2'] })).toBeNull();
  });

  it('event amounts: SOL for SOL transfers, token units by decimals', () => {
    expect(eventAmountText({ event_type: 'sol_transfer', amount: '250000000', decimals: null })).toBe('0.25 SOL');
    expect(eventAmountText({ event_type: 'spl_transfer', amount: '1234500', decimals: 6 })).toBe('1.2345');
    expect(eventAmountText({ event_type: 'spl_transfer', amount: '7', decimals: null })).toBe('7');
  });

  it('parsed instructions and positions', () => {
    expect(parsedInstructions([{ parsed: null }, { parsed: {} }, { parsed: { amount: '1' } }])).toEqual([{ parsed: { amount: '1' } }]);
    expect(instructionPosition({ instruction_index: 2, inner_index: null, is_inner: false })).toBe('2');
    expect(instructionPosition({ instruction_index: 2, inner_index: 0, is_inner: true })).toBe('2.0');
  });
});
