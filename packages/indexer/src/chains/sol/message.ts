/**
 * A transaction's message in either encoding: the account keys with their signer / writable flags
 * and source, the recent blockhash, and instruction objects resolved to program id, account
 * addresses and data. `json` gives keys as strings and flags by the header counts (the first
 * numRequiredSignatures keys sign; the last numReadonlySigned of those and the last
 * numReadonlyUnsigned of the rest are read-only), then a v0 transaction's `meta.loadedAddresses`
 * (writable, then readonly); `jsonParsed` gives each key as an object, loaded ones included.
 */
import type { SolAccountKey } from '@explorer/core';
import type { ShapeLocation } from '../rpc-shape-error';
import type { SolMeta } from './meta';
import { array, fail, int, isObject, object, string, type Json } from './shape';

export interface SolMessage {
  keys: SolAccountKey[];
  /** keys[i].pubkey, for index lookups */
  addresses: string[];
  recentBlockhash: string;
  /** the top-level instruction objects as the node gives them */
  instructions: Json[];
}

/** an instruction object resolved against the account keys */
export interface ResolvedInstruction {
  programId: string;
  accounts: string[];
  /** base58 data; null for an instruction the node parsed (`jsonParsed`) */
  data: string | null;
  /** the node's parse (`{type, info}` or a memo's text) when it gave one */
  parsed: unknown;
}

function loadedKeys(keys: SolAccountKey[], addresses: string[], loaded: SolMeta['loadedAddresses']): void {
  if (!loaded) return;
  for (const pubkey of loaded.writable) {
    keys.push({ pubkey, signer: false, writable: true, source: 'lookupTable' });
    addresses.push(pubkey);
  }
  for (const pubkey of loaded.readonly) {
    keys.push({ pubkey, signer: false, writable: false, source: 'lookupTable' });
    addresses.push(pubkey);
  }
}

export function readSolMessage(tx: Json, loaded: SolMeta['loadedAddresses'], where: ShapeLocation): SolMessage {
  const message = object(tx, 'message', where);
  const raw = array(message, 'accountKeys', where);
  const n = raw.length;
  const keys = new Array<SolAccountKey>(n);
  const addresses = new Array<string>(n);
  if (n > 0 && typeof raw[0] === 'string') {
    const header = object(message, 'header', where);
    const signed = int(header, 'numRequiredSignatures', where);
    const writableSigned = signed - int(header, 'numReadonlySignedAccounts', where);
    const writableUnsigned = n - int(header, 'numReadonlyUnsignedAccounts', where);
    for (let i = 0; i < n; i++) {
      const pubkey = raw[i];
      if (typeof pubkey !== 'string') fail(`accountKeys[${i}]`, 'is not an address', where);
      const signer = i < signed;
      keys[i] = { pubkey, signer, writable: signer ? i < writableSigned : i < writableUnsigned, source: 'transaction' };
      addresses[i] = pubkey;
    }
    loadedKeys(keys, addresses, loaded);
  } else {
    let fromTables = false;
    for (let i = 0; i < n; i++) {
      const k = raw[i];
      if (!isObject(k) || typeof k.pubkey !== 'string') fail(`accountKeys[${i}]`, 'is not an account key', where);
      const source = k.source === 'lookupTable' ? 'lookupTable' : 'transaction';
      if (source === 'lookupTable') fromTables = true;
      keys[i] = { pubkey: k.pubkey, signer: k.signer === true, writable: k.writable === true, source };
      addresses[i] = k.pubkey;
    }
    // jsonParsed lists the loaded addresses among the keys; a capture without them still has meta's
    if (!fromTables) loadedKeys(keys, addresses, loaded);
  }
  const instructions = array(message, 'instructions', where);
  for (let i = 0; i < instructions.length; i++) if (!isObject(instructions[i])) fail(`instructions[${i}]`, 'is not an object', where);
  return { keys, addresses, recentBlockhash: string(message, 'recentBlockhash', where), instructions: instructions as Json[] };
}

function keyAt(addresses: string[], i: unknown, field: string, where: ShapeLocation): string {
  const a = typeof i === 'number' ? addresses[i] : undefined;
  if (a === undefined) fail(field, `is not an account index (${String(i)})`, where);
  return a;
}

/** resolves an instruction object (top-level or inner, either encoding) */
export function resolveInstruction(node: Json, addresses: string[], where: ShapeLocation): ResolvedInstruction {
  if (node.programIdIndex !== undefined) {
    const programId = keyAt(addresses, node.programIdIndex, 'programIdIndex', where);
    const idx = array(node, 'accounts', where);
    const accounts = new Array<string>(idx.length);
    for (let i = 0; i < idx.length; i++) accounts[i] = keyAt(addresses, idx[i], 'accounts', where);
    return { programId, accounts, data: string(node, 'data', where), parsed: undefined };
  }
  const programId = string(node, 'programId', where);
  if (node.parsed !== undefined) return { programId, accounts: [], data: null, parsed: node.parsed };
  const accounts = array(node, 'accounts', where);
  for (const a of accounts) if (typeof a !== 'string') fail('accounts', 'is not a list of addresses', where);
  return { programId, accounts: accounts as string[], data: string(node, 'data', where), parsed: undefined };
}
