import { describe, expect, it } from 'vitest';
import { formatGwei, formatUnits, parseUnits, toBigInt } from './units';

describe('formatUnits (bigint, no floats)', () => {
  it('formats wei to ETH with a fixed number of decimals, rounding half up', () => {
    expect(formatUnits('1234567890123456789', 18, 6)).toBe('1.234568');
    expect(formatUnits('1234564999999999999', 18, 6)).toBe('1.234565');
    expect(formatUnits('1234564499999999999', 18, 6)).toBe('1.234564');
    expect(formatUnits('0', 18, 6)).toBe('0.000000');
    expect(formatUnits(5n, 18, 6)).toBe('0.000000');
  });

  it('keeps every digit of amounts beyond 2^53 and of the largest uint256', () => {
    const max = (2n ** 256n - 1n).toString();
    expect(formatUnits(max, 18, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
    expect(formatUnits('9007199254740993', 0, 0)).toBe('9007199254740993');
  });

  it('formats gas prices in Gwei with 2 decimals and satoshi in BTC', () => {
    expect(formatGwei('6683406481')).toBe('6.68');
    expect(formatGwei('20000000000')).toBe('20.00');
    expect(formatUnits('123456789', 8, 8)).toBe('1.23456789');
  });

  it('handles negatives and more decimals than the unit has', () => {
    expect(formatUnits(-1500000000000000000n, 18, 2)).toBe('-1.50');
    expect(formatUnits('15', 1, 3)).toBe('1.500');
  });

  it('round-trips through parseUnits and rejects what is not a decimal integer', () => {
    expect(parseUnits('1.5', 18)).toBe(1500000000000000000n);
    expect(parseUnits('0.000000001', 9)).toBe(1n);
    expect(() => parseUnits('1.0000000001', 9)).toThrow(RangeError);
    expect(() => toBigInt('1e18')).toThrow(RangeError);
    expect(() => toBigInt(0.1)).toThrow(RangeError);
  });
});
