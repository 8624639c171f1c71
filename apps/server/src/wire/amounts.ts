/** Base-unit amounts on the wire: decimal strings, and exact coin-unit strings made with bigint math. */
import { formatUnits } from '@explorer/core';

/** '34590498231527499' wei with 18 decimals → '0.034590498231527499'; trailing zeros trimmed. */
export function coinString(baseUnits: string | bigint, decimals: number): string {
  const full = formatUnits(baseUnits, decimals, decimals);
  return full.includes('.') ? full.replace(/0+$/, '').replace(/\.$/, '') : full;
}

/** a × b for decimal strings (null when either is null). */
export function mulDecimal(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return null;
  return (BigInt(a) * BigInt(b)).toString();
}
