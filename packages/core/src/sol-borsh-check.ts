/**
 * Checks of Borsh layouts (sol-borsh.ts) as they come from a program's rules or an Anchor IDL: each
 * type expression within its depth, each types table's names, fields and variants within their
 * counts, and across a table no unknown `defined`, no cycle and no type nesting deeper than
 * MAX_EXPANDED_DEPTH once expanded. Each check answers the first problem with its path, or null.
 * Browser-safe.
 */
import {
  BORSH_PRIMITIVES,
  isBorshName,
  MAX_ENUM_VARIANTS,
  MAX_EXPANDED_DEPTH,
  MAX_TYPE_DEPTH,
  MAX_TYPE_FIELDS,
  MAX_TYPES,
  MAX_ARRAY_LENGTH,
  type BorshField,
  type BorshFields,
  type BorshType,
  type BorshTypeDef,
} from './sol-borsh';

const PRIMITIVES = new Set<string>(BORSH_PRIMITIVES);

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
