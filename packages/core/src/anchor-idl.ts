/**
 * An Anchor IDL turned into the program registry's rules (sol-program-rules.ts, object form):
 * one instruction rule per IDL instruction (its discriminator, its accounts' names in order, its
 * args as a Borsh layout), the types those args and the events use, and one event per IDL event.
 * Browser-safe.
 *
 * Both IDL formats: the legacy one (before Anchor 0.30: camelCase names, `publicKey`,
 * `defined: "Name"`, `isMut` / `isSigner`, event fields inline, discriminators not written:
 * sha256("global:<snake_case name>") and sha256("event:<Name>"), first 8 bytes) and 0.30+ (`address`,
 * `metadata`, `discriminator` byte arrays, `pubkey`, `defined: { name }`, events' fields in `types`).
 * The IDL is user input: read through own properties only (no prototype lookups), names checked or
 * made safe, sizes bounded; anything it cannot use makes a clear error (`anchorIdlToRules` returns
 * { ok: false, message }) or, for a part the rule language cannot express (generics, u256, a
 * zero-copy type), a warning and that instruction without args or that event left out.
 */
import { hex } from '@scure/base';
import { sha256 } from 'viem';
import { MAX_ANCHOR_EVENTS, MAX_INSTRUCTION_RULES, MAX_RULE_ACCOUNTS, MAX_RULE_ARGS, type ProgramRules } from './sol-program-rules';
import { checkProgramRules } from './sol-program-rules-check';
import { BORSH_PRIMITIVES, MAX_ARRAY_LENGTH, MAX_TYPE_DEPTH, MAX_TYPES, type BorshField, type BorshFields, type BorshType, type BorshTypeDef } from './sol-borsh';

/** the largest IDL text taken (Whirlpool's, with docs, is about 260 KB) */
export const MAX_IDL_BYTES = 2 * 1024 * 1024;

export interface AnchorIdlRules {
  /** `instruction_rules` in its object form */
  instruction_rules: { instructions: ProgramRules['instruction_rules']; types: BorshTypeDef[]; events: NonNullable<ProgramRules['events']> };
  format: 'legacy' | 'anchor-0.30';
  /** the IDL's program address (0.30+ `address`, legacy `metadata.address`), when it names one */
  address: string | null;
  name: string | null;
  counts: { instructions: number; events: number; types: number };
  warnings: string[];
}

export type AnchorIdlResult = ({ ok: true } & AnchorIdlRules) | { ok: false; message: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const str = (o: Obj, k: string): string | undefined => {
  const v = own(o, k);
  return typeof v === 'string' ? v : undefined;
};

class IdlError extends Error {}
class Unsupported extends Error {}

/** Anchor's snake_case of a legacy (camelCase) name, as its discriminators are made from the Rust names */
export function anchorSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1\0$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1\0$2')
    .replace(/[^A-Za-z0-9]+/g, '\0')
    .split('\0')
    .filter(Boolean)
    .map((p) => p.toLowerCase())
    .join('_');
}

/** sha256(`<namespace>:<name>`), first 8 bytes, as hex */
export const anchorDiscriminator = (namespace: 'global' | 'event' | 'account', name: string): string =>
  sha256(new TextEncoder().encode(`${namespace}:${name}`)).slice(2, 18);

/** a name usable as a key and an identifier: invalid characters become _, at most 64 characters */
function safeName(v: unknown, what: string): string {
  if (typeof v !== 'string' || v.trim() === '') throw new IdlError(`${what}缺少名称 (a name is missing)`);
  let n = v.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 64);
  if (!/^[A-Za-z_]/.test(n)) n = `_${n}`.slice(0, 64);
  if (n === '__proto__' || n === 'constructor' || n === 'prototype') n = `${n}_`;
  return n;
}

function bytesOf(v: unknown, what: string): string {
  if (!Array.isArray(v) || v.length === 0 || v.length > 32 || !v.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    throw new IdlError(`${what}的 discriminator 必须是 1 到 32 个字节的数组 (a byte array)`);
  return hex.encode(Uint8Array.from(v as number[]));
}

const PRIMS = new Set<string>(BORSH_PRIMITIVES);

interface Ctx {
  /** IDL type definitions by their name in the IDL */
  defs: Map<string, Obj>;
  /** converted types by their safe name; null while being converted or when not convertible */
  out: Map<string, BorshTypeDef | null>;
  names: Map<string, string>;
  unsupported: Map<string, string>;
}

function typeOf(v: unknown, ctx: Ctx, depth: number): BorshType {
  if (depth > MAX_TYPE_DEPTH) throw new Unsupported(`类型嵌套超过 ${MAX_TYPE_DEPTH} 层`);
  if (typeof v === 'string') {
    if (v === 'publicKey') return 'pubkey';
    if (PRIMS.has(v)) return v as BorshType;
    throw new Unsupported(`类型 ${v.slice(0, 40)}`);
  }
  if (!isObj(v)) throw new Unsupported('无法识别的类型');
  const keys = Object.keys(v);
  if (keys.length !== 1 && !(keys.length === 2 && keys.includes('defined') && keys.includes('generics')))
    throw new Unsupported(`类型 {${keys.join(',').slice(0, 40)}}`);
  if (Object.hasOwn(v, 'vec')) return { vec: typeOf(v.vec, ctx, depth + 1) };
  if (Object.hasOwn(v, 'option')) return { option: typeOf(v.option, ctx, depth + 1) };
  if (Object.hasOwn(v, 'array')) {
    const a = v.array;
    if (!Array.isArray(a) || a.length !== 2) throw new Unsupported('array 类型');
    const n = a[1];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_ARRAY_LENGTH) throw new Unsupported('泛型或过长的数组长度');
    return { array: [typeOf(a[0], ctx, depth + 1), n] };
  }
  if (Object.hasOwn(v, 'defined')) {
    const d = v.defined;
    let name: unknown = d;
    if (isObj(d)) {
      const generics = own(d, 'generics');
      if (Array.isArray(generics) && generics.length > 0) throw new Unsupported('泛型类型');
      name = own(d, 'name');
    }
    if (Array.isArray(v.generics) && v.generics.length > 0) throw new Unsupported('泛型类型');
    if (typeof name !== 'string') throw new Unsupported('defined 缺少类型名');
    return { defined: defineType(name, ctx) };
  }
  throw new Unsupported(`类型 ${keys[0]!.slice(0, 40)}`);
}

function fieldsOf(v: unknown, ctx: Ctx, what: string): BorshFields {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new IdlError(`${what}的 fields 必须是列表 (must be a list)`);
  if (v.length > 64) throw new Unsupported('字段超过 64 个');
  const named = v.length > 0 && isObj(v[0]) && Object.hasOwn(v[0], 'name');
  if (!named) return v.map((t) => typeOf(t, ctx, 1));
  const seen = new Set<string>();
  return v.map((f, i): BorshField => {
    if (!isObj(f)) throw new IdlError(`${what}的第 ${i + 1} 个字段必须是对象 (must be an object)`);
    const name = safeName(own(f, 'name'), `${what}的第 ${i + 1} 个字段`);
    if (seen.has(name)) throw new Unsupported(`字段名 ${name} 重复`);
    seen.add(name);
    return { name, type: typeOf(own(f, 'type'), ctx, 1) };
  });
}

/** the safe name of an IDL type, converted (once) into ctx.out; Unsupported when it cannot be */
function defineType(idlName: string, ctx: Ctx): string {
  const known = ctx.names.get(idlName);
  if (known !== undefined) {
    const why = ctx.unsupported.get(known);
    if (why) throw new Unsupported(why);
    return known;
  }
  const def = ctx.defs.get(idlName);
  if (!def) throw new IdlError(`IDL 没有定义类型 ${idlName.slice(0, 64)} (no such type)`);
  const name = safeName(idlName, '类型');
  if ([...ctx.names.values()].includes(name)) throw new IdlError(`类型名 ${name} 重复 (duplicate type name)`);
  ctx.names.set(idlName, name);
  if (ctx.out.size >= MAX_TYPES) throw new IdlError(`用到的类型超过 ${MAX_TYPES} 个 (too many types)`);
  ctx.out.set(name, null);
  try {
    const t = own(def, 'type');
    if (!isObj(t)) throw new IdlError(`类型 ${name} 缺少 type (no type)`);
    const serialization = str(def, 'serialization');
    if (serialization && serialization !== 'borsh') throw new Unsupported(`类型 ${name} 的 ${serialization} 序列化`);
    const generics = own(def, 'generics');
    if (Array.isArray(generics) && generics.length > 0) throw new Unsupported(`泛型类型 ${name}`);
    const kind = str(t, 'kind');
    let out: BorshTypeDef;
    if (kind === 'struct') out = { name, kind: 'struct', fields: fieldsOf(own(t, 'fields'), ctx, `类型 ${name} `) };
    else if (kind === 'enum') {
      const variants = own(t, 'variants');
      if (!Array.isArray(variants) || variants.length === 0 || variants.length > 256)
        throw new IdlError(`类型 ${name} 的 variants 必须是 1 到 256 项的列表 (a list)`);
      out = {
        name,
        kind: 'enum',
        variants: variants.map((va, j) => {
          if (!isObj(va)) throw new IdlError(`类型 ${name} 的第 ${j + 1} 个变体必须是对象 (must be an object)`);
          const fields = own(va, 'fields');
          const vname = safeName(own(va, 'name'), `类型 ${name} 的第 ${j + 1} 个变体`);
          return fields === undefined || fields === null ? { name: vname } : { name: vname, fields: fieldsOf(fields, ctx, `类型 ${name}.${vname} `) };
        }),
      };
    } else if (kind === 'type') out = { name, kind: 'alias', type: typeOf(own(t, 'alias'), ctx, 1) };
    else throw new IdlError(`类型 ${name} 的 kind 必须是 struct、enum 或 type (unknown kind)`);
    ctx.out.set(name, out);
    return name;
  } catch (e) {
    if (e instanceof Unsupported) ctx.unsupported.set(name, e.message);
    throw e;
  }
}

function accountNames(list: unknown, prefix: string, out: string[], depth: number): void {
  if (!Array.isArray(list)) return;
  for (const a of list) {
    if (!isObj(a) || depth > 4) continue;
    const raw = str(a, 'name') ?? 'account';
    const name = `${prefix}${raw}`.replace(/[^A-Za-z0-9_.:-]/g, '_');
    const nested = own(a, 'accounts');
    if (Array.isArray(nested)) accountNames(nested, `${name}.`, out, depth + 1);
    else out.push(name);
  }
}

function uniqueAccounts(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => {
    let base = /^[A-Za-z_]/.test(n) ? n : `_${n}`;
    base = base.slice(0, 60);
    let name = base;
    for (let i = 2; seen.has(name); i++) name = `${base}_${i}`;
    seen.add(name);
    return name;
  });
}

/** The text of an IDL (pasted, or read from the chain): parsed, its size bounded. */
export function parseAnchorIdlText(text: string): { ok: true; idl: unknown } | { ok: false; message: string } {
  if (text.length > MAX_IDL_BYTES) return { ok: false, message: `IDL 不能超过 ${MAX_IDL_BYTES / 1024 / 1024} MB (too large)` };
  try {
    return { ok: true, idl: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: `IDL 不是有效的 JSON：${e instanceof Error ? e.message : String(e)} (not JSON)` };
  }
}

/** An Anchor IDL (parsed JSON, either format) as registry rules, or why it cannot be. */
export function anchorIdlToRules(idl: unknown): AnchorIdlResult {
  try {
    return { ok: true, ...convert(idl) };
  } catch (e) {
    if (e instanceof IdlError || e instanceof Unsupported) return { ok: false, message: e.message };
    throw e;
  }
}

function convert(idl: unknown): AnchorIdlRules {
  if (!isObj(idl)) throw new IdlError('IDL 必须是 JSON 对象 (must be an object)');
  const instructions = own(idl, 'instructions');
  if (!Array.isArray(instructions)) throw new IdlError('IDL 缺少 instructions 列表 (no instructions)');
  if (instructions.length > MAX_INSTRUCTION_RULES)
    throw new IdlError(`IDL 的指令超过 ${MAX_INSTRUCTION_RULES} 条 (too many instructions)`);
  const metadata = isObj(own(idl, 'metadata')) ? (own(idl, 'metadata') as Obj) : {};
  const modern =
    typeof own(idl, 'address') === 'string' ||
    typeof own(metadata, 'spec') === 'string' ||
    instructions.some((i) => isObj(i) && Array.isArray(own(i, 'discriminator')));
  const ctx: Ctx = { defs: new Map(), out: new Map(), names: new Map(), unsupported: new Map() };
  for (const key of ['types', 'accounts', 'events'] as const) {
    const list = own(idl, key);
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new IdlError(`IDL 的 ${key} 必须是列表 (must be a list)`);
    if (list.length > 1024) throw new IdlError(`IDL 的 ${key} 过多 (too many)`);
    for (const d of list) {
      // legacy accounts and events carry their layout; 0.30's only name a type of `types`
      if (!isObj(d) || typeof own(d, 'name') !== 'string') throw new IdlError(`IDL 的 ${key} 中有一项缺少名称 (a name is missing)`);
      const name = own(d, 'name') as string;
      if (key === 'types' || (key === 'accounts' && isObj(own(d, 'type')) && !ctx.defs.has(name))) ctx.defs.set(name, d);
    }
  }
  const warnings: string[] = [];
  const names = new Set<string>();
  const rules = instructions.map((ix, i) => {
    if (!isObj(ix)) throw new IdlError(`第 ${i + 1} 条指令必须是对象 (must be an object)`);
    const rawName = str(ix, 'name');
    if (!rawName) throw new IdlError(`第 ${i + 1} 条指令缺少名称 (a name is missing)`);
    const name = rawName.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 64);
    const what = `指令 ${name} `;
    if (!/^[A-Za-z_]/.test(name)) throw new IdlError(`${what}的名称必须以字母或 _ 开头 (bad name)`);
    if (names.has(name)) throw new IdlError(`指令名 ${name} 重复 (duplicate instruction)`);
    names.add(name);
    const disc = own(ix, 'discriminator');
    const discriminator = disc !== undefined ? bytesOf(disc, what) : anchorDiscriminator('global', modern ? rawName : anchorSnakeCase(rawName));
    const accounts: string[] = [];
    accountNames(own(ix, 'accounts'), '', accounts, 0);
    if (accounts.length > MAX_RULE_ACCOUNTS) {
      warnings.push(`${what}的账户超过 ${MAX_RULE_ACCOUNTS} 个，只保留前 ${MAX_RULE_ACCOUNTS} 个`);
      accounts.length = MAX_RULE_ACCOUNTS;
    }
    const rule: ProgramRules['instruction_rules'][number] = { name, match: { discriminator }, fields: [], accounts: uniqueAccounts(accounts) };
    const rawArgs = own(ix, 'args') ?? [];
    if (!Array.isArray(rawArgs)) throw new IdlError(`${what}的 args 必须是列表 (must be a list)`);
    if (rawArgs.length > MAX_RULE_ARGS) warnings.push(`${what}的参数超过 ${MAX_RULE_ARGS} 个，未解析参数`);
    else if (rawArgs.length > 0) {
      try {
        rule.args = fieldsOf(rawArgs, ctx, what) as BorshField[];
        if (rule.args.length > 0 && !('name' in rule.args[0]!)) throw new IdlError(`${what}的参数缺少名称 (a name is missing)`);
      } catch (e) {
        if (!(e instanceof Unsupported)) throw e;
        warnings.push(`${what}的参数含不支持的${e.message}，未解析参数`);
      }
    }
    return rule;
  });
  const events: AnchorIdlRules['instruction_rules']['events'] = [];
  const rawEvents = own(idl, 'events');
  if (Array.isArray(rawEvents)) {
    if (rawEvents.length > MAX_ANCHOR_EVENTS) throw new IdlError(`IDL 的事件超过 ${MAX_ANCHOR_EVENTS} 个 (too many events)`);
    for (const ev of rawEvents as Obj[]) {
      const rawName = own(ev, 'name') as string;
      const name = safeName(rawName, '事件');
      const disc = own(ev, 'discriminator');
      const discriminator = disc !== undefined ? bytesOf(disc, `事件 ${name} `) : anchorDiscriminator('event', rawName);
      try {
        let fields: BorshFields;
        if (Object.hasOwn(ev, 'fields')) fields = fieldsOf(own(ev, 'fields'), ctx, `事件 ${name} `);
        else {
          const def = ctx.defs.get(rawName);
          const t = def && own(def, 'type');
          if (!isObj(t) || str(t, 'kind') !== 'struct') throw new Unsupported(`事件 ${name} 没有对应的结构体类型`);
          fields = fieldsOf(own(t, 'fields'), ctx, `事件 ${name} `);
        }
        if (fields.length > MAX_RULE_ARGS || (fields.length > 0 && !('name' in (fields[0] as object))))
          throw new Unsupported(`事件 ${name} 的字段`);
        events.push({ name, discriminator, fields: fields as BorshField[] });
      } catch (e) {
        if (!(e instanceof Unsupported)) throw e;
        warnings.push(`事件 ${name} 含不支持的${e.message}，未导入`);
      }
    }
  }
  const types = [...ctx.out.values()].filter((d): d is BorshTypeDef => d !== null && !ctx.unsupported.has(d.name));
  const instruction_rules = { instructions: rules, types, events };
  const check = checkProgramRules({ instruction_rules, event_rules: [] });
  if (!check.ok) throw new IdlError(`转换结果未通过规则检查：${check.message}`);
  const address = str(idl, 'address') ?? str(metadata, 'address') ?? null;
  return {
    instruction_rules,
    format: modern ? 'anchor-0.30' : 'legacy',
    address,
    name: str(metadata, 'name') ?? str(idl, 'name') ?? null,
    counts: { instructions: rules.length, events: events.length, types: types.length },
    warnings,
  };
}
