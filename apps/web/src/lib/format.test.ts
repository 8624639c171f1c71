import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatAmount,
  formatClock,
  formatCoin,
  formatGwei,
  formatInteger,
  formatPercent,
  formatSeconds,
  formatSize,
  formatSmallCoin,
  formatTime,
  formatTokenAmount,
  groupDigits,
  shortHash,
  toMillis,
} from './format';

describe('amounts (bigint math from wei strings)', () => {
  it('shows gas prices in Gwei with 2 decimals, rounding half up', () => {
    expect(formatGwei('6683406481')).toBe('6.68');
    expect(formatGwei('523177361')).toBe('0.52');
    expect(formatGwei('20000000000')).toBe('20.00');
    expect(formatGwei('4995000000')).toBe('5.00');
    expect(formatGwei(null)).toBe(EMPTY);
  });

  it('never shows a non-zero fee as 0.00 Gwei: three significant digits below 0.01', () => {
    expect(formatGwei('7')).toBe('0.000000007');
    expect(formatGwei('123')).toBe('0.000000123');
    expect(formatGwei('1500000')).toBe('0.00150');
    expect(formatGwei('4999999')).toBe('0.00500');
    expect(formatGwei('9990000')).toBe('0.01');
    expect(formatGwei('0')).toBe('0.00');
    for (let wei = 1n; wei < 10n ** 8n; wei *= 7n) expect(formatGwei(String(wei)), String(wei)).toMatch(/[1-9]/);
  });

  it('shows coin amounts with 6 decimals and the unit', () => {
    expect(formatAmount('940000000000000000')).toBe('0.940000');
    expect(formatAmount('64186951731000')).toBe('0.000064');
    expect(formatCoin('494000000000000000000', 'ETH')).toBe('494.000000 ETH');
    expect(formatCoin('1234567890123456789012345', 'BNB')).toBe('1,234,567.890123 BNB');
    expect(formatCoin(undefined, 'ETH')).toBe(EMPTY);
  });

  it('marks positive amounts that round to zero instead of showing 0.000000', () => {
    expect(formatSmallCoin('195488', 'ETH')).toBe('< 0.000001 ETH');
    expect(formatSmallCoin('499999999999', 'ETH')).toBe('< 0.000001 ETH');
    expect(formatSmallCoin('500000000000', 'ETH')).toBe('0.000001 ETH');
    expect(formatSmallCoin('0', 'BNB')).toBe('0.000000 BNB');
    expect(formatSmallCoin('4194000000000000', 'ETH')).toBe('0.004194 ETH');
  });

  it('keeps every digit beyond 2^53', () => {
    const big = (2n ** 200n).toString();
    expect(formatAmount(big, 0, 0)).toBe(groupDigits(big));
    expect(formatInteger('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('formats token amounts with their own decimals, trimming zeros', () => {
    expect(formatTokenAmount('1500000', 6)).toBe('1.5');
    expect(formatTokenAmount('1000000000000000000000', 18)).toBe('1,000');
    expect(formatTokenAmount('42', null)).toBe('42');
  });

  it('gives the gas percentage with one decimal', () => {
    expect(formatPercent('206534', '30000000')).toBe('0.7%');
    expect(formatPercent('15000000', '30000000')).toBe('50.0%');
    expect(formatPercent('30000000', '30000000')).toBe('100.0%');
    expect(formatPercent('1', '3')).toBe('33.3%');
    expect(formatPercent('2', '3')).toBe('66.7%');
    expect(formatPercent('5', '0')).toBe(EMPTY);
    expect(formatPercent(null, '1')).toBe(EMPTY);
  });
});

describe('time', () => {
  it('treats values above 1e12 as milliseconds, others as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('formats in zh-CN 24-hour form', () => {
    expect(formatTime(1_700_000_000, 'UTC')).toBe('2023/11/14 22:13:20');
    expect(formatTime(1_700_000_000_000, 'UTC')).toBe('2023/11/14 22:13:20');
    expect(formatTime(1_699_920_000, 'UTC')).toBe('2023/11/14 00:00:00');
    expect(formatClock(new Date(Date.UTC(2024, 0, 1, 15, 4, 5)), 'UTC')).toBe('15:04:05');
    expect(formatTime(null)).toBe(EMPTY);
  });

  it('shows seconds with one decimal', () => {
    expect(formatSeconds(3)).toBe('3.0');
    expect(formatSeconds(12.25)).toBe('12.3');
    expect(formatSeconds(null)).toBe(EMPTY);
  });
});

describe('sizes and hashes', () => {
  it('uses base 1024 with B, KB, MB, GB', () => {
    expect(formatSize(615)).toBe('615 B');
    expect(formatSize(1024)).toBe('1.00 KB');
    expect(formatSize(1479)).toBe('1.44 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.00 GB');
    expect(formatSize(4096 * 1024 ** 3)).toBe('4096.00 GB');
  });

  it('shortens long hashes and keeps short values whole', () => {
    const h = '0x3a0d033e3a0130de808d43f411947252dd39f27745a28061eab354036f94434b';
    expect(shortHash(h)).toBe('0x3a0d033e...6f94434b');
    expect(shortHash(h, 6, 4)).toBe('0x3a0d...434b');
    expect(shortHash('0xabc')).toBe('0xabc');
    expect(shortHash(null)).toBe(EMPTY);
  });
});
