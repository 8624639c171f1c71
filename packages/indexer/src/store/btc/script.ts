/**
 * What the Bitcoin tables store for an address: its output script (migration 026; the same bytes
 * migration 024's explorer_btc_script gives in SQL and the address index keeps). Any network: a
 * bech32/bech32m address is its witness version and program, a base58check one P2PKH (versions 0,
 * 111) or P2SH (5, 196). Script types are stored as btc_script_types codes.
 */
import type { BtcNetwork, BtcScriptType } from '@explorer/core';
import { byteaOfBytes, type ByteaIn } from '@explorer/db';
import { base58check, bech32, bech32m } from '@scure/base';
import { createHash } from 'node:crypto';

const b58c = base58check((data) => new Uint8Array(createHash('sha256').update(data).digest()));

function witnessScript(version: number, program: Uint8Array): Uint8Array {
  return Uint8Array.from([version === 0 ? 0 : 0x50 + version, program.length, ...program]);
}

/** An address (as the bundle gives it) → its output script; null when it is none of the forms above. */
export function addressScript(address: string): Uint8Array | null {
  if (/^(bc|tb|bcrt)1/i.test(address)) {
    const lower = address.toLowerCase();
    const decoded = (lower[lower.lastIndexOf('1') + 1] === 'q' ? bech32 : bech32m).decodeUnsafe(lower, 1000);
    if (!decoded || decoded.words.length === 0) return null;
    const [version, ...words] = decoded.words;
    return witnessScript(version!, bech32.fromWords(words));
  }
  let raw: Uint8Array;
  try {
    raw = b58c.decode(address);
  } catch {
    return null;
  }
  if (raw.length !== 21) return null;
  const hash = raw.subarray(1);
  if (raw[0] === 0 || raw[0] === 111) return Uint8Array.from([0x76, 0xa9, 0x14, ...hash, 0x88, 0xac]);
  if (raw[0] === 5 || raw[0] === 196) return Uint8Array.from([0xa9, 0x14, ...hash, 0x87]);
  return null;
}

/** A block repeats addresses (change, exchanges, pools): one cache per block. */
export function addressScriptCache(): (address: string | null) => ByteaIn | null {
  const cache = new Map<string, ByteaIn | null>();
  return (address) => {
    if (!address) return null;
    let script = cache.get(address);
    if (script === undefined) {
      const bytes = addressScript(address);
      script = bytes ? byteaOfBytes(bytes) : null;
      cache.set(address, script);
    }
    return script;
  };
}

/** btc_script_types (migration 026): code = index */
export const BTC_SCRIPT_TYPES: readonly BtcScriptType[] = ['nonstandard', 'p2pk', 'p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr', 'op_return', 'anchor', 'multisig', 'witness_unknown'];
const CODES = new Map(BTC_SCRIPT_TYPES.map((t, i) => [t, i]));

export function scriptTypeCode(type: BtcScriptType): number {
  const code = CODES.get(type);
  if (code === undefined) throw new Error(`unknown script type ${type}`);
  return code;
}

/**
 * A stored script ('0x…' as read) → the address the API shows, on the chain's network (core
 * btc-networks: bech32 hrp, base58 versions): the inverse of addressScript.
 */
export function scriptAddress(script: string | null, network: BtcNetwork): string | null {
  if (script === null) return null;
  const s = Buffer.from(script.startsWith('0x') ? script.slice(2) : script, 'hex');
  const p = network.address;
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac) return b58c.encode(Uint8Array.from([p.pubKeyHash, ...s.subarray(3, 23)]));
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return b58c.encode(Uint8Array.from([p.scriptHash, ...s.subarray(2, 22)]));
  if (s.length >= 4 && s[1] === s.length - 2 && (s[0] === 0 || (s[0]! >= 0x51 && s[0]! <= 0x60))) {
    const version = s[0] === 0 ? 0 : s[0]! - 0x50;
    const words = [version, ...bech32.toWords(s.subarray(2))];
    return (version === 0 ? bech32 : bech32m).encode(p.bech32, words, 1000);
  }
  return null;
}

/** a btc_script_types code → its name */
export const scriptTypeName = (code: number): BtcScriptType => BTC_SCRIPT_TYPES[code] ?? 'nonstandard';
