import { describe, expect, it } from 'vitest';
import { functionSelector, receiptStatus, txStatus, txTypeLabel } from './tx-labels';

describe('transaction labels', () => {
  it('maps transaction status 0/1/2 and anything else', () => {
    expect([0, 1, 2, 3, -1].map((s) => txStatus(s).label)).toEqual([
      'blockDetail.status.pending',
      'blockDetail.status.success',
      'blockDetail.status.failed',
      'blockDetail.status.unknown',
      'blockDetail.status.unknown',
    ]);
  });

  it('maps receipt status 0 to failed and 1 to success', () => {
    expect(receiptStatus(0).label).toBe('blockDetail.status.failed');
    expect(receiptStatus(1).label).toBe('blockDetail.status.success');
    expect(receiptStatus(null).label).toBe('blockDetail.status.unknown');
  });

  it('names the transaction types', () => {
    expect([0, 1, 2, 3].map(txTypeLabel)).toEqual(['Legacy', 'EIP-2930', 'EIP-1559', 'EIP-4844']);
    expect(txTypeLabel(126)).toBe('Type 126');
    expect(txTypeLabel(null)).toBe('-');
  });

  it('takes the first 10 characters of the input as the selector', () => {
    expect(functionSelector('0xa9059cbb000000000000')).toBe('0xa9059cbb');
    expect(functionSelector('0x')).toBeNull();
    expect(functionSelector(null)).toBeNull();
  });
});
