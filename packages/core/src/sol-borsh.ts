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
const PRIMITIVES = new Set<string>(BORSH_PRIMITIVES);
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

export interface BorshProblem {
  path: (string | number)[];
  message: string;
}

const NAME_MESSAGE =
  '必须是名称：字母或 _ 开头，只含字母、数字和 _，最多 64 个字符 (a name of letters, digits and _)';
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why `v` is not a type expression (first problem, its path relative to `v`), or null. */
export function borshTypeProblem(v: unknown, depth = 0): BorshProblem | null {
  if (depth > MAX_TYPE_DEPTH)
    return { path: [], message: `类型嵌套超过 ${MAX_TYPE_DEPTH} 层 (nested deeper than ${MAX_TYPE_DEPTH})` };
  if (typeof v === 'string')
    return PRIMITIVES.has(v)
      ? null
      : { path: [], message: `未知的类型 ${v.slice(0, 40)}，应为 ${BORSH_PRIMITIVES.join('、')} 之一或 {vec}、{option}、{array}、{defined} (unknown type)` };
  if (!isPlain(v))
    return { path: [], message: '必须是类型名或 {vec}、{option}、{array}、{defined} 对象 (must be a type)' };
  const keys = Object.keys(v);
  if (keys.length !== 1)
    return { path: [], message: '类型对象必须恰好有 vec、option、array、defined 之一 (exactly one key)' };
  const key = keys[0]!;
  const inner = v[key];
  switch (key) {
    case 'vec':
    case 'option': {
      const p = borshTypeProblem(inner, depth + 1);
      return p && { path: [key, ...p.path], message: p.message };
    }
    case 'array': {
      if (!Array.isArray(inner) || inner.length !== 2)
        return { path: [key], message: '必须是 [类型, 长度] (must be [type, length])' };
      const n = inner[1];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_ARRAY_LENGTH)
        return { path: [key, 1], message: `长度必须是 0 到 ${MAX_ARRAY_LENGTH} 的整数 (a length up to ${MAX_ARRAY_LENGTH})` };
      const p = borshTypeProblem(inner[0], depth + 1);
      return p && { path: [key, 0, ...p.path], message: p.message };
    }
    case 'defined':
      return isBorshName(inner) ? null : { path: [key], message: NAME_MESSAGE };
    default:
      return { path: [], message: `未知的键 ${key.slice(0, 40)} (unknown key)` };
  }
}

function fieldsProblem(v: unknown): BorshProblem | null {
  if (!Array.isArray(v)) return { path: [], message: '必须是字段列表 (must be a list)' };
  if (v.length > MAX_TYPE_FIELDS)
    return { path: [], message: `最多 ${MAX_TYPE_FIELDS} 个字段 (at most ${MAX_TYPE_FIELDS})` };
  const named = v.length > 0 && isPlain(v[0]) && 'name' in v[0];
  const seen = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const f = v[i];
    if (named) {
      if (!isPlain(f)) return { path: [i], message: '必须是 { name, type } 对象 (must be an object)' };
      const extra = Object.keys(f).filter((k) => k !== 'name' && k !== 'type');
      if (extra.length) return { path: [i], message: `未知的键 ${extra.join(', ').slice(0, 60)} (unknown key)` };
      if (!isBorshName(f.name)) return { path: [i, 'name'], message: NAME_MESSAGE };
      if (seen.has(f.name)) return { path: [i, 'name'], message: '字段名重复 (duplicate field name)' };
      seen.add(f.name);
      const p = borshTypeProblem(f.type);
      if (p) return { path: [i, 'type', ...p.path], message: p.message };
    } else {
      const p = borshTypeProblem(f);
      if (p) return { path: [i, ...p.path], message: p.message };
    }
  }
  return null;
}

/** A `types` table's first problem, its path relative to the table, or null. */
export function borshTypesProblem(v: unknown): BorshProblem | null {
  if (!Array.isArray(v)) return { path: [], message: '必须是类型列表 (must be a list)' };
  if (v.length > MAX_TYPES) return { path: [], message: `最多 ${MAX_TYPES} 个类型 (at most ${MAX_TYPES})` };
  const names = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const t = v[i];
    if (!isPlain(t)) return { path: [i], message: '必须是类型定义对象 (must be an object)' };
    if (!isBorshName(t.name)) return { path: [i, 'name'], message: NAME_MESSAGE };
    if (names.has(t.name)) return { path: [i, 'name'], message: `类型名 ${t.name} 重复 (duplicate name)` };
    names.add(t.name);
    const allowed =
      t.kind === 'struct' ? ['fields'] : t.kind === 'enum' ? ['variants'] : t.kind === 'alias' ? ['type'] : null;
    if (!allowed) return { path: [i, 'kind'], message: '必须是 struct、enum 或 alias (must be struct, enum or alias)' };
    const extra = Object.keys(t).filter((k) => k !== 'name' && k !== 'kind' && !allowed.includes(k));
    if (extra.length) return { path: [i], message: `未知的键 ${extra.join(', ').slice(0, 60)} (unknown key)` };
    if (t.kind === 'struct') {
      const p = fieldsProblem(t.fields);
      if (p) return { path: [i, 'fields', ...p.path], message: p.message };
    } else if (t.kind === 'alias') {
      const p = borshTypeProblem(t.type);
      if (p) return { path: [i, 'type', ...p.path], message: p.message };
    } else {
      const variants = t.variants;
      if (!Array.isArray(variants) || variants.length === 0)
        return { path: [i, 'variants'], message: '必须是非空的变体列表 (a non-empty list)' };
      if (variants.length > MAX_ENUM_VARIANTS)
        return { path: [i, 'variants'], message: `最多 ${MAX_ENUM_VARIANTS} 个变体 (at most ${MAX_ENUM_VARIANTS})` };
      const seen = new Set<string>();
      for (let j = 0; j < variants.length; j++) {
        const va: unknown = variants[j];
        if (!isPlain(va)) return { path: [i, 'variants', j], message: '必须是变体对象 (must be an object)' };
        if (!isBorshName(va.name)) return { path: [i, 'variants', j, 'name'], message: NAME_MESSAGE };
        if (seen.has(va.name)) return { path: [i, 'variants', j, 'name'], message: '变体名重复 (duplicate name)' };
        seen.add(va.name);
        const extra = Object.keys(va).filter((k) => k !== 'name' && k !== 'fields');
        if (extra.length)
          return { path: [i, 'variants', j], message: `未知的键 ${extra.join(', ').slice(0, 60)} (unknown key)` };
        if (va.fields !== undefined) {
          const p = fieldsProblem(va.fields);
          if (p) return { path: [i, 'variants', j, 'fields', ...p.path], message: p.message };
        }
      }
    }
  }
  return null;
}

const fieldTypes = (fields: BorshFields | undefined): BorshType[] =>
  (fields ?? []).map((f) => (typeof f === 'object' && f !== null && 'name' in f ? (f as BorshField).type : (f as BorshType)));

function definedIn(t: BorshType, out: string[] = []): string[] {
  if (typeof t === 'string') return out;
  if ('defined' in t) out.push(t.defined);
  else if ('vec' in t) definedIn(t.vec, out);
  else if ('option' in t) definedIn(t.option, out);
  else definedIn(t.array[0], out);
  return out;
}

function nesting(t: BorshType, table: Map<string, number>): number {
  if (typeof t === 'string') return 1;
  if ('defined' in t) return 1 + (table.get(t.defined) ?? 0);
  return 1 + nesting('vec' in t ? t.vec : 'option' in t ? t.option : t.array[0], table);
}

const typesOf = (d: BorshTypeDef): BorshType[] =>
  d.kind === 'struct' ? fieldTypes(d.fields) : d.kind === 'alias' ? [d.type] : d.variants.flatMap((v) => fieldTypes(v.fields));

/**
 * Across a checked table: every `defined` names a type of it, there is no cycle, and no type nests
 * deeper than MAX_EXPANDED_DEPTH once expanded. `uses` are the other places' types (args, events).
 */
export function borshTableProblem(
  types: readonly BorshTypeDef[],
  uses: readonly { path: (string | number)[]; type: BorshType }[],
): BorshProblem | null {
  const byName = new Map(types.map((d) => [d.name, d]));
  for (let i = 0; i < types.length; i++)
    for (const name of typesOf(types[i]!).flatMap((t) => definedIn(t)))
      if (!byName.has(name)) return { path: ['types', i], message: `没有名为 ${name} 的类型 (no such type)` };
  for (const u of uses)
    for (const name of definedIn(u.type))
      if (!byName.has(name)) return { path: u.path, message: `没有名为 ${name} 的类型 (no such type)` };
  // depth of each type, by a walk that meets a type on its own path only in a cycle
  const depth = new Map<string, number>();
  const state = new Map<string, 'open' | 'done'>();
  let problem: BorshProblem | null = null;
  const visit = (name: string): void => {
    if (problem || state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      problem = { path: ['types', types.findIndex((d) => d.name === name)], message: `类型 ${name} 循环引用自身 (a type refers to itself)` };
      return;
    }
    state.set(name, 'open');
    const def = byName.get(name)!;
    const inner = typesOf(def);
    for (const t of inner) for (const n of definedIn(t)) visit(n);
    if (problem) return;
    const d = inner.reduce((m, t) => Math.max(m, nesting(t, depth)), 0) + 1;
    depth.set(name, d);
    state.set(name, 'done');
    if (d > MAX_EXPANDED_DEPTH)
      problem = { path: ['types', types.findIndex((x) => x.name === name)], message: `类型 ${name} 展开后嵌套超过 ${MAX_EXPANDED_DEPTH} 层 (nested too deep)` };
  };
  for (const d of types) visit(d.name);
  if (problem) return problem;
  for (const u of uses)
    if (nesting(u.type, depth) > MAX_EXPANDED_DEPTH)
      return { path: u.path, message: `类型展开后嵌套超过 ${MAX_EXPANDED_DEPTH} 层 (nested too deep)` };
  return null;
}

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
