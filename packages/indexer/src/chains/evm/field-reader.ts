/**
 * Typed reads of one raw JSON-RPC object: hex quantities → bigint/number, hashes/addresses/data →
 * lower-case 0x text. Every read names its field, so a bad answer fails with a precise RpcShapeError.
 * A class (not closures) because it is created for every tx, receipt and log of every block.
 */
import { RpcShapeError, type ShapeLocation } from '../rpc-shape-error';

/** hex digit counts after 0x: [min, max] */
type Digits = readonly [number, number];
const QUANTITY: Digits = [1, 64];
const HASH: Digits = [64, 64];
const ADDRESS: Digits = [40, 40];
const DATA: Digits = [0, Infinity]; // plus an even length, checked in data()

/** above this many characters, hex is checked by Node's native decoder (several times faster than a scan in JS) */
const LONG_HEX = 256;

/**
 * 0x-prefixed hex with a digit count in range: the text lower-cased (copied only when it has
 * upper-case digits), or null. Tx input and log data can be tens of kilobytes per value and a block
 * holds hundreds of kilobytes of it: long values are checked by decoding them natively (the decoder
 * stops at the first character that is not hex) and lower-cased natively.
 */
function hexText(v: unknown, [min, max]: Digits): string | null {
  if (typeof v !== 'string' || v.length < 2 + min || v.length > 2 + max || v.charCodeAt(0) !== 48 || v.charCodeAt(1) !== 120) return null;
  if (v.length > LONG_HEX) {
    const digits = v.length - 2;
    return Buffer.from(v.slice(2), 'hex').length * 2 === digits - (digits % 2) && isHexDigit(v.charCodeAt(v.length - 1)) ? v.toLowerCase() : null;
  }
  let upper = false;
  for (let i = 2; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102)) continue;
    if (c >= 65 && c <= 70) upper = true;
    else return null;
  }
  return upper ? v.toLowerCase() : v;
}

function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

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

  private text(name: string, v: unknown, digits: Digits, kind: string): string {
    return hexText(v, digits) ?? this.fail(name, `is not ${kind}: ${JSON.stringify(v)?.slice(0, 80)}`);
  }
}

export function readFields(value: unknown, where: ShapeLocation): FieldReader {
  return new FieldReader(value, where);
}
