/**
 * Base58 text (signatures, keys, blockhashes as the node prints them) → PostgreSQL's BYTEA input
 * text ('\x…' lower-case hex), as the sol store writes them. Made for ingest speed: a mainnet slot
 * has ~1,500 signatures and several thousand keys, and @scure/base's generic radix conversion costs
 * ~100 ms a slot there; this one works on 16-bit limbs, five base58 digits a step (58^5 · 2^16 < 2^53),
 * about 20× faster. Throws on a character outside the alphabet.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
import type { ByteaIn } from '@explorer/db';

const ONE = 49; // '1': a leading zero byte

export function base58ToBytea(s: string): ByteaIn {
  const n = s.length;
  let zeros = 0;
  while (zeros < n && s.charCodeAt(zeros) === ONE) zeros++;
  // a base58 digit carries log2(58) ≈ 5.86 bits: (n · 6) / 16 limbs and one spare
  const limbs = new Uint16Array(((n * 6) >>> 4) + 2);
  let used = 0;
  let i = zeros;
  while (i < n) {
    let mul = 1;
    let carry = 0;
    for (let j = 0; j < 5 && i < n; j++, i++) {
      const c = s.charCodeAt(i);
      const d = c < 128 ? DIGIT[c]! : -1;
      if (d < 0) throw new TypeError(`not base58: ${s.slice(0, 20)}`);
      mul *= 58;
      carry = carry * 58 + d;
    }
    for (let k = 0; k < used; k++) {
      const v = limbs[k]! * mul + carry;
      limbs[k] = v & 0xffff;
      carry = Math.floor(v / 65536);
    }
    while (carry > 0) {
      limbs[used++] = carry & 0xffff;
      carry = Math.floor(carry / 65536);
    }
  }
  let out = '\\x' + '00'.repeat(zeros);
  let k = used - 1;
  if (k >= 0 && limbs[k]! < 256) out += HEX[limbs[k--]!]!;
  for (; k >= 0; k--) out += HEX[limbs[k]! >>> 8]! + HEX[limbs[k]! & 255]!;
  return out as ByteaIn;
}

/** base58ToBytea with a memo: one block's keys repeat (recent blockhashes, signers, mints, programs). */
export class Base58Memo {
  private readonly seen = new Map<string, ByteaIn>();
  bytea(s: string): ByteaIn {
    let v = this.seen.get(s);
    if (v === undefined) {
      v = base58ToBytea(s);
      this.seen.set(s, v);
    }
    return v;
  }
  byteaOrNull(s: string | null): ByteaIn | null {
    return s === null ? null : this.bytea(s);
  }
  private readonly keys = new Map<string, boolean>();
  /** base58 of exactly 32 bytes (a key the detail's key table can hold); memoized */
  readonly isKey = (s: string): boolean => {
    let v = this.keys.get(s);
    if (v === undefined) {
      v = s.length >= 32 && s.length <= 44 && isBase58(s) && this.bytea(s).length === 66;
      this.keys.set(s, v);
    }
    return v;
  };
}

function isBase58(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || DIGIT[c]! < 0) return false;
  }
  return true;
}
