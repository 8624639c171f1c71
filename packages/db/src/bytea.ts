/**
 * BYTEA columns (migration 024: hashes, addresses, input and log data as raw bytes). Both engines
 * READ a BYTEA as '0x…' lower-case hex text (database.ts). To WRITE one or compare with one, send
 * PostgreSQL's hex input form '\x…' as text: `bytea('0xabcd')` → '\xabcd'. In a Kysely `where` on a
 * BYTEA column the value must go through bytea() too ('0x…' would be read as the bytes of the
 * characters '0', 'x', …).
 */

/** A BYTEA value as PostgreSQL's hex input text ('\x…'); what bytea() returns. */
export type ByteaIn = string & { readonly __byteaIn: true };

const HEX = /^(0x)?([0-9a-fA-F]{2})*$/;

/** '0x…' or bare hex (even length) → '\x…'. Throws on anything else: a caller passing base58 or text is a bug. */
export function bytea(hex: string): ByteaIn {
  if (!HEX.test(hex)) throw new TypeError(`bytea: not hex: ${hex.slice(0, 20)}`);
  return `\\x${hex.startsWith('0x') ? hex.slice(2) : hex}` as ByteaIn;
}

export function byteaOrNull(hex: string | null | undefined): ByteaIn | null {
  return hex === null || hex === undefined ? null : bytea(hex);
}

/** Raw bytes → '\x…'. */
export function byteaOfBytes(bytes: Uint8Array): ByteaIn {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}` as ByteaIn;
}

/** A BYTEA as read ('0x…') → raw bytes. */
export function bytesOfHex(hex: string): Uint8Array {
  return Buffer.from(hex.startsWith('0x') ? hex.slice(2) : hex, 'hex');
}

/**
 * The range of BYTEA values that start with the bytes of a hex prefix (odd length allowed: the last
 * nibble covers 16 byte values): `column >= low AND column < high` is an index range scan; high is
 * null when every byte is 0xff (no upper bound).
 */
export function byteaPrefixRange(hexPrefix: string): { low: ByteaIn; high: ByteaIn | null } {
  const p = (hexPrefix.startsWith('0x') ? hexPrefix.slice(2) : hexPrefix).toLowerCase();
  if (!/^[0-9a-f]*$/.test(p)) throw new TypeError('byteaPrefixRange: not hex');
  const low = p.length % 2 ? `${p}0` : p;
  const top = p.length % 2 ? `${p}f` : p;
  // high: the smallest value above every value starting with `top`: increment it as a big-endian number, dropping trailing 0xff
  const bytes = Buffer.from(top, 'hex');
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0xff) end--;
  if (end === 0) return { low: bytea(low), high: null };
  const high = Buffer.from(bytes.subarray(0, end));
  high[end - 1] = high[end - 1]! + 1;
  return { low: bytea(low), high: byteaOfBytes(high) };
}
