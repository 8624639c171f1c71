import { describe, expect, it } from 'vitest';
import { formatDifficulty, formatHashrate, NO_FIGURE } from './magnitude-format';

describe('formatDifficulty', () => {
  it('a mainnet difficulty: grouped with two decimals cut, or abbreviated with T, G or M', () => {
    expect(formatDifficulty('79351228131136.77')).toBe('79,351,228,131,136.77');
    expect(formatDifficulty('123456789012345678901234.999')).toBe('123,456,789,012,345,678,901,234.99');
    expect(formatDifficulty('4.50')).toBe('4.5');
    expect(formatDifficulty('1')).toBe('1');
    expect(formatDifficulty('79351228131136.77', { abbreviate: true })).toBe('79.35 T');
    expect(formatDifficulty('2500000000', { abbreviate: true })).toBe('2.50 G');
    expect(formatDifficulty('123456789012345678901234', { abbreviate: true })).toBe('123,456,789,012.34 T');
    expect(formatDifficulty('1999999', { abbreviate: true })).toBe('1.99 M');
    expect(formatDifficulty('1234.567', { abbreviate: true })).toBe('1,234.56');
  });

  it('regtest’s difficulty in scientific form with 3 significant digits, never a rounded 0', () => {
    for (const abbreviate of [false, true]) {
      expect(formatDifficulty('0.0000000004656542373906925', { abbreviate })).toBe('4.66 × 10⁻¹⁰');
      expect(formatDifficulty('0.00000000046565423739069247', { abbreviate })).toBe('4.66 × 10⁻¹⁰');
    }
    expect(formatDifficulty('0.000000000465')).toBe('4.65 × 10⁻¹⁰');
    expect(formatDifficulty('0.0000000005')).toBe('5 × 10⁻¹⁰');
    expect(formatDifficulty('0.00099996')).toBe('0.001');
    expect(formatDifficulty('0.0009994')).toBe('9.99 × 10⁻⁴');
    expect(formatDifficulty('0.000012345')).toBe('1.23 × 10⁻⁵');
  });

  it('between 0.001 and 1: a plain decimal with 3 significant digits', () => {
    expect(formatDifficulty('0.5')).toBe('0.5');
    expect(formatDifficulty('0.0123456')).toBe('0.0123');
    expect(formatDifficulty('0.001')).toBe('0.001');
    expect(formatDifficulty('0.99951')).toBe('1');
  });

  it('0 only when it is 0; anything but a plain decimal is missing', () => {
    expect(formatDifficulty('0')).toBe('0');
    expect(formatDifficulty('0.000')).toBe('0');
    for (const bad of [null, undefined, '', '4.6e-10', '-1', 'abc', '1.']) expect(formatDifficulty(bad)).toBe(NO_FIGURE);
  });
});

describe('formatHashrate', () => {
  it('a mainnet hashrate at base 1000 with two decimals, rounded half up (bigint)', () => {
    expect(formatHashrate('1234567')).toBe('1.23 MH/s');
    expect(formatHashrate('612345678901234567890')).toBe('612.35 EH/s');
    expect(formatHashrate('999995')).toBe('1.00 MH/s');
    expect(formatHashrate('1000')).toBe('1.00 KH/s');
  });

  it('below 1 KH/s with up to two decimals', () => {
    expect(formatHashrate('999')).toBe('999 H/s');
    expect(formatHashrate('12.9')).toBe('12.9 H/s');
    expect(formatHashrate('2.0000123')).toBe('2 H/s');
    expect(formatHashrate('1.999')).toBe('1.99 H/s');
  });

  it('a regtest hashrate (a fraction of a hash a second) in mH/s, scientific below 0.001 H/s; 0 only when 0', () => {
    expect(formatHashrate('0.2')).toBe('200 mH/s');
    expect(formatHashrate('0.199999999534338712')).toBe('200 mH/s');
    expect(formatHashrate('0.0032')).toBe('3.2 mH/s');
    expect(formatHashrate('0.04567')).toBe('45.7 mH/s');
    expect(formatHashrate('0.001')).toBe('1 mH/s');
    expect(formatHashrate('0.00000032')).toBe('3.2 × 10⁻⁷ H/s');
    expect(formatHashrate('0.000023148')).toBe('2.31 × 10⁻⁵ H/s');
    expect(formatHashrate('0')).toBe('0 H/s');
    expect(formatHashrate('0.000000')).toBe('0 H/s');
    for (const bad of [null, undefined, '', 'abc', '1e3']) expect(formatHashrate(bad)).toBe(NO_FIGURE);
  });
});
