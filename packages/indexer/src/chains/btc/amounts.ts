/** Bitcoin Core prints amounts as JSON numbers of BTC with 8 decimals; stored and summed as satoshi bigint. */
const MAX_SAT = 21_000_000 * 100_000_000;

/**
 * BTC (JSON number) → satoshi. Exact for every valid amount: below 2.1e15 sat the product's
 * floating error stays far under half a satoshi. Null for anything that is not an amount.
 */
export function btcToSat(value: unknown): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const sat = Math.round(value * 100_000_000);
  return sat <= MAX_SAT ? BigInt(sat) : null;
}

/**
 * A JSON number as plain decimal text: Core prints a regtest difficulty as 4.656542373906925e-10,
 * which must be stored and served as 0.0000000004656542373906925 (the digits JavaScript kept,
 * never re-rounded).
 */
export function plainDecimal(n: number): string {
  const text = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, lead, frac = '', exp] = m;
  const digits = lead! + frac;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
