import { describe, expect, it } from 'vitest';
import { EMPTY, formatCoin, formatMinutes, formatSmallCoin } from './format';

describe('Bitcoin figures', () => {
  it('BTC from satoshi strings with bigint math, all 8 decimals', () => {
    expect(formatCoin('5000000000', 'BTC', 8, 8)).toBe('50.00000000 BTC');
    expect(formatCoin('1', 'BTC', 8, 8)).toBe('0.00000001 BTC');
    // beyond 2^53 satoshi: exact
    expect(formatCoin('2100000000000000123', 'BTC', 8, 8)).toBe('21,000,000,000.00000123 BTC');
    expect(formatSmallCoin('1500', 'BTC', 8, 8)).toBe('0.00001500 BTC');
    expect(formatCoin(null, 'BTC', 8, 8)).toBe(EMPTY);
  });

  it('minutes with one decimal', () => {
    expect(formatMinutes(9.83)).toBe('9.8');
    expect(formatMinutes(10)).toBe('10.0');
    expect(formatMinutes(null)).toBe(EMPTY);
  });
});
