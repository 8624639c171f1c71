/**
 * Core's script disassembly (ScriptToAsmStr): pushes of up to 4 bytes as decimal numbers
 * (CScriptNum), longer pushes as hex, opcodes by name; in a scriptSig a push that is a strictly
 * DER-encoded signature with a defined sighash type shows the type as "[ALL]" etc. instead of its
 * last byte.
 */
import { OPNames } from '@scure/btc-signer/script.js';
import { toHex } from './bytes';

const SIGHASH_NAMES: Record<number, string> = {
  0x01: 'ALL',
  0x81: 'ALL|ANYONECANPAY',
  0x02: 'NONE',
  0x82: 'NONE|ANYONECANPAY',
  0x03: 'SINGLE',
  0x83: 'SINGLE|ANYONECANPAY',
};

/** Core's names where btc-signer's differ */
function opName(op: number): string {
  if (op === 0x4f) return '-1';
  if (op >= 0x51 && op <= 0x60) return String(op - 0x50);
  if (op === 0xff) return 'OP_INVALIDOPCODE';
  const name = OPNames[op];
  return name && name !== 'INVALID' ? `OP_${name}` : 'OP_UNKNOWN';
}

/** CScriptNum of up to 4 bytes: little-endian magnitude, sign in the top bit of the last byte */
function scriptNum(b: Uint8Array): number {
  if (b.length === 0) return 0;
  let v = 0;
  for (let i = b.length - 1; i >= 0; i--) v = v * 256 + (i === b.length - 1 ? b[i]! & 0x7f : b[i]!);
  return b[b.length - 1]! & 0x80 ? -v : v;
}

/** BIP66 strict DER, plus a defined hash type (Core's CheckSignatureEncoding under STRICTENC) */
function isStrictSignature(sig: Uint8Array): boolean {
  const n = sig.length;
  if (n < 9 || n > 73 || sig[0] !== 0x30 || sig[1] !== n - 3) return false;
  const lenR = sig[3]!;
  if (5 + lenR >= n) return false;
  const lenS = sig[5 + lenR]!;
  if (lenR + lenS + 7 !== n) return false;
  if (sig[2] !== 0x02 || lenR === 0 || sig[4]! & 0x80) return false;
  if (lenR > 1 && sig[4] === 0 && !(sig[5]! & 0x80)) return false;
  if (sig[lenR + 4] !== 0x02 || lenS === 0 || sig[lenR + 6]! & 0x80) return false;
  if (lenS > 1 && sig[lenR + 6] === 0 && !(sig[lenR + 7]! & 0x80)) return false;
  const type = sig[n - 1]! & ~0x80;
  return type >= 1 && type <= 3;
}

export interface ScriptOp {
  op: number;
  data?: Uint8Array;
}

/** the script's operations; undefined when a push runs past the end */
export function parseScript(script: Uint8Array): ScriptOp[] | undefined {
  const ops: ScriptOp[] = [];
  let i = 0;
  while (i < script.length) {
    const op = script[i++]!;
    let len = -1;
    if (op >= 1 && op <= 0x4b) len = op;
    else if (op === 0x4c) len = script[i++] ?? -2;
    else if (op === 0x4d) len = i + 2 <= script.length ? script[i]! | (script[i + 1]! << 8) : -2;
    else if (op === 0x4e) len = i + 4 <= script.length ? new DataView(script.buffer, script.byteOffset + i, 4).getUint32(0, true) : -2;
    if (op === 0x4d) i += 2;
    if (op === 0x4e) i += 4;
    if (len === -2 || i + Math.max(len, 0) > script.length) return undefined;
    if (op === 0) ops.push({ op, data: new Uint8Array(0) });
    else if (len >= 0) {
      ops.push({ op, data: script.subarray(i, i + len) });
      i += len;
    } else ops.push({ op });
  }
  return ops;
}

export function scriptAsm(script: Uint8Array, decodeSighash = false): string {
  const parts: string[] = [];
  const unspendable = script[0] === 0x6a || script.length > 10_000;
  // parse op by op so a truncated push still shows what came before it, as Core does
  const ops = parseScript(script);
  const list = ops ?? parseScript(script.subarray(0, lastGoodEnd(script))) ?? [];
  for (const { op, data } of list) {
    if (data === undefined) {
      parts.push(opName(op));
    } else if (data.length <= 4) {
      parts.push(String(scriptNum(data)));
    } else if (decodeSighash && !unspendable && isStrictSignature(data)) {
      parts.push(toHex(data.subarray(0, data.length - 1)) + `[${SIGHASH_NAMES[data[data.length - 1]!]}]`);
    } else parts.push(toHex(data));
  }
  if (!ops) parts.push('[error]');
  return parts.join(' ');
}

/** the end of the last complete operation */
function lastGoodEnd(script: Uint8Array): number {
  for (let end = script.length - 1; end > 0; end--) if (parseScript(script.subarray(0, end))) return end;
  return 0;
}
