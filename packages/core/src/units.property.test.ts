/**
 * Properties of the amount formatters over generated amounts (up to uint256, negatives) and unit
 * sizes: exact round trips, rounding within half a last digit, monotonic, fixed digit count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits, toBigInt } from './units';

const amount = fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n - 1n });
const decimals = fc.integer({ min: 0, max: 30 });
const runs = { numRuns: 2000, seed: 20261124 };

describe('amount formatters (fast-check)', () => {
  it('formatting with every decimal shown and parsing back is exact', () => {
    fc.assert(
      fc.property(amount, decimals, (v, d) => parseUnits(formatUnits(v, d, d), d) === v),
      runs,
    );
  });

  it('shows exactly the asked fraction digits and nothing but digits', () => {
    fc.assert(
      fc.property(amount, decimals, fc.integer({ min: 0, max: 30 }), (v, d, f) => {
        const text = formatUnits(v, d, f);
        expect(text).toMatch(f === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${f}}$`));
        expect(text).not.toMatch(/^-0(\.0*)?$/);
      }),
      runs,
    );
  });

  it('rounds to within half of the last digit shown', () => {
    fc.assert(
      fc.property(amount, decimals, fc.integer({ min: 0, max: 30 }), (v, d, f) => {
        const shown = parseUnits(formatUnits(v, d, f), f);
        const back = f <= d ? shown * 10n ** BigInt(d - f) : shown / 10n ** BigInt(f - d);
        const unit = f <= d ? 10n ** BigInt(d - f) : 1n;
        const err = back > v ? back - v : v - back;
        return err * 2n <= unit;
      }),
      runs,
    );
  });

  it('keeps order: a larger amount never shows smaller', () => {
    fc.assert(
      fc.property(amount, amount, decimals, fc.integer({ min: 0, max: 18 }), (a, b, d, f) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return parseUnits(formatUnits(lo, d, f), f) <= parseUnits(formatUnits(hi, d, f), f);
      }),
      runs,
    );
  });

  it('reads every integer string back to the same bigint', () => {
    fc.assert(
      fc.property(amount, (v) => toBigInt(v.toString()) === v),
      runs,
    );
  });
});
