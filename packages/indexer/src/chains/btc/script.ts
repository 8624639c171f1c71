/**
 * Output scripts → script type and address, decoded by @scure/btc-signer (OutScript, Address).
 * OP_RETURN and future witness versions the library leaves as 'unknown' are told apart here by
 * their first opcode. A block repeats scripts (change, exchanges, pools): one cache per block.
 */
import type { BtcScriptType } from '@explorer/core';
import { bech32m } from '@scure/base';
import { Address, OutScript } from '@scure/btc-signer';
import type { BtcNetwork } from './network';

export interface ScriptInfo {
  scriptType: BtcScriptType;
  address: string | null;
}

const LIBRARY_TYPES: Record<string, BtcScriptType> = { pk: 'p2pk', pkh: 'p2pkh', sh: 'p2sh', wpkh: 'p2wpkh', wsh: 'p2wsh', tr: 'p2tr', ms: 'multisig', p2a: 'anchor' };
/** types with an address; p2pk and bare multisig have none (as Core prints them) */
const WITH_ADDRESS = new Set<BtcScriptType>(['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr', 'anchor']);

const OP_RETURN = 0x6a;
const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_16 = 0x60;

/** a witness program of a version the library does not know (BIP 141: OP_n + one 2–40 byte push) */
function isUnknownWitness(s: Uint8Array): boolean {
  const v = s[0]!;
  return (v === OP_0 || (v >= OP_1 && v <= OP_16)) && s.length >= 4 && s.length <= 42 && s[1] === s.length - 2;
}

/** BIP 350: a witness program of version 1–16 is a bech32m address (version 0 ones are p2wpkh/p2wsh or invalid) */
function unknownWitnessAddress(s: Uint8Array, network: BtcNetwork): string | null {
  if (s[0] === OP_0) return null;
  return bech32m.encode(network.address.bech32, [s[0]! - OP_1 + 1, ...bech32m.toWords(s.subarray(2))]);
}

function tryDecode(script: Uint8Array) {
  try {
    return OutScript.decode(script);
  } catch {
    return null;
  }
}

export function decodeScript(script: Uint8Array, network: BtcNetwork): ScriptInfo {
  if (script.length > 0 && script[0] === OP_RETURN) return { scriptType: 'op_return', address: null };
  const decoded = tryDecode(script);
  if (!decoded) return { scriptType: 'nonstandard', address: null };
  const scriptType = LIBRARY_TYPES[decoded.type];
  if (!scriptType) return isUnknownWitness(script) ? { scriptType: 'witness_unknown', address: unknownWitnessAddress(script, network) } : { scriptType: 'nonstandard', address: null };
  if (!WITH_ADDRESS.has(scriptType)) return { scriptType, address: null };
  return { scriptType, address: Address(network.address).encode(decoded) };
}

export type ScriptDecoder = (hex: string) => ScriptInfo;

/** A decoder over hex scripts that remembers what it decoded (use one per block). */
export function scriptDecoder(network: BtcNetwork): ScriptDecoder {
  const cache = new Map<string, ScriptInfo>();
  return (hex) => {
    let info = cache.get(hex);
    if (!info) {
      info = decodeScript(Buffer.from(hex, 'hex'), network);
      cache.set(hex, info);
    }
    return info;
  };
}
