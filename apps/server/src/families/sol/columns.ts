/**
 * The Solana tables' stored forms (migration 027; the store's packages/indexer/src/store/sol/columns.ts
 * writes them) back to what the API shows: bytes → base58 and the detail's first signature and key (the
 * row's signature and signer); the version, event-type and summary codes are core's sol-stored-codes.ts.
 */
import { EVENT_TYPE_PROGRAM, unkeyedSolDetail, type KeyedSolDetail, type SolEventType } from '@explorer/core';
export { eventTypeName, summaryText, versionText } from '@explorer/core';
import { byteaOfBytes, bytesOfHex, type ByteaIn } from '@explorer/db';
import { base58 } from '@scure/base';

/** a BYTEA as read ('0x…') → base58 ('' for no bytes) */
export const b58 = (hex: string): string => (hex.length <= 2 ? '' : base58.encode(bytesOfHex(hex)));
export const b58OrNull = (hex: string | null): string | null => (hex === null ? null : b58(hex));

/** base58 text → its bytes as BYTEA input; null when it is not base58 */
export function byteaOfBase58(text: string): ByteaIn | null {
  try {
    return byteaOfBytes(base58.decode(text));
  } catch {
    return null;
  }
}

/** an event's program: its own (bytes) or, when NULL, its type's */
export const eventProgram = (type: SolEventType, programHex: string | null): string => (programHex === null ? EVENT_TYPE_PROGRAM[type] : b58(programHex));

/** the base58 keys of a `keys` column as read ('0x…', 32 bytes a key) */
export function keysOf(hex: string): string[] {
  const bytes = bytesOfHex(hex);
  const out: string[] = [];
  for (let at = 0; at + 32 <= bytes.length; at += 32) out.push(base58.encode(bytes.subarray(at, at + 32)));
  return out;
}

/**
 * The stored detail as the packed JSON (StoredSolDetail) the reads parse, its first signature and
 * first key put back: the keyed form (keys not null) unkeyed with the signer and the keys' bytes,
 * else the packed form with "" for the signature and signer.
 */
export function detailText(stored: string | null, signature: string, signer: string, keysHex: string | null): string | null {
  if (stored === null) return null;
  if (keysHex !== null) return JSON.stringify(unkeyedSolDetail(JSON.parse(stored) as KeyedSolDetail, [signer, ...keysOf(keysHex)], signature));
  return stored.replace('{"s":[""', `{"s":["${signature}"`).replace('"k":[["",', `"k":[["${signer}",`);
}
