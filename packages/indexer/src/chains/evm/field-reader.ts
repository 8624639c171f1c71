/**
 * Typed reads of one raw JSON-RPC object: hex quantities → bigint/number, hashes/addresses/data →
 * lower-case 0x text. Every read names its field, so a bad answer fails with a precise RpcShapeError.
 * A class (not closures) because it is created for every tx, receipt and log of every block.
 */
import { RpcShapeError, type ShapeLocation } from './rpc-shape-error';

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DATA = /^0x[0-9a-fA-F]*$/; // plus an even length, checked in data()
const UPPER = /[A-F]/;

/** hex is usually lower-case already: skip the copy then (input data can be large) */
const lower = (v: string) => (UPPER.test(v) ? v.toLowerCase() : v);

export class FieldReader {
  private readonly obj: Record<string, unknown>;

  constructor(
    value: unknown,
    private readonly where: ShapeLocation,
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RpcShapeError('(object)', 'is not a JSON object', where);
    this.obj = value as Record<string, unknown>;
  }

  /** the same object, read again with a more precise location (e.g. once its hash is known) */
  at(where: ShapeLocation): FieldReader {
    return new FieldReader(this.obj, where);
  }

  fail(name: string, problem: string): never {
    throw new RpcShapeError(name, problem, this.where);
  }

  /** the raw value, or undefined when absent or null */
  raw(name: string): unknown {
    return this.obj[name] ?? undefined;
  }

  quantity(name: string): bigint {
    return BigInt(this.text(name, this.present(name), QUANTITY, 'a hex quantity'));
  }

  optQuantity(name: string): bigint | null {
    return this.obj[name] === undefined || this.obj[name] === null ? null : this.quantity(name);
  }

  /** a quantity that must fit a JS number (heights, indexes, sizes, timestamps) */
  int(name: string): number {
    const n = this.quantity(name);
    return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : this.fail(name, `is too large: ${n}`);
  }

  hash(name: string): string {
    return this.text(name, this.present(name), HASH, 'a 32-byte hash');
  }

  address(name: string): string {
    return this.text(name, this.present(name), ADDRESS, 'a 20-byte address');
  }

  optAddress(name: string): string | null {
    const v = this.obj[name];
    return v === undefined || v === null ? null : this.text(name, v, ADDRESS, 'a 20-byte address');
  }

  data(name: string): string {
    const v = this.text(name, this.present(name), DATA, 'hex data');
    return v.length % 2 === 0 ? v : this.fail(name, 'has an odd number of hex digits');
  }

  array(name: string): unknown[] {
    const v = this.present(name);
    return Array.isArray(v) ? v : this.fail(name, 'is not an array');
  }

  private present(name: string): unknown {
    const v = this.obj[name];
    return v === undefined || v === null ? this.fail(name, 'is missing') : v;
  }

  private text(name: string, v: unknown, pattern: RegExp, kind: string): string {
    return typeof v === 'string' && pattern.test(v) ? lower(v) : this.fail(name, `is not ${kind}: ${JSON.stringify(v)?.slice(0, 80)}`);
  }
}

export function readFields(value: unknown, where: ShapeLocation): FieldReader {
  return new FieldReader(value, where);
}
