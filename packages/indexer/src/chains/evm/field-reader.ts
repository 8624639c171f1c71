/**
 * Typed reads of one raw JSON-RPC object: hex quantities → bigint/number, hashes/addresses/data →
 * lower-case 0x text. Every read names its field, so a bad answer fails with a precise RpcShapeError.
 */
import { RpcShapeError, type ShapeLocation } from './rpc-shape-error';

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

export interface FieldReader {
  /** the raw value, or undefined when absent or null */
  raw(name: string): unknown;
  quantity(name: string): bigint;
  optQuantity(name: string): bigint | null;
  /** a quantity that must fit a JS number (heights, indexes, sizes, timestamps) */
  int(name: string): number;
  hash(name: string): string;
  address(name: string): string;
  optAddress(name: string): string | null;
  data(name: string): string;
  array(name: string): unknown[];
  fail(name: string, problem: string): never;
}

export function readFields(value: unknown, where: ShapeLocation): FieldReader {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RpcShapeError('(object)', 'is not a JSON object', where);
  }
  const obj = value as Record<string, unknown>;
  const fail = (name: string, problem: string): never => {
    throw new RpcShapeError(name, problem, where);
  };
  const present = (name: string): unknown => {
    const v = obj[name];
    return v === undefined || v === null ? fail(name, 'is missing') : v;
  };
  const text = (name: string, v: unknown, pattern: RegExp, kind: string): string =>
    typeof v === 'string' && pattern.test(v) ? v.toLowerCase() : fail(name, `is not ${kind}: ${JSON.stringify(v)?.slice(0, 80)}`);
  const quantity = (name: string) => BigInt(text(name, present(name), QUANTITY, 'a hex quantity'));

  return {
    raw: (name) => obj[name] ?? undefined,
    quantity,
    optQuantity: (name) => (obj[name] === undefined || obj[name] === null ? null : quantity(name)),
    int(name) {
      const n = quantity(name);
      return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : fail(name, `is too large: ${n}`);
    },
    hash: (name) => text(name, present(name), HASH, 'a 32-byte hash'),
    address: (name) => text(name, present(name), ADDRESS, 'a 20-byte address'),
    optAddress: (name) => (obj[name] === undefined || obj[name] === null ? null : text(name, obj[name], ADDRESS, 'a 20-byte address')),
    data: (name) => text(name, present(name), DATA, 'hex data'),
    array(name) {
      const v = present(name);
      return Array.isArray(v) ? v : fail(name, 'is not an array');
    },
    fail,
  };
}
