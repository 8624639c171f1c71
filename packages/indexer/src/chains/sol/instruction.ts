/**
 * One instruction's type, arguments and (for SOL / SPL token transfers) the transfer it makes.
 * `json` instructions are decoded from their base58 data by the program's client decoder
 * (programs.ts); `jsonParsed` ones the node already parsed are read from their `{type, info}`.
 * Undecodable data (unknown program, unknown discriminator, too few accounts) gives 'unknown'.
 */
import { base58 } from '@scure/base';
import { SOL_PROGRAMS } from '@explorer/core';
import { PROGRAM_DECODERS, isTokenProgram, type ClientParsed } from './programs';
import { isObject, type Json } from './shape';

/** a transfer an instruction makes; SPL `from`/`to` are token accounts here (owners come later) */
export interface TransferFact {
  kind: 'sol' | 'spl';
  from: string;
  to: string;
  amount: bigint;
  mint: string | null;
  decimals: number | null;
}

export interface DecodedInstruction {
  type: string;
  parsed: Record<string, unknown> | null;
  transfer: TransferFact | null;
  /** ComputeBudget SetComputeUnitLimit units / SetComputeUnitPrice micro-lamports */
  computeUnitLimit?: number;
  computeUnitPrice?: bigint;
}

export const UNKNOWN: DecodedInstruction = Object.freeze({ type: 'unknown', parsed: null, transfer: null });
export const VOTE: DecodedInstruction = Object.freeze({ type: 'vote', parsed: null, transfer: null });

/** JSON-ready argument values: bigint → decimal string, bytes → base58, an Option → its value or null */
function plain(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Uint8Array) return base58.encode(v);
  if (Array.isArray(v)) return v.map(plain);
  if (isObject(v)) {
    if (v.__option === 'Some') return plain(v.value);
    if (v.__option === 'None') return null;
    const out: Json = {};
    for (const k in v) out[k] = plain(v[k]);
    return out;
  }
  return v;
}

/** the client's named accounts and data fields as one record (the discriminator left out) */
function flatten(p: ClientParsed): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (p.accounts) for (const k in p.accounts) out[k] = p.accounts[k]?.address ?? null;
  if (p.data) for (const k in p.data) if (k !== 'discriminator') out[k] = plain(p.data[k]);
  return out;
}

function transferFromClient(programId: string, type: string, p: ClientParsed): TransferFact | null {
  const a = p.accounts;
  const d = p.data;
  if (!a || !d) return null;
  const from = a.source?.address;
  const to = a.destination?.address;
  const amount = d.amount;
  if (from === undefined || to === undefined || typeof amount !== 'bigint') return null;
  if (programId === SOL_PROGRAMS.system) {
    return type === 'transfer' || type === 'transferWithSeed' ? { kind: 'sol', from, to, amount, mint: null, decimals: null } : null;
  }
  if (type === 'transfer') return { kind: 'spl', from, to, amount, mint: null, decimals: null };
  if (type === 'transferChecked') {
    return { kind: 'spl', from, to, amount, mint: a.mint?.address ?? null, decimals: typeof d.decimals === 'number' ? d.decimals : null };
  }
  return null;
}

/** decodes a `json` instruction (base58 data) of a program with a client decoder */
export function decodeInstruction(programId: string, accounts: readonly string[], data: string): DecodedInstruction {
  if (programId === SOL_PROGRAMS.vote) return VOTE;
  const decoder = PROGRAM_DECODERS.get(programId);
  if (decoder === undefined) return UNKNOWN;
  let p: ClientParsed;
  try {
    const metas = new Array<{ address: string; role: number }>(accounts.length);
    for (let i = 0; i < accounts.length; i++) metas[i] = { address: accounts[i]!, role: 0 };
    p = decoder.parse({ programAddress: programId, accounts: metas, data: base58.decode(data) });
  } catch {
    return UNKNOWN;
  }
  const type = decoder.name(p);
  const out: DecodedInstruction = { type, parsed: flatten(p), transfer: null };
  if (programId === SOL_PROGRAMS.computeBudget) {
    const d = p.data;
    if (type === 'setComputeUnitLimit' && typeof d?.units === 'number') out.computeUnitLimit = d.units;
    else if (type === 'setComputeUnitPrice' && typeof d?.microLamports === 'bigint') out.computeUnitPrice = d.microLamports;
  } else if (programId === SOL_PROGRAMS.system || isTokenProgram(programId)) {
    out.transfer = transferFromClient(programId, type, p);
  }
  return out;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function amountOf(v: unknown): bigint | null {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v);
  return null;
}

function transferFromNode(programId: string, type: string, info: Json): TransferFact | null {
  const from = str(info.source);
  const to = str(info.destination);
  if (from === null || to === null) return null;
  if (programId === SOL_PROGRAMS.system) {
    if (type !== 'transfer' && type !== 'transferWithSeed') return null;
    const amount = amountOf(info.lamports);
    return amount === null ? null : { kind: 'sol', from, to, amount, mint: null, decimals: null };
  }
  if (!isTokenProgram(programId)) return null;
  if (type === 'transfer') {
    const amount = amountOf(info.amount);
    return amount === null ? null : { kind: 'spl', from, to, amount, mint: null, decimals: null };
  }
  if (type === 'transferChecked' && isObject(info.tokenAmount)) {
    const amount = amountOf(info.tokenAmount.amount);
    const decimals = info.tokenAmount.decimals;
    if (amount === null) return null;
    return { kind: 'spl', from, to, amount, mint: str(info.mint), decimals: typeof decimals === 'number' ? decimals : null };
  }
  return null;
}

/** a `jsonParsed` instruction the node parsed: `parsed` is `{type, info}` (a memo: the text) */
export function readParsedNode(programId: string, parsed: unknown): DecodedInstruction {
  if (programId === SOL_PROGRAMS.vote) return VOTE;
  if (typeof parsed === 'string') return { type: 'memo', parsed: { memo: parsed }, transfer: null };
  if (!isObject(parsed) || typeof parsed.type !== 'string') return UNKNOWN;
  const info = isObject(parsed.info) ? parsed.info : {};
  return { type: parsed.type, parsed: info, transfer: transferFromNode(programId, parsed.type, info) };
}
