/**
 * Real base58 of fixed bytes for Solana fixtures: the store keeps signatures, keys and blockhashes
 * as their bytes, so fixture text must be base58 that decodes to exactly `size` bytes.
 */
import { unzipSolDetail } from '@explorer/core';
import { base58 } from '@scure/base';

/** base58 of `size` bytes (0x5a) whose first 8 bytes carry the two numbers */
export function solBytes(size: 32 | 64, a: number, b = 0): string {
  const bytes = new Uint8Array(size).fill(0x5a);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x20000000 + a);
  view.setUint32(4, b);
  return base58.encode(bytes);
}

/** a 32-byte key (accounts, mints, blockhashes) */
export const solKey = (a: number, b = 0): string => solBytes(32, a, b);
/** a 64-byte signature */
export const solSignature = (a: number, b = 0): string => solBytes(64, a, b);
/** a stored BYTEA as read back ('0x…' lower-case hex) of base58 text */
export const solHex = (text: string): string => '0x' + Buffer.from(base58.decode(text)).toString('hex');

/** a `keys` column as read ('0x…', 32 bytes a key) → its base58 keys */
export function solKeysOf(hex: string | null): string[] {
  if (hex === null) return [];
  const bytes = Buffer.from(hex.slice(2), 'hex');
  const out: string[] = [];
  for (let at = 0; at + 32 <= bytes.length; at += 32) out.push(base58.encode(bytes.subarray(at, at + 32)));
  return out;
}

/** a `detail_z` column as read ('0x…': the keyed detail compressed, migration 028) → the keyed detail's JSON text */
export const solDetailOf = (hex: string | null): string | null => (hex === null ? null : unzipSolDetail(Buffer.from(hex.slice(2), 'hex')));
