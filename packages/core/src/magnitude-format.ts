/**
 * Proof-of-work figures for a person, from the plain decimal text the API carries (string math, no
 * floats): a Bitcoin difficulty and a network hashrate. A mainnet figure reads as before
 * (79,351,228,131,136.77 or 79.35 T; 612.35 EH/s); a tiny one — regtest's difficulty 4.66 × 10⁻¹⁰,
 * its hashrate of a fraction of a hash a second — keeps its value (3 significant digits, scientific
 * below 0.001), never a rounded 0. Browser-safe.
 */

/** what a missing or malformed figure shows */
export const NO_FIGURE = '-';

const DECIMAL = /^\d+(\.\d+)?$/;
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** thousands separators on the integer part of a plain decimal */
function group(text: string): string {
  const [whole = '', frac] = text.split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? `.${frac}` : '');
}

/** the decimal with at most `digits` fraction digits, cut (not rounded) and without trailing zeros */
function cut(text: string, digits: number): string {
  const [whole = '0', frac = ''] = text.split('.');
  const kept = frac.slice(0, digits).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

const isZero = (text: string) => !/[1-9]/.test(text);

/**
 * A positive decimal as `significant` digits rounded half up and the power of ten of the first:
 * '0.0000000004656542' → { digits: '466', exponent: -10 }.
 */
function significant(text: string, count: number): { digits: string; exponent: number } {
  const [whole = '0', frac = ''] = text.split('.');
  const intDigits = whole.replace(/^0+/, '');
  const all = (intDigits + frac).replace(/^0+/, '');
  let exponent = intDigits ? intDigits.length - 1 : -(frac.search(/[1-9]/) + 1);
  const head = all.slice(0, count).padEnd(count, '0');
  let rounded = BigInt(head) + (Number(all[count] ?? '0') >= 5 ? 1n : 0n);
  if (rounded.toString().length > count) {
    rounded /= 10n;
    exponent += 1;
  }
  return { digits: rounded.toString(), exponent };
}

const superscript = (n: number) => (n < 0 ? '⁻' : '') + [...String(Math.abs(n))].map((d) => SUPERSCRIPT[Number(d)]).join('');

/** digits d1d2d3 × 10^exponent as 'd1.d2d3 × 10⁻ⁿ' (trailing zeros dropped) */
function scientific({ digits, exponent }: { digits: string; exponent: number }): string {
  const rest = digits.slice(1).replace(/0+$/, '');
  return `${digits[0]}${rest ? `.${rest}` : ''} × 10${superscript(exponent)}`;
}

/** digits × 10^exponent as a plain decimal, for −4 < exponent < 0: ('466', −2) → '0.0466' */
function plainBelowOne({ digits, exponent }: { digits: string; exponent: number }): string {
  return `0.${'0'.repeat(-exponent - 1)}${digits}`.replace(/0+$/, '');
}

/** a positive value below 1: 3 significant digits, plain down to 0.001, scientific below */
function belowOne(text: string): string {
  const s = significant(text, 3);
  if (s.exponent >= 0) return '1';
  return s.exponent >= -3 ? plainBelowOne(s) : scientific(s);
}

const DIFFICULTY_UNITS: readonly [bigint, string][] = [
  [10n ** 12n, 'T'],
  [10n ** 9n, 'G'],
  [10n ** 6n, 'M'],
];

/**
 * A difficulty: grouped with two decimals cut ('79351228131136.77' → '79,351,228,131,136.77'), or
 * with `abbreviate` in T, G or M ('79.35 T'); below 1 with 3 significant digits ('0.5',
 * '0.00000000046565423739' → '4.66 × 10⁻¹⁰'); 0 only when it is 0.
 */
export function formatDifficulty(text: string | null | undefined, opts: { abbreviate?: boolean } = {}): string {
  if (!text || !DECIMAL.test(text)) return NO_FIGURE;
  if (isZero(text)) return '0';
  const whole = BigInt(text.split('.')[0]!);
  if (whole === 0n) return belowOne(text);
  if (opts.abbreviate) {
    for (const [scale, unit] of DIFFICULTY_UNITS) {
      if (whole >= scale) {
        const hundredths = (whole * 100n) / scale;
        return `${group(`${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`)} ${unit}`;
      }
    }
  }
  return group(cut(text, 2));
}

const RATE_UNITS = ['H/s', 'KH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s', 'ZH/s'] as const;

/**
 * Hashes per second: at base 1000 with two decimals from 1 KH/s ('1234567' → '1.23 MH/s'), with up
 * to two decimals below ('12.9' → '12.9 H/s'), in mH/s down to 0.001 H/s ('0.2' → '200 mH/s'), in
 * scientific form below ('0.00000032' → '3.2 × 10⁻⁷ H/s'); '0 H/s' only when it is 0.
 */
export function formatHashrate(hashesPerSecond: string | null | undefined): string {
  if (!hashesPerSecond || !DECIMAL.test(hashesPerSecond)) return NO_FIGURE;
  if (isZero(hashesPerSecond)) return `0 ${RATE_UNITS[0]}`;
  const whole = BigInt(hashesPerSecond.split('.')[0]!);
  if (whole === 0n) {
    const s = significant(hashesPerSecond, 3);
    if (s.exponent < -3) return `${scientific(s)} ${RATE_UNITS[0]}`;
    // 0.001 ≤ value < 1: the digits as thousandths (exponent −1 → ddd, −2 → dd.d, −3 → d.dd)
    const intLength = s.exponent + 4;
    return `${`${s.digits.slice(0, intLength)}.${s.digits.slice(intLength)}`.replace(/\.?0*$/, '')} mH/s`;
  }
  let unit = 0;
  let scale = 1n;
  while (unit < RATE_UNITS.length - 1 && whole >= scale * 1000n) {
    scale *= 1000n;
    unit += 1;
  }
  if (unit === 0) return `${cut(hashesPerSecond, 2)} ${RATE_UNITS[0]}`;
  // scale is 10^(3·unit): two decimals of whole / scale, rounded half up
  let hundredths = (whole * 100n + scale / 2n) / scale;
  if (hundredths >= 100_000n && unit < RATE_UNITS.length - 1) {
    // 999.995 rounds up to the next unit
    scale *= 1000n;
    unit += 1;
    hundredths = (whole * 100n + scale / 2n) / scale;
  }
  return `${group(`${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`)} ${RATE_UNITS[unit]}`;
}
