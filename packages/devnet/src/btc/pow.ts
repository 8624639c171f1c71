/**
 * Proof of work: the compact `bits` target, grinding the header nonce until the hash is under it,
 * and the derived figures Core reports (difficulty relative to the mainnet limit 0x1d00ffff,
 * work per block 2^256 / (target + 1), summed as chainwork).
 */
import { difficultyOfBits } from '@explorer/core';
import { encodeHeader, type BlockHeader } from './raw-block';
import { sha256d } from './bytes';

export function targetOf(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  if (bits & 0x00800000) throw new Error(`negative compact target ${bits.toString(16)}`);
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
}

/** the header hash as a number (its bytes are little-endian) */
export function hashValue(headerBytes: Uint8Array): bigint {
  const h = sha256d(headerBytes);
  return BigInt(`0x${Buffer.from(h).reverse().toString('hex')}`);
}

export function meetsTarget(header: BlockHeader): boolean {
  return hashValue(encodeHeader(header)) <= targetOf(header.bits);
}

/** the header with the first nonce (from `start`) whose hash meets its bits */
export function grind(header: BlockHeader, start = 0): BlockHeader {
  const bytes = encodeHeader(header);
  const view = new DataView(bytes.buffer);
  const target = targetOf(header.bits);
  for (let i = 0; i < 2 ** 32; i++) {
    const nonce = (start + i) >>> 0;
    view.setUint32(76, nonce, true);
    if (hashValue(bytes) <= target) return { ...header, nonce };
  }
  throw new Error('no nonce meets the target: change the time or the coinbase');
}

/** Core's GetDifficulty (shared with the indexer) */
export const difficultyOf = difficultyOfBits;

export function workOf(bits: number): bigint {
  const target = targetOf(bits);
  return (1n << 256n) / (target + 1n);
}

export const hex256 = (n: bigint): string => n.toString(16).padStart(64, '0');

/** a double as Core's JSON writer prints it (16 significant digits), e.g. regtest's 4.656542373906925e-10 */
export const coreDouble = (x: number): number => Number(x.toPrecision(16));
