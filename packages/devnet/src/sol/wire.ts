/**
 * Solana's wire format for transactions, both ways: signatures (compact-u16 count, 64 bytes each)
 * then the message — legacy, or versioned (first byte 0x80 | version) with address-table lookups
 * after the instructions. The message bytes are what every signature signs.
 */
import { base58 } from './base58';

export interface MessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

export interface CompiledIx {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
  /** only for inner instructions: 2 for a call made by a top-level instruction, and so on */
  stackHeight?: number;
}

export interface TableLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface SolMessage {
  version: 'legacy' | 0;
  header: MessageHeader;
  /** the static keys (base58) */
  accountKeys: string[];
  recentBlockhash: string;
  instructions: CompiledIx[];
  /** v0 only */
  addressTableLookups: TableLookup[];
}

export interface DecodedTx {
  signatures: Uint8Array[];
  message: SolMessage;
  /** the signed bytes */
  messageBytes: Uint8Array;
}

class Reader {
  pos = 0;
  constructor(private readonly b: Uint8Array) {}
  u8(): number {
    if (this.pos >= this.b.length) throw new Error('transaction bytes end early');
    return this.b[this.pos++]!;
  }
  shortVec(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = this.u8();
      value |= (byte & 0x7f) << shift;
      if (!(byte & 0x80)) return value;
      if (shift >= 14) throw new Error('compact-u16 too long');
    }
  }
  bytes(n: number): Uint8Array {
    if (this.pos + n > this.b.length) throw new Error('transaction bytes end early');
    const out = this.b.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  list<T>(item: () => T): T[] {
    const n = this.shortVec();
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(item());
    return out;
  }
}

export function decodeTransaction(wire: Uint8Array): DecodedTx {
  const r = new Reader(wire);
  const signatures = r.list(() => r.bytes(64));
  const start = r.pos;
  let version: SolMessage['version'] = 'legacy';
  if (wire[start]! & 0x80) {
    const v = r.u8() & 0x7f;
    if (v !== 0) throw new Error(`transaction version ${v} is not supported`);
    version = 0;
  }
  const header = { numRequiredSignatures: r.u8(), numReadonlySignedAccounts: r.u8(), numReadonlyUnsignedAccounts: r.u8() };
  const accountKeys = r.list(() => base58.encode(r.bytes(32)));
  const recentBlockhash = base58.encode(r.bytes(32));
  const instructions = r.list(() => ({ programIdIndex: r.u8(), accounts: Array.from(r.list(() => r.u8())), data: Uint8Array.from(r.bytes(r.shortVec())) }));
  const addressTableLookups =
    version === 0 ? r.list(() => ({ accountKey: base58.encode(r.bytes(32)), writableIndexes: r.list(() => r.u8()), readonlyIndexes: r.list(() => r.u8()) })) : [];
  if (r.pos !== wire.length) throw new Error(`${wire.length - r.pos} bytes after the transaction`);
  return { signatures: signatures.map((s) => Uint8Array.from(s)), message: { version, header, accountKeys, recentBlockhash, instructions, addressTableLookups }, messageBytes: wire.subarray(start) };
}

class Writer {
  private readonly parts: number[] = [];
  u8(v: number): void {
    this.parts.push(v & 0xff);
  }
  shortVec(v: number): void {
    let rest = v;
    for (;;) {
      const byte = rest & 0x7f;
      rest >>= 7;
      if (rest === 0) return this.u8(byte);
      this.u8(byte | 0x80);
    }
  }
  bytes(b: ArrayLike<number>): void {
    for (let i = 0; i < b.length; i++) this.parts.push(b[i]!);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** base58 → bytes of keys seen recently (the same few programs and wallets come back in every message) */
const keyBytesCache = new Map<string, Uint8Array>();
function keyBytes(k: string): Uint8Array {
  let b = keyBytesCache.get(k);
  if (!b) {
    if (keyBytesCache.size > 200_000) keyBytesCache.clear();
    b = base58.decode(k);
    keyBytesCache.set(k, b);
  }
  return b;
}

export function encodeMessage(m: SolMessage): Uint8Array {
  const w = new Writer();
  if (m.version === 0) w.u8(0x80);
  w.u8(m.header.numRequiredSignatures);
  w.u8(m.header.numReadonlySignedAccounts);
  w.u8(m.header.numReadonlyUnsignedAccounts);
  w.shortVec(m.accountKeys.length);
  for (const k of m.accountKeys) w.bytes(keyBytes(k));
  w.bytes(base58.decode(m.recentBlockhash));
  w.shortVec(m.instructions.length);
  for (const ix of m.instructions) {
    w.u8(ix.programIdIndex);
    w.shortVec(ix.accounts.length);
    w.bytes(ix.accounts);
    w.shortVec(ix.data.length);
    w.bytes(ix.data);
  }
  if (m.version === 0) {
    w.shortVec(m.addressTableLookups.length);
    for (const l of m.addressTableLookups) {
      w.bytes(keyBytes(l.accountKey));
      w.shortVec(l.writableIndexes.length);
      w.bytes(l.writableIndexes);
      w.shortVec(l.readonlyIndexes.length);
      w.bytes(l.readonlyIndexes);
    }
  }
  return w.done();
}

export function encodeTransaction(signatures: Uint8Array[], messageBytes: Uint8Array): Uint8Array {
  const count = signatures.length < 0x80 ? [signatures.length] : [(signatures.length & 0x7f) | 0x80, signatures.length >> 7];
  const out = new Uint8Array(count.length + 64 * signatures.length + messageBytes.length);
  out.set(count, 0);
  signatures.forEach((s, i) => out.set(s, count.length + 64 * i));
  out.set(messageBytes, count.length + 64 * signatures.length);
  return out;
}

/** is account i of the message (static keys, then loaded writable, then loaded readonly) writable? */
export function isWritable(m: SolMessage, index: number, loadedWritable: number): boolean {
  const { numRequiredSignatures: signed, numReadonlySignedAccounts: roSigned, numReadonlyUnsignedAccounts: roUnsigned } = m.header;
  const n = m.accountKeys.length;
  if (index < signed) return index < signed - roSigned;
  if (index < n) return index < n - roUnsigned;
  return index < n + loadedWritable;
}
