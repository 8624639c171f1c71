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
