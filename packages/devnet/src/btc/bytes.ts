/**
 * Byte helpers: hex, double SHA-256 (node:crypto, much faster than a JS hash over megabyte blocks)
 * and Bitcoin's display order for hashes (the 32 bytes reversed).
 */
import { createHash } from 'node:crypto';

export const toHex = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error(`not a hex string: ${hex.slice(0, 20)}…`);
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

export const sha256 = (b: Uint8Array): Uint8Array => new Uint8Array(createHash('sha256').update(b).digest());
export const sha256d = (b: Uint8Array): Uint8Array => sha256(sha256(b));

/** a hash in Core's display order (hex of the reversed bytes) */
export const displayHex = (hash: Uint8Array): string => toHex(Uint8Array.from(hash).reverse());
/** the internal byte order of a displayed hash */
export const internalBytes = (display: string): Uint8Array => fromHex(display).reverse();

export const isHash = (s: unknown): s is string => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);

export function concat(parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** Bitcoin's CompactSize length prefix */
export function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  const b = new Uint8Array(5);
  b[0] = 0xfe;
  new DataView(b.buffer).setUint32(1, n, true);
  return b;
}

/** a reading position over bytes, for the few fixed layouts parsed by hand (header, tx boundaries) */
export class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}
  private need(n: number): void {
    if (this.pos + n > this.bytes.length) throw new Error(`truncated data at byte ${this.pos}`);
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.pos++]!;
  }
  u32(): number {
    this.need(4);
    const v = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.pos, 4).getUint32(0, true);
    this.pos += 4;
    return v;
  }
  varint(): number {
    const first = this.u8();
    if (first < 0xfd) return first;
    const len = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    this.need(len);
    let v = 0;
    for (let i = len - 1; i >= 0; i--) v = v * 256 + this.bytes[this.pos + i]!;
    this.pos += len;
    if (!Number.isSafeInteger(v)) throw new Error('length out of range');
    return v;
  }
  skip(n: number): void {
    this.need(n);
    this.pos += n;
  }
  take(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
}
