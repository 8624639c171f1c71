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
