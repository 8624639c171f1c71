/**
 * Unit formatting with bigint math only: base-unit integers (wei, satoshi, lamports) as decimal
 * strings in, fixed-decimal display strings out. Rounds half away from zero at the last digit shown.
 */
export function toBigInt(value: string | number | bigint | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`not an integer string: ${value}`);
  return BigInt(value);
}

/** formatUnits('1234500000000000000', 18, 6) → '1.234500' */
export function formatUnits(value: string | number | bigint, decimals: number, fractionDigits: number): string {
  const v = toBigInt(value);
  const negative = v < 0n;
  let abs = negative ? -v : v;
  let scale = decimals - fractionDigits;
  if (scale > 0) {
    const div = 10n ** BigInt(scale);
    const rem = abs % div;
    abs = abs / div + (rem * 2n >= div ? 1n : 0n);
  } else if (scale < 0) {
    abs = abs * 10n ** BigInt(-scale);
    scale = 0;
  }
  const digits = abs.toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const frac = fractionDigits > 0 ? '.' + digits.slice(digits.length - fractionDigits) : '';
  return (negative && abs !== 0n ? '-' : '') + whole + frac;
}

/** Parses a decimal display string into base units: parseUnits('1.5', 18) → 1500000000000000000n */
export function parseUnits(text: string, decimals: number): bigint {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a decimal number: ${text}`);
  const frac = (m[3] ?? '').padEnd(decimals, '0');
  if (frac.length > decimals) throw new RangeError(`more than ${decimals} decimals: ${text}`);
  const v = BigInt((m[2] || '0') + frac);
  return m[1] === '-' ? -v : v;
}

export const formatGwei = (wei: string | bigint, fractionDigits = 2) => formatUnits(wei, 9, fractionDigits);
