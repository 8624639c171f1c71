/**
 * How `sol_transactions.detail` (migration 008) is stored: the transaction's keys, balances,
 * instructions and logs as compact JSON — account keys as [pubkey, flags], instruction programs and
 * accounts as indexes into the keys, token balances as tuples. A mainnet transaction's detail is
 * then about half the size of the plain form (most fit PostgreSQL's 2 kB inline limit, so no TOAST
 * row is written for them). packSolDetail is the store's, unpackSolDetail the API's.
 */
import type { SolAccountKey, SolInstruction, SolTransactionDetail } from './sol-model';

export const SOL_KEY_SIGNER = 1;
export const SOL_KEY_WRITABLE = 2;
/** loaded from an address lookup table (v0) */
export const SOL_KEY_LOOKUP = 4;

type StoredKey = [pubkey: string, flags: number];
type StoredTokenBalance = [accountIndex: number, mint: string, owner: string | null, programId: string | null, amount: string, decimals: number];
/** program and accounts: an index into the keys, or the address itself when it is not one of them */
type StoredInstruction = [
  index: number,
  innerIndex: number | null,
  stackHeight: number | null,
  program: number | string,
  type: string,
  data: string,
  accounts: (number | string)[],
  parsed: Record<string, unknown> | null,
];

export interface StoredSolDetail {
  s: string[];
  k: StoredKey[];
  pre: string[] | null;
  post: string[] | null;
  tpre: StoredTokenBalance[];
  tpost: StoredTokenBalance[];
  i: StoredInstruction[];
  l: string[] | null;
}

type TokenBalanceView = SolTransactionDetail['preTokenBalances'][number];

export function packSolDetail(d: SolTransactionDetail): StoredSolDetail {
  const at = new Map<string, number>();
  d.accountKeys.forEach((k, n) => at.has(k.pubkey) || at.set(k.pubkey, n));
  const ref = (address: string) => at.get(address) ?? address;
  const token = (b: TokenBalanceView): StoredTokenBalance => [b.accountIndex, b.mint, b.owner, b.programId, b.amount, b.decimals];
  return {
    s: d.signatures,
    k: d.accountKeys.map((k) => [k.pubkey, (k.signer ? SOL_KEY_SIGNER : 0) | (k.writable ? SOL_KEY_WRITABLE : 0) | (k.source === 'lookupTable' ? SOL_KEY_LOOKUP : 0)]),
    pre: d.preBalances,
    post: d.postBalances,
    tpre: d.preTokenBalances.map(token),
    tpost: d.postTokenBalances.map(token),
    i: d.instructions.map((x) => [x.index, x.innerIndex, x.stackHeight, ref(x.programId), x.type, x.data, x.accounts.map(ref), x.parsed]),
    l: d.logs,
  };
}

export function unpackSolDetail(s: StoredSolDetail): SolTransactionDetail {
  const accountKeys: SolAccountKey[] = s.k.map(([pubkey, f]) => ({
    pubkey,
    signer: (f & SOL_KEY_SIGNER) !== 0,
    writable: (f & SOL_KEY_WRITABLE) !== 0,
    source: f & SOL_KEY_LOOKUP ? 'lookupTable' : 'transaction',
  }));
  const address = (r: number | string) => (typeof r === 'number' ? (accountKeys[r]?.pubkey ?? '') : r);
  const token = ([accountIndex, mint, owner, programId, amount, decimals]: StoredTokenBalance): TokenBalanceView => ({
    accountIndex,
    account: address(accountIndex),
    mint,
    owner,
    programId,
    amount,
    decimals,
  });
  const instructions: SolInstruction[] = s.i.map(([index, innerIndex, stackHeight, program, type, data, accounts, parsed]) => ({
    index,
    innerIndex,
    stackHeight,
    programId: address(program),
    type,
    data,
    accounts: accounts.map(address),
    parsed,
  }));
  return { signatures: s.s, accountKeys, preBalances: s.pre, postBalances: s.post, preTokenBalances: s.tpre.map(token), postTokenBalances: s.tpost.map(token), instructions, logs: s.l };
}

/**
 * The keyed form (migration 027): the 32-byte keys of a transaction's detail leave the JSON for
 * the row's `keys` column (raw bytes, 32 a key) and the JSON names them by their index in a key
 * table — the account keys in order (entry 0: the fee payer, the row's `signer`, not repeated in
 * `keys`), then the other keys the detail names (token balances' mints, owners and programs,
 * instruction programs and accounts outside the account keys). Where a key is referenced:
 * - `k`: the account keys' flags only (their pubkeys are table entries 0…k.length − 1);
 * - token balances' mint/owner/program, instruction program/accounts: the index (a number), else
 *   the text as it was (not a 32-byte key) or null;
 * - instruction `parsed` string values and the space-separated words of the logs: a key of the
 *   table as '~' and its index; a text beginning with '~' gets one more '~' in front (escaped).
 * The first signature is "" (the row's signature). keyedSolDetail makes it; unkeyedSolDetail
 * gives back the StoredSolDetail exactly as packSolDetail makes it.
 */
export interface KeyedSolDetail {
  s: string[];
  k: number[];
  pre: string[] | null;
  post: string[] | null;
  tpre: KeyedTokenBalance[];
  tpost: KeyedTokenBalance[];
  i: KeyedInstruction[];
  l: string[] | null;
}
type Ref = number | string | null;
type KeyedTokenBalance = [accountIndex: number, mint: Ref, owner: Ref, programId: Ref, amount: string, decimals: number];
type KeyedInstruction = [index: number, innerIndex: number | null, stackHeight: number | null, program: Ref, type: string, data: string, accounts: Ref[], parsed: unknown];

const TILDE = 126; // '~'

/**
 * The keyed form of a detail and its key table (entry 0 the fee payer). `isKey` says whether a
 * text is a key the table can hold (base58 of exactly 32 bytes); null when an account key is not
 * one (the caller keeps the plain packed form then).
 */
export function keyedSolDetail(d: SolTransactionDetail, isKey: (text: string) => boolean): { detail: KeyedSolDetail; keys: string[] } | null {
  const keys: string[] = [];
  const at = new Map<string, number>();
  for (const k of d.accountKeys) {
    if (!isKey(k.pubkey)) return null;
    if (!at.has(k.pubkey)) at.set(k.pubkey, keys.length);
    keys.push(k.pubkey);
  }
  const ref = (text: string | null): Ref => {
    if (text === null) return null;
    let n = at.get(text);
    if (n === undefined) {
      if (!isKey(text)) return text;
      n = keys.length;
      at.set(text, n);
      keys.push(text);
    }
    return n;
  };
  const token = (b: TokenBalanceView): KeyedTokenBalance => [b.accountIndex, ref(b.mint), ref(b.owner), ref(b.programId), b.amount, b.decimals];
  const tpre = d.preTokenBalances.map(token);
  const tpost = d.postTokenBalances.map(token);
  // parsed values and log words only point at keys the table holds by now
  const word = (w: string): string => {
    const n = at.get(w);
    if (n !== undefined) return `~${n}`;
    return w.charCodeAt(0) === TILDE ? `~${w}` : w;
  };
  const i = d.instructions.map((x): KeyedInstruction => [x.index, x.innerIndex, x.stackHeight, ref(x.programId), x.type, x.data, x.accounts.map(ref), x.parsed]);
  for (const x of i) x[7] = keyedValue(x[7], word);
  const l = d.logs === null ? null : d.logs.map((line) => line.split(' ').map(word).join(' '));
  const s = d.signatures.slice();
  if (s.length > 0) s[0] = '';
  const k = d.accountKeys.map((x) => (x.signer ? SOL_KEY_SIGNER : 0) | (x.writable ? SOL_KEY_WRITABLE : 0) | (x.source === 'lookupTable' ? SOL_KEY_LOOKUP : 0));
  return { detail: { s, k, pre: d.preBalances, post: d.postBalances, tpre, tpost, i, l }, keys };
}

function mapStrings(v: unknown, word: (w: string) => string): unknown {
  if (typeof v === 'string') return word(v);
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, word));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in v) out[key] = mapStrings((v as Record<string, unknown>)[key], word);
    return out;
  }
  return v;
}
const keyedValue = mapStrings;

/** The keyed form back to the plain packed form (StoredSolDetail) with its first signature put back. */
export function unkeyedSolDetail(d: KeyedSolDetail, keys: readonly string[], signature: string): StoredSolDetail {
  const n = d.k.length;
  const key = (r: number) => {
    const text = keys[r];
    if (text === undefined) throw new Error(`sol detail: key ${r} outside its table of ${keys.length}`);
    return text;
  };
  const text = (r: Ref): string | null => (typeof r === 'number' ? key(r) : r);
  // the plain form keeps an account key's index as a number and any other address as text
  const account = (r: Ref): number | string => (typeof r === 'number' ? (r < n ? r : key(r)) : (r as string));
  const word = (w: string): string => {
    if (w.charCodeAt(0) !== TILDE) return w;
    return w.charCodeAt(1) === TILDE ? w.slice(1) : key(Number(w.slice(1)));
  };
  const token = ([accountIndex, mint, owner, programId, amount, decimals]: KeyedTokenBalance): StoredTokenBalance => [accountIndex, text(mint)!, text(owner), text(programId), amount, decimals];
  const s = d.s.slice();
  if (s.length > 0) s[0] = signature;
  return {
    s,
    k: d.k.map((f, i) => [key(i), f]),
    pre: d.pre,
    post: d.post,
    tpre: d.tpre.map(token),
    tpost: d.tpost.map(token),
    i: d.i.map(([index, innerIndex, stackHeight, program, type, data, accounts, parsed]) => [
      index,
      innerIndex,
      stackHeight,
      account(program),
      type,
      data,
      accounts.map(account),
      mapStrings(parsed, word) as Record<string, unknown> | null,
    ]),
    l: d.l === null ? null : d.l.map((line) => (line.includes('~') ? line.split(' ').map(word).join(' ') : line)),
  };
}
