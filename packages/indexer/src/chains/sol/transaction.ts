/**
 * One transaction of a `getBlock` (or a `getTransaction` answer) → SolTransaction: keys, balances,
 * token balances, instructions with their inner instructions right after them, compute budget,
 * and transfer events. A vote transaction (any top-level Vote program instruction; most of
 * mainnet) is read cheaply: no decoding and no events, the rest as for any transaction.
 */
import { SOL_PROGRAMS, type SolInstruction, type SolTokenBalance, type SolTransaction } from '@explorer/core';
import type { ShapeLocation } from '../rpc-shape-error';
import { transferEvents, type TransferAt } from './events';
import { UNKNOWN, VOTE, decodeInstruction, readParsedNode, type DecodedInstruction } from './instruction';
import { readSolMessage, resolveInstruction, type ResolvedInstruction } from './message';
import { readSolMeta, type SolMeta, type SolMetaTokenBalance } from './meta';
import { array, fail, isObject, object, optionalInt, type Json } from './shape';

/** programs whose instructions move no lamports (their accounts stay checkable by the balances) */
const MOVES_NO_LAMPORTS = new Set<string>([SOL_PROGRAMS.computeBudget, SOL_PROGRAMS.memo, SOL_PROGRAMS.memoV1]);

function isVote(message: Json, addresses: string[]): boolean {
  const list = message.instructions as Json[];
  for (const ix of list) {
    const p = ix.programIdIndex;
    if (typeof p === 'number' ? addresses[p] === SOL_PROGRAMS.vote : ix.programId === SOL_PROGRAMS.vote) return true;
  }
  return false;
}

function version(raw: Json, where: ShapeLocation): 'legacy' | number {
  const v = raw.version;
  if (v === undefined || v === null || v === 'legacy') return 'legacy';
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
  return fail('version', "is neither 'legacy' nor a number", where);
}

function decode(r: ResolvedInstruction, vote: boolean): DecodedInstruction {
  if (vote) return r.programId === SOL_PROGRAMS.vote ? VOTE : UNKNOWN;
  if (r.data === null) return readParsedNode(r.programId, r.parsed);
  return decodeInstruction(r.programId, r.accounts, r.data);
}

/** every address string in a node's parsed info (the accounts a parsed instruction names) */
function addressesIn(v: unknown, out: Set<string>): void {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) addressesIn(x, out);
  else if (isObject(v)) for (const k in v) addressesIn(v[k], out);
}

const withAccounts = (list: SolMetaTokenBalance[], addresses: string[], where: ShapeLocation): SolTokenBalance[] =>
  list.map((b) => {
    const account = addresses[b.accountIndex];
    if (account === undefined) fail('accountIndex', `is not an account index (${b.accountIndex})`, where);
    return { accountIndex: b.accountIndex, account, mint: b.mint, owner: b.owner, programId: b.programId, amount: b.amount, decimals: b.decimals };
  });

const NO_META: Pick<SolMeta, 'fee' | 'computeUnits' | 'success' | 'error' | 'innerInstructions' | 'loadedAddresses' | 'logs'> = {
  fee: 0n,
  computeUnits: null,
  success: true,
  error: null,
  innerInstructions: [],
  loadedAddresses: null,
  logs: null,
};

/** Normalizes one transaction object (`{transaction, meta, version}`) of a block at `slot`. */
export function normalizeSolTransaction(raw: unknown, index: number, slot?: number): SolTransaction {
  const where: ShapeLocation = { object: 'transaction', block: slot };
  if (!isObject(raw)) fail('transaction', 'is not an object', where);
  const tx = object(raw, 'transaction', where);
  const signatures = array(tx, 'signatures', where);
  const signature = signatures[0];
  if (typeof signature !== 'string') fail('signatures', 'has no first signature', where);
  for (const s of signatures) if (typeof s !== 'string') fail('signatures', 'is not a list of signatures', where);
  where.tx = signature;
  const full = raw.meta === null || raw.meta === undefined ? null : readSolMeta(raw.meta, where);
  const meta = full ?? NO_META;
  const message = readSolMessage(tx, meta.loadedAddresses, where);
  const { addresses } = message;
  const vote = isVote(object(tx, 'message', where), addresses);

  const instructions: SolInstruction[] = [];
  const transfers: TransferAt[] = [];
  const otherAccounts = new Set<string>();
  let computeUnitLimit: number | null = null;
  let computeUnitPrice: bigint | null = null;
  const inner = meta.innerInstructions;
  let k = 0;
  const add = (node: Json, i: number, innerIndex: number | null, stackHeight: number | null): DecodedInstruction => {
    const r = resolveInstruction(node, addresses, where);
    const d = decode(r, vote);
    instructions.push({ index: i, innerIndex, stackHeight, programId: r.programId, type: d.type, data: r.data ?? '', accounts: r.accounts, parsed: d.parsed });
    if (vote) return d;
    if (d.transfer) transfers.push({ fact: d.transfer, programId: r.programId, instructionIndex: i, innerIndex });
    if (!(d.transfer?.kind === 'sol' || MOVES_NO_LAMPORTS.has(r.programId) || (r.programId === SOL_PROGRAMS.system && d.type === 'advanceNonce'))) {
      for (const a of r.accounts) otherAccounts.add(a);
      if (r.data === null) addressesIn(r.parsed, otherAccounts);
    }
    return d;
  };
  message.instructions.forEach((node, i) => {
    const d = add(node, i, null, optionalInt(node, 'stackHeight', where));
    if (d.computeUnitLimit !== undefined) computeUnitLimit = d.computeUnitLimit;
    if (d.computeUnitPrice !== undefined) computeUnitPrice = d.computeUnitPrice;
    while (k < inner.length && inner[k]!.index < i) k++;
    for (; k < inner.length && inner[k]!.index === i; k++) add(inner[k]!.node, i, inner[k]!.innerIndex, inner[k]!.stackHeight);
  });

  const events =
    vote || !full || !full.success
      ? []
      : transferEvents(
          transfers,
          { addresses, preBalances: full.preBalances, postBalances: full.postBalances, fee: full.fee, otherAccounts },
          full.preTokenBalances,
          full.postTokenBalances,
        );
  return {
    index,
    signature,
    signatures: signatures as string[],
    vote,
    fee: meta.fee,
    computeUnits: meta.computeUnits,
    version: version(raw, where),
    recentBlockhash: message.recentBlockhash,
    success: meta.success,
    error: meta.error,
    accountKeys: message.keys,
    preBalances: full ? full.preBalances : null,
    postBalances: full ? full.postBalances : null,
    preTokenBalances: full ? withAccounts(full.preTokenBalances, addresses, where) : [],
    postTokenBalances: full ? withAccounts(full.postTokenBalances, addresses, where) : [],
    instructions,
    logs: meta.logs,
    computeUnitLimit,
    computeUnitPrice,
    events,
  };
}

export interface SolTransactionAnswer {
  slot: number;
  blockTime: number | null;
  transaction: SolTransaction;
}

/** A `getTransaction` answer (`{slot, blockTime, meta, transaction, version}`, either encoding). */
export function readSolTransaction(result: unknown): SolTransactionAnswer {
  const where: ShapeLocation = { object: 'transaction' };
  if (!isObject(result)) fail('result', 'is not an object', where);
  const slot = optionalInt(result, 'slot', where);
  if (slot === null) fail('slot', 'is missing', where);
  return {
    slot,
    blockTime: optionalInt(result, 'blockTime', where),
    transaction: normalizeSolTransaction(result, optionalInt(result, 'transactionIndex', where) ?? 0, slot),
  };
}
