/**
 * The Solana tables' stored forms (migrations 027, 028; the store's packages/indexer/src/store/sol/columns.ts
 * writes them) back to what the API shows: bytes → base58 and the detail's first signature and key (the
 * row's signature and signer); the version, event-type and summary codes are core's sol-stored-codes.ts.
 */
import { EVENT_TYPE_PROGRAM, unkeyedSolDetail, unzipSolDetail, type KeyedSolDetail, type SolEventType } from '@explorer/core';
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

/** a row's detail columns as read: detail (text), detail_z and keys (BYTEA, '0x…') */
export interface StoredDetailColumns {
  detail: string | null;
  detail_z: string | null;
  keys: string | null;
}

/** the columns a read selects for detailText */
export const DETAIL_COLUMNS = ['t.detail', 't.detail_z', 't.keys'] as const;

/**
 * The stored detail as the packed JSON (StoredSolDetail) the reads parse, its first signature and
 * first key put back: the keyed form — compressed in detail_z (migration 028), or as text in detail
 * (the rows written before 028) — unkeyed with the signer and the keys' bytes, else the packed form
 * (keys null) with "" for the signature and signer. null: a compact vote (no detail kept).
 */
export function detailText(stored: StoredDetailColumns, signature: string, signer: string): string | null {
  const keyed = stored.detail_z !== null ? unzipSolDetail(bytesOfHex(stored.detail_z)) : stored.detail;
  if (keyed === null) return null;
  if (stored.keys !== null) return JSON.stringify(unkeyedSolDetail(JSON.parse(keyed) as KeyedSolDetail, [signer, ...keysOf(stored.keys)], signature));
  return keyed.replace('{"s":[""', `{"s":["${signature}"`).replace('"k":[["",', `"k":[["${signer}",`);
}
