/**
 * Borsh layouts in the program registry's rule language (sol-program-rules.ts) and their decoder.
 * Browser-safe. A layout is read in order from a position of the data, each part after the one
 * before it (Borsh has no offsets: strings, vecs and options make the parts' positions depend on
 * the data).
 *
 * A type is
 *   "u8" | "u16" | "u32" | "u64" | "u128" | "i8" | … | "i128"   little-endian integers
 *   "f32" | "f64" | "bool" | "pubkey" (32 bytes) | "string" (u32 length + UTF-8) | "bytes" (u32 length + bytes)
 *   { "vec": T }          u32 count, then the items
 *   { "option": T }       one byte 0 (None) or 1 then the value
 *   { "array": [T, n] }   n items, no count
 *   { "defined": "Name" } a type of the program's `types` table:
 *     { "name": "Name", "kind": "struct", "fields": [{ "name", "type" }] | [T, …] }   named or tuple fields
 *     { "name": "Name", "kind": "enum", "variants": [{ "name", "fields"?: [{ "name", "type" }] | [T, …] }] }  u8 tag
 *     { "name": "Name", "kind": "alias", "type": T }
 * Decoded values: integers as decimal strings (bigint math), floats as their decimal text, bools as
 * true / false, pubkeys base58, strings as text, bytes as hex, vecs, arrays and tuples as lists,
 * structs as objects, an option as null or its value, an enum variant as its name (no fields),
 * { Name: {…} } or { Name: […] }.
 *
 * Bounds: a type expression nests at most MAX_TYPE_DEPTH levels, the types table has no cycle and
 * a type expanded through it nests at most MAX_EXPANDED_DEPTH levels; a decode makes at most
 * MAX_DECODED_VALUES values, so its time is linear in the data and bounded whatever the layout.
 */
import { base58, hex } from '@scure/base';

export const BORSH_PRIMITIVES = [
  'u8',
  'u16',
  'u32',
  'u64',
  'u128',
  'i8',
  'i16',
  'i32',
  'i64',
  'i128',
  'f32',
  'f64',
  'bool',
  'pubkey',
  'string',
  'bytes',
] as const;
export type BorshPrimitive = (typeof BORSH_PRIMITIVES)[number];
export const BORSH_INTEGERS = new Set<string>(['u8', 'u16', 'u32', 'u64', 'u128', 'i8', 'i16', 'i32', 'i64', 'i128']);

export type BorshType =
  | BorshPrimitive
  | { vec: BorshType }
  | { option: BorshType }
  | { array: [BorshType, number] }
  | { defined: string };

export interface BorshField {
  name: string;
  type: BorshType;
}
export type BorshFields = BorshField[] | BorshType[];

export type BorshTypeDef =
  | { name: string; kind: 'struct'; fields: BorshFields }
  | { name: string; kind: 'enum'; variants: { name: string; fields?: BorshFields }[] }
  | { name: string; kind: 'alias'; type: BorshType };

export type BorshValue = string | boolean | null | BorshValue[] | { [key: string]: BorshValue };

export const MAX_TYPE_DEPTH = 8;
export const MAX_EXPANDED_DEPTH = 32;
export const MAX_TYPES = 256;
export const MAX_TYPE_FIELDS = 64;
export const MAX_ENUM_VARIANTS = 256;
export const MAX_ARRAY_LENGTH = 10 * 1024;
export const MAX_DECODED_VALUES = 16_384;

/** Names used as object keys: identifiers, and never one that means something to a JS object. */
export const BORSH_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
export const isBorshName = (v: unknown): v is string =>
  typeof v === 'string' && BORSH_NAME.test(v) && !RESERVED.has(v);

class BorshError extends Error {}

/** Reads values from `data` from `at` on; `types` is the checked table. Throws BorshError on short data or the budget spent. */
export class BorshReader {
  private budget = MAX_DECODED_VALUES;
  private readonly view: DataView;
  constructor(
    readonly data: Uint8Array,
    public at: number,
    private readonly types: ReadonlyMap<string, BorshTypeDef>,
  ) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  private take(n: number): number {
    if (this.at + n > this.data.length) throw new BorshError('short');
    const at = this.at;
    this.at += n;
    return at;
  }

  private count(): void {
    if (--this.budget < 0) throw new BorshError('budget');
  }

  private int(bytes: number, signed: boolean): string {
    const at = this.take(bytes);
    let v = 0n;
    for (let i = bytes - 1; i >= 0; i--) v = (v << 8n) | BigInt(this.data[at + i]!);
    if (signed && v >= 1n << BigInt(bytes * 8 - 1)) v -= 1n << BigInt(bytes * 8);
    return v.toString();
  }

  private len(): number {
    return this.view.getUint32(this.take(4), true);
  }

  read(t: BorshType): BorshValue {
    this.count();
    if (typeof t === 'string') return this.primitive(t);
    if ('vec' in t) return this.list(t.vec, this.len());
    if ('array' in t) return this.list(t.array[0], t.array[1]);
    if ('option' in t) {
      const tag = this.data[this.take(1)];
      if (tag === 0) return null;
      if (tag !== 1) throw new BorshError('option tag');
      return this.read(t.option);
    }
    const def = this.types.get(t.defined);
    if (!def) throw new BorshError('no type');
    if (def.kind === 'alias') return this.read(def.type);
    if (def.kind === 'struct') return this.fields(def.fields);
    const tag = this.data[this.take(1)]!;
    const variant = def.variants[tag];
    if (!variant) throw new BorshError('variant');
    if (variant.fields === undefined || variant.fields.length === 0) return variant.name;
    return Object.fromEntries([[variant.name, this.fields(variant.fields)]]);
  }

  /** named fields as an object, positional ones as a list */
  fields(fields: BorshFields): BorshValue {
    const named = fields.length > 0 && typeof fields[0] === 'object' && fields[0] !== null && 'name' in fields[0];
    if (!named) return (fields as BorshType[]).map((f) => this.read(f));
    const out: [string, BorshValue][] = [];
    for (const f of fields as BorshField[]) out.push([f.name, this.read(f.type)]);
    return Object.fromEntries(out);
  }

  private list(item: BorshType, n: number): BorshValue[] {
    // each item reads at least one byte or counts against the budget: a huge count ends either way
    if (n > this.budget) throw new BorshError('budget');
    const out: BorshValue[] = [];
    for (let i = 0; i < n; i++) out.push(this.read(item));
    return out;
  }

  private primitive(t: BorshPrimitive): BorshValue {
    switch (t) {
      case 'u8':
        return this.int(1, false);
      case 'u16':
        return this.int(2, false);
      case 'u32':
        return this.int(4, false);
      case 'u64':
        return this.int(8, false);
      case 'u128':
        return this.int(16, false);
      case 'i8':
        return this.int(1, true);
      case 'i16':
        return this.int(2, true);
      case 'i32':
        return this.int(4, true);
      case 'i64':
        return this.int(8, true);
      case 'i128':
        return this.int(16, true);
      case 'f32':
        return String(this.view.getFloat32(this.take(4), true));
      case 'f64':
        return String(this.view.getFloat64(this.take(8), true));
      case 'bool': {
        const b = this.data[this.take(1)];
        if (b !== 0 && b !== 1) throw new BorshError('bool');
        return b === 1;
      }
      case 'pubkey': {
        const at = this.take(32);
        return base58.encode(this.data.subarray(at, at + 32));
      }
      case 'string': {
        const n = this.len();
        const at = this.take(n);
        return new TextDecoder().decode(this.data.subarray(at, at + n));
      }
      case 'bytes': {
        const n = this.len();
        const at = this.take(n);
        return hex.encode(this.data.subarray(at, at + n));
      }
    }
  }
}

export const isBorshError = (e: unknown): boolean => e instanceof BorshError;

/**
 * Named fields read in order from `at`: the ones read before the data ran out (or a value was not
 * valid Borsh) are kept, the rest left out. Never throws.
 */
export function decodeBorshFields(
  data: Uint8Array,
  at: number,
  fields: readonly BorshField[],
  types: ReadonlyMap<string, BorshTypeDef>,
): { values: [string, BorshValue][]; complete: boolean } {
  const r = new BorshReader(data, at, types);
  const values: [string, BorshValue][] = [];
  for (const f of fields) {
    try {
      values.push([f.name, r.read(f.type)]);
    } catch {
      return { values, complete: false };
    }
  }
  return { values, complete: true };
}
