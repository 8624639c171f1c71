/**
 * Shape checks at the Solana RPC edge: a `getBlock` / `getTransaction` answer is untyped JSON, so
 * each field the adapter reads goes through these helpers, and a missing or malformed one fails
 * with an RpcShapeError naming the field, the slot and the transaction (first signature).
 */
import { RpcShapeError, type ShapeLocation } from '../rpc-shape-error';

export type Json = Record<string, unknown>;

export function fail(field: string, problem: string, where: ShapeLocation): never {
  throw new RpcShapeError(field, problem, where);
}

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function object(o: Json, field: string, where: ShapeLocation): Json {
  const v = o[field];
  if (!isObject(v)) fail(field, 'is not an object', where);
  return v;
}

export function array(o: Json, field: string, where: ShapeLocation): unknown[] {
  const v = o[field];
  if (!Array.isArray(v)) fail(field, 'is not a list', where);
  return v;
}

/** a list, or [] when the node left the field out (null / absent) */
export function optionalArray(o: Json, field: string, where: ShapeLocation): unknown[] {
  const v = o[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(field, 'is not a list', where);
  return v;
}

export function string(o: Json, field: string, where: ShapeLocation): string {
  const v = o[field];
  if (typeof v !== 'string') fail(field, 'is not a string', where);
  return v;
}

/** a non-negative whole number (slots, indexes, counts) */
export function int(o: Json, field: string, where: ShapeLocation): number {
  const v = o[field];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) fail(field, 'is not a whole number', where);
  return v;
}

export function optionalInt(o: Json, field: string, where: ShapeLocation): number | null {
  const v = o[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) fail(field, 'is not a whole number', where);
  return v;
}

/**
 * Lamports as the node prints them: a JSON number (a u64, so it may exceed 2^53 and arrive rounded
 * by JSON.parse; it is still a whole number) or a decimal string.
 */
export function lamports(v: unknown, field: string, where: ShapeLocation): bigint {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v);
  return fail(field, 'is not an amount of lamports', where);
}

export function lamportList(o: Json, field: string, where: ShapeLocation): bigint[] {
  const list = array(o, field, where);
  const out = new Array<bigint>(list.length);
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    out[i] = typeof v === 'number' && Number.isInteger(v) && v >= 0 ? BigInt(v) : lamports(v, `${field}[${i}]`, where);
  }
  return out;
}
