/**
 * A transaction's `meta` (the node's execution record): fee, status, compute units, balances,
 * token balances, inner instructions (as the node gives them: resolved with the account keys in
 * transaction.ts), addresses loaded from lookup tables, and logs. It is readable on its own: a
 * meta without its transaction still gives fee, status, balances and the CPI structure.
 */
import type { ShapeLocation } from '../rpc-shape-error';
import { array, fail, int, isObject, lamportList, lamports, object, optionalArray, optionalInt, string, type Json } from './shape';

export type SolMetaTokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string | null;
  programId: string | null;
  amount: bigint;
  decimals: number;
};

export interface SolMetaInnerInstruction {
  /** the top-level instruction that invoked it */
  index: number;
  /** position among that instruction's inner instructions */
  innerIndex: number;
  stackHeight: number | null;
  /** the node's instruction object (`json`: programIdIndex + account indexes; `jsonParsed`: addresses or parsed) */
  node: Json;
}

export interface SolMeta {
  fee: bigint;
  computeUnits: bigint | null;
  success: boolean;
  /** the node's `err` as compact JSON, null on success */
  error: string | null;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: SolMetaTokenBalance[];
  postTokenBalances: SolMetaTokenBalance[];
  /** inner instructions in order: by invoking instruction, then position */
  innerInstructions: SolMetaInnerInstruction[];
  /** v0: the addresses the lookup tables gave (writable, then readonly); null when the node gives none */
  loadedAddresses: { writable: string[]; readonly: string[] } | null;
  logs: string[] | null;
}

const NO_TOKEN_BALANCES: SolMetaTokenBalance[] = [];

function tokenBalances(meta: Json, field: string, where: ShapeLocation): SolMetaTokenBalance[] {
  const list = optionalArray(meta, field, where);
  if (list.length === 0) return NO_TOKEN_BALANCES;
  return list.map((b, i) => {
    const f = `${field}[${i}]`;
    if (!isObject(b)) fail(f, 'is not an object', where);
    const ui = object(b, 'uiTokenAmount', where);
    const owner = b.owner;
    const programId = b.programId;
    return {
      accountIndex: int(b, 'accountIndex', where),
      mint: string(b, 'mint', where),
      owner: typeof owner === 'string' ? owner : null,
      programId: typeof programId === 'string' ? programId : null,
      amount: lamports(ui.amount, `${f}.uiTokenAmount.amount`, where),
      decimals: int(ui, 'decimals', where),
    };
  });
}

function innerInstructions(meta: Json, where: ShapeLocation): SolMetaInnerInstruction[] {
  const groups = optionalArray(meta, 'innerInstructions', where);
  if (groups.length === 0) return [];
  const out: SolMetaInnerInstruction[] = [];
  const sorted = groups.map((g, k) => {
    if (!isObject(g)) fail(`innerInstructions[${k}]`, 'is not an object', where);
    return { index: int(g, 'index', where), list: array(g, 'instructions', where) };
  });
  sorted.sort((a, b) => a.index - b.index);
  for (const { index, list } of sorted) {
    for (let j = 0; j < list.length; j++) {
      const node = list[j];
      if (!isObject(node)) fail(`innerInstructions.instructions[${j}]`, 'is not an object', where);
      out.push({ index, innerIndex: j, stackHeight: optionalInt(node, 'stackHeight', where), node });
    }
  }
  return out;
}

function stringList(o: Json, field: string, where: ShapeLocation): string[] {
  const list = array(o, field, where);
  for (const v of list) if (typeof v !== 'string') fail(field, 'is not a list of addresses', where);
  return list as string[];
}

function loadedAddresses(meta: Json, where: ShapeLocation): SolMeta['loadedAddresses'] {
  const la = meta.loadedAddresses;
  if (la === undefined || la === null) return null;
  if (!isObject(la)) fail('loadedAddresses', 'is not an object', where);
  return { writable: stringList(la, 'writable', where), readonly: stringList(la, 'readonly', where) };
}

/** Reads a `meta` object; every field it uses is shape-checked. */
export function readSolMeta(meta: unknown, where: ShapeLocation = { object: 'transaction' }): SolMeta {
  if (!isObject(meta)) fail('meta', 'is not an object', where);
  const err = meta.err;
  if (err === undefined) fail('err', 'is missing', where);
  const cu = meta.computeUnitsConsumed;
  const logs = meta.logMessages;
  return {
    fee: lamports(meta.fee, 'fee', where),
    computeUnits: cu === undefined || cu === null ? null : lamports(cu, 'computeUnitsConsumed', where),
    success: err === null,
    error: err === null ? null : JSON.stringify(err),
    preBalances: lamportList(meta, 'preBalances', where),
    postBalances: lamportList(meta, 'postBalances', where),
    preTokenBalances: tokenBalances(meta, 'preTokenBalances', where),
    postTokenBalances: tokenBalances(meta, 'postTokenBalances', where),
    innerInstructions: innerInstructions(meta, where),
    loadedAddresses: loadedAddresses(meta, where),
    logs: Array.isArray(logs) ? (logs as string[]) : null,
  };
}
