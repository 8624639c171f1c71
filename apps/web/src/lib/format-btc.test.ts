import { describe, expect, it } from 'vitest';
import { EMPTY, formatCoin, formatDecimalText, formatHashrate, formatMinutes, formatSmallCoin } from './format';

describe('Bitcoin figures', () => {
  it('BTC from satoshi strings with bigint math, all 8 decimals', () => {
    expect(formatCoin('5000000000', 'BTC', 8, 8)).toBe('50.00000000 BTC');
    expect(formatCoin('1', 'BTC', 8, 8)).toBe('0.00000001 BTC');
    // beyond 2^53 satoshi: exact
    expect(formatCoin('2100000000000000123', 'BTC', 8, 8)).toBe('21,000,000,000.00000123 BTC');
    expect(formatSmallCoin('1500', 'BTC', 8, 8)).toBe('0.00001500 BTC');
    expect(formatCoin(null, 'BTC', 8, 8)).toBe(EMPTY);
  });

  it('difficulty text grouped, two decimals cut without float rounding', () => {
    expect(formatDecimalText('79351228131136.77')).toBe('79,351,228,131,136.77');
    expect(formatDecimalText('123456789012345678901234.999')).toBe('123,456,789,012,345,678,901,234.99');
    expect(formatDecimalText('1')).toBe('1');
    expect(formatDecimalText('4.50')).toBe('4.5');
    expect(formatDecimalText('4.656542373906925e-10')).toBe(EMPTY);
    expect(formatDecimalText(null)).toBe(EMPTY);
  });

  it('hashrate at base 1000 with two decimals, bigint', () => {
    expect(formatHashrate('999')).toBe('999 H/s');
    expect(formatHashrate('1234567')).toBe('1.23 MH/s');
    expect(formatHashrate('612345678901234567890')).toBe('612.35 EH/s');
    expect(formatHashrate('999995')).toBe('1.00 MH/s');
    expect(formatHashrate('12.9')).toBe('12 H/s');
    expect(formatHashrate(null)).toBe(EMPTY);
    expect(formatHashrate('abc')).toBe(EMPTY);
  });

  it('minutes with one decimal', () => {
    expect(formatMinutes(9.83)).toBe('9.8');
    expect(formatMinutes(10)).toBe('10.0');
    expect(formatMinutes(null)).toBe(EMPTY);
  });
});
