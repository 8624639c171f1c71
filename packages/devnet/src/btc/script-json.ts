/**
 * A scriptPubKey as Core (23+) describes it: asm, desc (the inferred descriptor with its checksum),
 * hex, address when the script has one (not for bare public keys), and type named as Core's Solver
 * does (pubkey, pubkeyhash, scripthash, multisig, nulldata, witness_v0_keyhash,
 * witness_v0_scripthash, witness_v1_taproot, witness_unknown, nonstandard).
 */
import { base58check, bech32, bech32m } from '@scure/base';
import { concat, sha256, toHex } from './bytes';
import { parseScript, scriptAsm } from './asm';
import { withChecksum } from './descriptor';
import type { BtcNetwork } from './network';

export interface ScriptPubKeyJson {
  asm: string;
  desc: string;
  hex: string;
  address?: string;
  type: string;
}

const b58 = base58check(sha256);

interface Solved {
  type: string;
  address?: string;
  desc: string;
}

const validPubkeySize = (k: Uint8Array) => (k.length === 33 && (k[0] === 2 || k[0] === 3)) || (k.length === 65 && (k[0] === 4 || k[0] === 6 || k[0] === 7));

function solve(s: Uint8Array, net: BtcNetwork): Solved {
  const hex = toHex(s);
  const raw: Solved = { type: 'nonstandard', desc: `raw(${hex})` };
  const addr = (type: string, address: string): Solved => ({ type, address, desc: `addr(${address})` });
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return addr('scripthash', b58.encode(concat([Uint8Array.of(net.scriptHash), s.subarray(2, 22)])));
  // witness program: a version opcode then one push of 2..40 bytes
  if (s.length >= 4 && s.length <= 42 && (s[0] === 0 || (s[0]! >= 0x51 && s[0]! <= 0x60)) && s[1] === s.length - 2) {
    const version = s[0] === 0 ? 0 : s[0]! - 0x50;
    const program = s.subarray(2);
    const words = [version, ...bech32.toWords(program)];
    const address = version === 0 ? bech32.encode(net.bech32, words, 90) : bech32m.encode(net.bech32, words, 90);
    if (version === 0 && program.length === 20) return addr('witness_v0_keyhash', address);
    if (version === 0 && program.length === 32) return addr('witness_v0_scripthash', address);
    if (version === 1 && program.length === 32) return { type: 'witness_v1_taproot', address, desc: `rawtr(${toHex(program)})` };
    if (version !== 0) return addr('witness_unknown', address);
    return raw;
  }
  const ops = parseScript(s);
  if (!ops) return raw;
  if (s[0] === 0x6a && ops.slice(1).every((o) => o.op <= 0x60)) return { type: 'nulldata', desc: `raw(${hex})` };
  if (ops.length === 2 && ops[0]!.data && validPubkeySize(ops[0]!.data) && ops[1]!.op === 0xac) return { type: 'pubkey', desc: `pk(${toHex(ops[0]!.data)})` };
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac) {
    return addr('pubkeyhash', b58.encode(concat([Uint8Array.of(net.pubKeyHash), s.subarray(3, 23)])));
  }
  const last = ops[ops.length - 1];
  if (last?.op === 0xae && ops.length >= 4) {
    const m = ops[0]!.op - 0x50;
    const n = ops[ops.length - 2]!.op - 0x50;
    const keys = ops.slice(1, -2);
    if (m >= 1 && n >= m && n <= 20 && keys.length === n && keys.every((k) => k.data && validPubkeySize(k.data))) {
      return { type: 'multisig', desc: `multi(${m},${keys.map((k) => toHex(k.data!)).join(',')})` };
    }
  }
  return raw;
}

// the same scripts recur (wallet addresses): remember their descriptions, within a bound
const cache = new Map<string, Solved>();
const CACHE_LIMIT = 50_000;

export function scriptPubKeyJson(script: Uint8Array, net: BtcNetwork): ScriptPubKeyJson {
  const hex = toHex(script);
  const key = `${net.name}:${hex}`;
  let solved = cache.get(key);
  if (!solved) {
    const s = solve(script, net);
    solved = { ...s, desc: withChecksum(s.desc) };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, solved);
  }
  return { asm: scriptAsm(script), desc: solved.desc, hex, ...(solved.address ? { address: solved.address } : {}), type: solved.type };
}

/** the address of an output script, if it has one (for generatetoaddress's reverse: see address.ts) */
export function scriptAddress(script: Uint8Array, net: BtcNetwork): string | undefined {
  return solve(script, net).address;
}
