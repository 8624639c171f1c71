/**
 * Proof that a block is what the node says: the header hash recomputed from its fields and the
 * merkle root rebuilt from the txids (both double SHA-256, hashes in internal byte order, printed
 * reversed). Checked on every block ingested; a mismatch is a broken node or transport.
 */
import { createHash } from 'node:crypto';
import { difficultyOfBits } from '@explorer/core';

export const sha256d = (data: Uint8Array): Buffer => createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

/** display hex (as Core prints) ↔ internal byte order */
export const internalBytes = (displayHex: string): Buffer => Buffer.from(displayHex, 'hex').reverse();
export const displayHex = (internal: Uint8Array): string => Buffer.from(internal).reverse().toString('hex');

export interface HeaderFields {
  version: number;
  parentHash: string;
  merkleRoot: string;
  timestamp: number;
  /** 8 hex digits */
  bits: string;
  nonce: number;
}

export function serializeHeader(h: HeaderFields): Buffer {
  const out = Buffer.alloc(80);
  out.writeInt32LE(h.version, 0);
  internalBytes(h.parentHash).copy(out, 4);
  internalBytes(h.merkleRoot).copy(out, 36);
  out.writeUInt32LE(h.timestamp, 68);
  out.writeUInt32LE(parseInt(h.bits, 16), 72);
  out.writeUInt32LE(h.nonce, 76);
  return out;
}

export const headerHash = (h: HeaderFields): string => displayHex(sha256d(serializeHeader(h)));

/** The merkle root of txids (display hex) as Core computes it: an odd level repeats its last hash. */
export function merkleRoot(txids: readonly string[]): string {
  if (txids.length === 0) throw new Error('a block has at least one transaction');
  let level = txids.map(internalBytes);
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(sha256d(Buffer.concat([level[i]!, level[i + 1] ?? level[i]!])));
    level = next;
  }
  return displayHex(level[0]!);
}

/** Difficulty of a compact target given as 8 hex digits (Core's GetDifficulty, in core). */
export const difficultyFromBits = (bits: string): number => difficultyOfBits(parseInt(bits, 16));
