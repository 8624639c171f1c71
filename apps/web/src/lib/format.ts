/**
 * Display formatters for chain data. Amounts arrive as base-unit decimal strings (wei) and are
 * formatted with bigint math from packages/core (never floats): Gwei with 2 decimals, coin amounts
 * with 6. Timestamps above 1e12 are milliseconds, otherwise seconds, shown 24-hour in the page's
 * language (zh-CN '2026/11/22 04:15:18', en-US '11/22/2026, 04:15:18').
 * Sizes use base 1024 (B, KB, MB, GB). A missing value is shown as EMPTY.
 */
import { getLanguage } from '../i18n/translate';
import { formatUnits, toBigInt } from './core';

export const EMPTY = '-';

type Amount = string | number | bigint | null | undefined;

function present(v: Amount): v is string | number | bigint {
  return v !== null && v !== undefined && v !== '';
}

/** Adds thousands separators to the integer part of a plain decimal string. */
export function groupDigits(text: string): string {
  const [whole = '', frac] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (frac !== undefined ? '.' + frac : '');
}

/** 6683406481 wei → '6.68' (Gwei, 2 decimals). */
export function formatGwei(wei: Amount, fractionDigits = 2): string {
  if (!present(wei)) return EMPTY;
  const fixed = formatUnits(wei, 9, fractionDigits);
  // a fee below 0.01 Gwei is not 0.00: show three significant digits (Gwei has 9 decimals at most)
  if (/^-?0\.?0*$/.test(fixed) && toBigInt(wei) !== 0n) {
    const nine = formatUnits(wei, 9, 9);
    const firstSignificant = nine.split('.')[1]!.search(/[1-9]/) + 1;
    return formatUnits(wei, 9, Math.min(9, firstSignificant + 2));
  }
  return groupDigits(fixed);
}

/** '940000000000000000' wei → '0.940000' (coin, 6 decimals by default). */
export function formatAmount(baseUnits: Amount, decimals = 18, fractionDigits = 6): string {
  return present(baseUnits) ? groupDigits(formatUnits(baseUnits, decimals, fractionDigits)) : EMPTY;
}

/** formatAmount with the unit appended: '0.940000 ETH'. */
export function formatCoin(baseUnits: Amount, unit: string, decimals = 18, fractionDigits = 6): string {
  const text = formatAmount(baseUnits, decimals, fractionDigits);
  return text === EMPTY ? EMPTY : `${text} ${unit}`;
}

/**
 * A reward-style amount with 6 decimals: a positive value too small to show becomes
 * '< 0.000001 ETH' instead of a misleading '0.000000 ETH'.
 */
export function formatSmallCoin(baseUnits: Amount, unit: string, decimals = 18, fractionDigits = 6): string {
  if (!present(baseUnits)) return EMPTY;
  const v = toBigInt(baseUnits);
  const step = decimals > fractionDigits ? 10n ** BigInt(decimals - fractionDigits) : 1n;
  if (v > 0n && v * 2n < step) return `< ${formatUnits(step, decimals, fractionDigits)} ${unit}`;
  return formatCoin(baseUnits, unit, decimals, fractionDigits);
}

/** A token amount with its own decimals, trailing zeros trimmed (up to 18 decimals). */
export function formatTokenAmount(baseUnits: Amount, decimals: number | null | undefined): string {
  if (!present(baseUnits)) return EMPTY;
  const d = decimals ?? 0;
  const full = formatUnits(baseUnits, d, d);
  return groupDigits(full.includes('.') ? full.replace(/0+$/, '').replace(/\.$/, '') : full);
}

/** Integers (counts, gas) with thousands separators; bigint-safe for decimal strings. */
export function formatInteger(value: Amount): string {
  return present(value) ? groupDigits(toBigInt(value).toString()) : EMPTY;
}

/** used / limit as a percentage with one decimal, rounded half up with bigint math: '0.7%'. */
export function formatPercent(used: Amount, limit: Amount): string {
  if (!present(used) || !present(limit)) return EMPTY;
  const l = toBigInt(limit);
  if (l === 0n) return EMPTY;
  const tenths = (toBigInt(used) * 2000n + l) / (2n * l);
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/** Timestamps above 1e12 are milliseconds, otherwise seconds. */
export function toMillis(timestamp: number): number {
  return timestamp > 1e12 ? timestamp : timestamp * 1000;
}

/** 24-hour ('h23': en-US's hour12:false would show midnight as 24). */
const CLOCK_24H = { hourCycle: 'h23' } as const;

/** 24-hour in the page's language: zh-CN '2026/11/22 04:15:18', en-US '11/22/2026, 04:15:18'. timeZone is for tests; the browser's zone otherwise. */
export function formatTime(timestamp: number | null | undefined, timeZone?: string): string {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return EMPTY;
  return new Date(toMillis(timestamp)).toLocaleString(getLanguage(), {
    ...CLOCK_24H,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  });
}

/** Clock time only ('04:15:18'), for the "last updated" line. */
export function formatClock(date: Date, timeZone?: string): string {
  return date.toLocaleTimeString(getLanguage(), { ...CLOCK_24H, timeZone });
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes at base 1024: 615 → '615 B', 1479 → '1.44 KB'. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return EMPTY;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** '0x3a0d033e…4434b'-style shortening; short values are returned whole. */
export function shortHash(hash: string | null | undefined, head = 10, tail = 8): string {
  if (!hash) return EMPTY;
  return hash.length <= head + tail + 3 ? hash : `${hash.slice(0, head)}...${hash.slice(-tail)}`;
}

/** Seconds with one decimal: 3 → '3.0'. */
export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined || !Number.isFinite(seconds) ? EMPTY : seconds.toFixed(1);
}

/** Bitcoin difficulty and hashrate: core's magnitude-format (a regtest 4.66 × 10⁻¹⁰ is never a rounded 0). */
export { formatDifficulty, formatHashrate } from './core';

/** Minutes with one decimal: 9.83 → '9.8' (the API sends them rounded to one decimal already). */
export function formatMinutes(minutes: number | null | undefined): string {
  return formatSeconds(minutes);
}

/** A measured rate or ratio (TPS, not money) with fixed decimals, grouped: 1234.56 → '1,234.6'. */
export function formatFixed(value: number | null | undefined, fractionDigits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY : groupDigits(value.toFixed(fractionDigits));
}

/** A share 0–1 as a percentage with one decimal: 0.8731 → '87.3%'. */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined || !Number.isFinite(share) ? EMPTY : `${(share * 100).toFixed(1)}%`;
}
