/**
 * JSON as Core writes it: amounts as plain numbers with exactly 8 decimals (`50.00000000`, what
 * Core's ValueFromAmount prints, which JSON.stringify cannot), everything else as usual.
 * Amounts stay bigint satoshi until this last step.
 */
export class Amount {
  constructor(readonly sats: bigint) {}
  toString(): string {
    const neg = this.sats < 0n;
    const abs = neg ? -this.sats : this.sats;
    return `${neg ? '-' : ''}${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')}`;
  }
}

export const btc = (sats: bigint): Amount => new Amount(sats);

export function writeJson(value: unknown): string {
  if (value instanceof Amount) return value.toString();
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  if (typeof value === 'object') {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value)) if (v !== undefined) parts.push(`${JSON.stringify(k)}:${writeJson(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value);
}
