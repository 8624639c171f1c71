/**
 * A successful transaction's transfer events: SOL (system transfer / transferWithSeed) and SPL
 * Token / Token-2022 (transfer / transferChecked), top-level and inner, in instruction order.
 * SPL events name the token accounts' owners when the token balances tell them, else the token
 * accounts; the mint and decimals come from transferChecked, else from those balances.
 *
 * SOL events are checked against the balances, and one that contradicts them is dropped (nothing
 * is invented in its place). The rule: lamports of an account change only by the SOL transfer
 * events, the fee (the fee payer, key 0), or an instruction that lists the account. So for an
 * event's sender or receiver that no other instruction lists, post − pre must equal what the
 * events (and fee) make of it exactly; an event with an end where it does not, or an end that is
 * not an account of the transaction, is dropped. Ends that other instructions list (a CPI's
 * caller, createAccount, a program's vault) cannot be checked this way and keep their events.
 */
import type { SolEvent } from '@explorer/core';
import type { TransferFact } from './instruction';
import type { SolMetaTokenBalance } from './meta';

export interface TransferAt {
  fact: TransferFact;
  programId: string;
  instructionIndex: number;
  innerIndex: number | null;
}

export interface BalanceView {
  addresses: readonly string[];
  preBalances: readonly bigint[];
  postBalances: readonly bigint[];
  fee: bigint;
  /** accounts listed by instructions other than the SOL transfers (their lamports may move otherwise) */
  otherAccounts: ReadonlySet<string>;
}

/** the SOL transfers the balances do not contradict (the rule above) */
export function consistentSolTransfers(transfers: readonly TransferAt[], view: BalanceView): TransferAt[] {
  if (transfers.length === 0) return [];
  const index = new Map<string, number>();
  view.addresses.forEach((a, i) => index.set(a, i));
  const net = new Map<string, bigint>();
  const add = (a: string, v: bigint) => net.set(a, (net.get(a) ?? 0n) + v);
  const payer = view.addresses[0];
  if (payer !== undefined) add(payer, -view.fee);
  for (const { fact } of transfers) {
    add(fact.from, -fact.amount);
    add(fact.to, fact.amount);
  }
  const agrees = (a: string): boolean => {
    const i = index.get(a);
    if (i === undefined) return false;
    const pre = view.preBalances[i];
    const post = view.postBalances[i];
    if (pre === undefined || post === undefined) return false;
    return view.otherAccounts.has(a) || post - pre === net.get(a);
  };
  return transfers.filter(({ fact }) => agrees(fact.from) && agrees(fact.to));
}

interface TokenAccountInfo {
  owner: string | null;
  mint: string;
  decimals: number;
}

function tokenAccounts(addresses: readonly string[], lists: readonly (readonly SolMetaTokenBalance[])[]): Map<string, TokenAccountInfo> {
  const out = new Map<string, TokenAccountInfo>();
  for (const list of lists) {
    for (const b of list) {
      const account = addresses[b.accountIndex];
      if (account === undefined) continue;
      const known = out.get(account);
      if (!known || (known.owner === null && b.owner !== null)) out.set(account, { owner: b.owner, mint: b.mint, decimals: b.decimals });
    }
  }
  return out;
}

export function transferEvents(
  transfers: readonly TransferAt[],
  view: BalanceView,
  preTokenBalances: readonly SolMetaTokenBalance[],
  postTokenBalances: readonly SolMetaTokenBalance[],
): SolEvent[] {
  if (transfers.length === 0) return [];
  const sol = transfers.filter((t) => t.fact.kind === 'sol');
  const keep = new Set(sol.length > 0 ? consistentSolTransfers(sol, view) : []);
  const tokens = transfers.length > sol.length ? tokenAccounts(view.addresses, [preTokenBalances, postTokenBalances]) : null;
  const events: SolEvent[] = [];
  for (const t of transfers) {
    const { fact } = t;
    const base = { index: events.length, programId: t.programId, instructionIndex: t.instructionIndex, innerIndex: t.innerIndex };
    if (fact.kind === 'sol') {
      if (!keep.has(t)) continue;
      events.push({ ...base, type: 'sol_transfer', from: fact.from, to: fact.to, mint: null, amount: fact.amount, decimals: null });
      continue;
    }
    const src = tokens!.get(fact.from);
    const dst = tokens!.get(fact.to);
    events.push({
      ...base,
      type: 'spl_transfer',
      from: src?.owner ?? fact.from,
      to: dst?.owner ?? fact.to,
      mint: fact.mint ?? src?.mint ?? dst?.mint ?? null,
      amount: fact.amount,
      decimals: fact.decimals ?? src?.decimals ?? dst?.decimals ?? null,
    });
  }
  return events;
}
