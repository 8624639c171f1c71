import { describe, expect, it } from 'vitest';
import { btcToSat, plainDecimal } from './amounts';

describe('Bitcoin Core amounts and numbers', () => {
  it('BTC numbers become exact satoshi; anything else is refused', () => {
    expect(btcToSat(50.635175)).toBe(5_063_517_500n);
    expect(btcToSat(0.00000001)).toBe(1n);
    expect(btcToSat(20999999.9769)).toBe(2_099_999_997_690_000n);
    expect([btcToSat(-1), btcToSat('1'), btcToSat(NaN), btcToSat(21_000_001)]).toEqual([null, null, null, null]);
  });

  it('numbers printed with an exponent (a regtest difficulty) become plain decimal text with the same digits', () => {
    expect(plainDecimal(4.656542373906925e-10)).toBe('0.0000000004656542373906925');
    expect(plainDecimal(70343519904866.8)).toBe('70343519904866.8');
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(1.5e22)).toBe('15000000000000000000000');
    expect(plainDecimal(1)).toBe('1');
  });
});
