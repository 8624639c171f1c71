/**
 * A Solana transaction as the page shows it (spec part 2 §2.4), as pure functions: status (1 success,
 * 2 failed, 0 pending, anything else unknown), lamports in SOL (exact, bigint: lamports ÷ 1e9), the
 * first signer's value change (N/A when the pre and post balance arrays are missing or of different
 * length), the signers (first two plus the count), the summary of the first three instructions, and
 * the balance rows of the expanded details.
 */
import type { BadgeTone } from '../../components/StatusBadge';
import type { MessageKey } from '../../i18n';
import type { ApiSolEvent, ApiSolTransaction } from '../../lib/core';
import { EMPTY, formatTokenAmount, shortHash } from '../../lib/format';

/** lamports per SOL is 1e9: the chain registry's decimals */
export const SOL_DECIMALS = 9;

/** Status: 1 success, 2 failed, 0 pending, anything else unknown. */
export function solStatus(status: number): { tone: BadgeTone; label: MessageKey } {
  if (status === 1) return { tone: 'success', label: 'blockDetail.status.success' };
  if (status === 2) return { tone: 'danger', label: 'blockDetail.status.failed' };
  if (status === 0) return { tone: 'warning', label: 'blockDetail.status.pending' };
  return { tone: 'neutral', label: 'blockDetail.status.unknown' };
}

/** Lamports as a SOL figure without the unit, exact (up to 9 decimals, trailing zeros cut): '5000' → '0.000005'; signed: '+1' for a gain. */
export function lamportsAmount(lamports: string | null | undefined, signed = false): string {
  if (lamports === null || lamports === undefined || !/^-?\d+$/.test(lamports)) return EMPTY;
  const text = formatTokenAmount(lamports, SOL_DECIMALS);
  return signed && BigInt(lamports) > 0n ? `+${text}` : text;
}

/** Lamports in SOL, exact (up to 9 decimals, trailing zeros cut): '5000' → '0.000005 SOL'. */
export function lamportsText(lamports: string | null | undefined, unit = 'SOL', signed = false): string {
  const text = lamportsAmount(lamports, signed);
  return text === EMPTY ? EMPTY : `${text} ${unit}`;
}

/**
 * The first signer's change in lamports (post − pre of account 0): null — shown as N/A — when
 * either balance array is missing, empty, or the two differ in length.
 */
export function firstSignerChange(pre: readonly string[] | null | undefined, post: readonly string[] | null | undefined): string | null {
  if (!pre || !post || pre.length === 0 || pre.length !== post.length) return null;
  return (BigInt(post[0]!) - BigInt(pre[0]!)).toString();
}

/** The value change: N/A for null, else signed SOL (with the unit unless it is in the column's header). */
export function signerChangeText(change: string | null, unit: string | null = 'SOL'): string {
  if (change === null) return 'N/A';
  return unit === null ? lamportsAmount(change, true) : lamportsText(change, unit, true);
}

/** The signers cell: the first two (shortened) and how many there are in all (more > 0 when some are not shown). */
export function signersView(signers: readonly string[], count: number): { shown: string[]; more: number; count: number } {
  const shown = signers.slice(0, 2);
  return { shown: shown.map((s) => shortHash(s, 4, 4)), more: Math.max(0, count - shown.length), count };
}

/** The instructions cell: the first three summaries, and how many there are in all when more. */
export function instructionSummaryView(summary: readonly string[], count: number): { shown: string[]; total: number | null } {
  const shown = summary.slice(0, 3);
  return { shown, total: count > shown.length ? count : null };
}

export interface BalanceRow {
  index: number;
  pubkey: string | null;
  pre: string;
  post: string;
  change: string;
}

/** One row per account whose pre and post balances are known (same rule as the signer change: both arrays, same length). */
export function balanceRows(tx: Pick<ApiSolTransaction, 'account_keys' | 'pre_balances' | 'post_balances'>): BalanceRow[] | null {
  const { pre_balances: pre, post_balances: post } = tx;
  if (!pre || !post || pre.length !== post.length) return null;
  return pre.map((p, i) => ({ index: i, pubkey: tx.account_keys[i]?.pubkey ?? null, pre: p, post: post[i]!, change: (BigInt(post[i]!) - BigInt(p)).toString() }));
}

/** An event's amount: lamports in SOL for a SOL transfer; base units at the token's decimals otherwise. */
export function eventAmountText(event: Pick<ApiSolEvent, 'event_type' | 'amount' | 'decimals'>, unit = 'SOL'): string {
  if (event.event_type === 'sol_transfer') return lamportsText(event.amount, unit);
  return formatTokenAmount(event.amount, event.decimals);
}

/** Instructions with a decoded form, for 解析的指令详情. */
export function parsedInstructions<I extends { parsed: Record<string, unknown> | null }>(instructions: readonly I[]): I[] {
  return instructions.filter((i) => i.parsed !== null && Object.keys(i.parsed).length > 0);
}

/** '3' or '3.1' for an inner instruction (its top-level index, then its position). */
export function instructionPosition(i: { instruction_index: number; inner_index: number | null; is_inner: boolean }): string {
  return i.is_inner && i.inner_index !== null ? `${i.instruction_index}.${i.inner_index}` : String(i.instruction_index);
}
