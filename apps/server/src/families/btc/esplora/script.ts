/**
 * Scripts as Esplora shows them (electrs, rust-bitcoin's Script display): the assembly with push
 * opcodes named by size (OP_PUSHBYTES_20 <hex>, OP_PUSHDATA1 <hex>), small numbers as OP_PUSHNUM_n,
 * unassigned opcodes as OP_RETURN_<n>; and electrs' output types (p2pkh, v0_p2wpkh, v1_p2tr, op_return…).
 */
import { hex } from '@scure/base';

const NAMED: Readonly<Record<number, string>> = {
  0x00: 'OP_0', 0x4c: 'OP_PUSHDATA1', 0x4d: 'OP_PUSHDATA2', 0x4e: 'OP_PUSHDATA4', 0x4f: 'OP_PUSHNUM_NEG1', 0x50: 'OP_RESERVED', 0x61: 'OP_NOP', 0x62: 'OP_VER', 0x63: 'OP_IF', 0x64: 'OP_NOTIF',
  0x65: 'OP_VERIF', 0x66: 'OP_VERNOTIF', 0x67: 'OP_ELSE', 0x68: 'OP_ENDIF', 0x69: 'OP_VERIFY', 0x6a: 'OP_RETURN',
  0x6b: 'OP_TOALTSTACK', 0x6c: 'OP_FROMALTSTACK', 0x6d: 'OP_2DROP', 0x6e: 'OP_2DUP', 0x6f: 'OP_3DUP', 0x70: 'OP_2OVER',
  0x71: 'OP_2ROT', 0x72: 'OP_2SWAP', 0x73: 'OP_IFDUP', 0x74: 'OP_DEPTH', 0x75: 'OP_DROP', 0x76: 'OP_DUP', 0x77: 'OP_NIP',
  0x78: 'OP_OVER', 0x79: 'OP_PICK', 0x7a: 'OP_ROLL', 0x7b: 'OP_ROT', 0x7c: 'OP_SWAP', 0x7d: 'OP_TUCK', 0x7e: 'OP_CAT',
  0x7f: 'OP_SUBSTR', 0x80: 'OP_LEFT', 0x81: 'OP_RIGHT', 0x82: 'OP_SIZE', 0x83: 'OP_INVERT', 0x84: 'OP_AND', 0x85: 'OP_OR',
  0x86: 'OP_XOR', 0x87: 'OP_EQUAL', 0x88: 'OP_EQUALVERIFY', 0x89: 'OP_RESERVED1', 0x8a: 'OP_RESERVED2', 0x8b: 'OP_1ADD',
  0x8c: 'OP_1SUB', 0x8d: 'OP_2MUL', 0x8e: 'OP_2DIV', 0x8f: 'OP_NEGATE', 0x90: 'OP_ABS', 0x91: 'OP_NOT', 0x92: 'OP_0NOTEQUAL',
  0x93: 'OP_ADD', 0x94: 'OP_SUB', 0x95: 'OP_MUL', 0x96: 'OP_DIV', 0x97: 'OP_MOD', 0x98: 'OP_LSHIFT', 0x99: 'OP_RSHIFT',
  0x9a: 'OP_BOOLAND', 0x9b: 'OP_BOOLOR', 0x9c: 'OP_NUMEQUAL', 0x9d: 'OP_NUMEQUALVERIFY', 0x9e: 'OP_NUMNOTEQUAL',
  0x9f: 'OP_LESSTHAN', 0xa0: 'OP_GREATERTHAN', 0xa1: 'OP_LESSTHANOREQUAL', 0xa2: 'OP_GREATERTHANOREQUAL', 0xa3: 'OP_MIN',
  0xa4: 'OP_MAX', 0xa5: 'OP_WITHIN', 0xa6: 'OP_RIPEMD160', 0xa7: 'OP_SHA1', 0xa8: 'OP_SHA256', 0xa9: 'OP_HASH160',
  0xaa: 'OP_HASH256', 0xab: 'OP_CODESEPARATOR', 0xac: 'OP_CHECKSIG', 0xad: 'OP_CHECKSIGVERIFY', 0xae: 'OP_CHECKMULTISIG',
  0xaf: 'OP_CHECKMULTISIGVERIFY', 0xb0: 'OP_NOP1', 0xb1: 'OP_CLTV', 0xb2: 'OP_CSV', 0xba: 'OP_CHECKSIGADD', 0xff: 'OP_INVALIDOPCODE',
};

function opName(op: number): string {
  const named = NAMED[op];
  if (named) return named;
  if (op >= 0x01 && op <= 0x4b) return `OP_PUSHBYTES_${op}`;
  if (op >= 0x51 && op <= 0x60) return `OP_PUSHNUM_${op - 0x50}`;
  if (op >= 0xb3 && op <= 0xb9) return `OP_NOP${op - 0xb3 + 4}`;
  return `OP_RETURN_${op}`;
}

/**
 * The operation at `at`: its opcode, the data it pushes (`size` bytes from `data`; size −1: not a
 * push) and where the next one starts; `cut` when its length bytes run past the end.
 */
function opAt(script: Uint8Array, at: number): { op: number; size: number; data: number; cut: boolean } {
  const op = script[at]!;
  const lengthBytes = op === 0x4c ? 1 : op === 0x4d ? 2 : op === 0x4e ? 4 : 0;
  if (lengthBytes === 0) return { op, size: op <= 0x4b ? op : -1, data: at + 1, cut: false };
  if (at + 1 + lengthBytes > script.length) return { op, size: -1, data: script.length, cut: true };
  let size = 0;
  for (let k = lengthBytes; k >= 1; k--) size = size * 256 + script[at + k]!;
  return { op, size, data: at + 1 + lengthBytes, cut: false };
}

/** the pushes' data, in order; null when an operation is not a push or runs past the end */
export function scriptPushes(script: Uint8Array): Uint8Array[] | null {
  const out: Uint8Array[] = [];
  for (let i = 0; i < script.length; ) {
    const { size, data } = opAt(script, i);
    if (size < 0 || data + size > script.length) return null;
    out.push(script.subarray(data, data + size));
    i = data + size;
  }
  return out;
}

export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < script.length; ) {
    const { op, size, data, cut } = opAt(script, i);
    if (cut) {
      parts.push('<unexpected end>');
      break;
    }
    parts.push(opName(op));
    i = data;
    // OP_0 pushes nothing and shows no data
    if (size > 0 || (size === 0 && op !== 0x00)) {
      if (data + size > script.length) {
        parts.push('<push past end>');
        break;
      }
      parts.push(hex.encode(script.subarray(data, data + size)));
      i = data + size;
    }
  }
  return parts.join(' ');
}

const isPubkeyPush = (s: Uint8Array) => (s.length === 34 && s[0] === 0x21) || (s.length === 66 && s[0] === 0x41);
const smallNumber = (op: number | undefined) => (op !== undefined && op >= 0x51 && op <= 0x60 ? op - 0x50 : null);

/** bare multisig: OP_m, n public keys (33 or 65 bytes), OP_n, OP_CHECKMULTISIG */
function isMultisig(s: Uint8Array): boolean {
  const m = smallNumber(s[0]);
  const n = smallNumber(s[s.length - 2]);
  if (m === null || n === null || m > n || s[s.length - 1] !== 0xae) return false;
  const keys = scriptPushes(s.subarray(1, s.length - 2));
  return keys !== null && keys.length === n && keys.every((k) => k.length === 33 || k.length === 65);
}

/** electrs' scriptpubkey_type */
export function scriptType(s: Uint8Array): string {
  if (s.length === 0) return 'empty';
  if (s[0] === 0x6a) return 'op_return';
  if (isPubkeyPush(s.subarray(0, s.length - 1)) && s[s.length - 1] === 0xac) return 'p2pk';
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac) return 'p2pkh';
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh';
  if (s.length === 22 && s[0] === 0x00 && s[1] === 0x14) return 'v0_p2wpkh';
  if (s.length === 34 && s[0] === 0x00 && s[1] === 0x20) return 'v0_p2wsh';
  if (s.length === 34 && s[0] === 0x51 && s[1] === 0x20) return 'v1_p2tr';
  if (isMultisig(s)) return 'multisig';
  // an opcode no script may run (OP_RETURN's relatives) or a script too long to run
  if (s[0] === 0x50 || s[0] === 0x62 || s[0] === 0x89 || s[0] === 0x8a || s[0] === 0xff || s.length > 10_000) return 'provably_unspendable';
  return 'unknown';
}
