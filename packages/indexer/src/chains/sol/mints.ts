/**
 * What a transaction tells about SPL Token and Token-2022 mints, read from its normalized model:
 * - sightings: every mint its token balances name (pre and post; a failed transaction's too — the
 *   balances are the accounts' real state), with the decimals and, where the node says, the program;
 * - changes, in instruction order (top-level and inner), of a successful transaction only:
 *   InitializeMint / InitializeMint2 (decimals, mint and freeze authority), MintTo(Checked) and
 *   Burn(Checked) / PermissionedBurn(Checked) amounts, SetAuthority of a mint's MintTokens or
 *   FreezeAccount authority — and 'unknown' for a token-program instruction that could not be read
 *   (an undecodable one, a Batch): its accounts' supply can no longer be known exactly.
 * Both encodings are read: the client decoder's fields (`json`: accounts by name, data fields) and
 * the node's `jsonParsed` info (e.g. `tokenAmount.amount`, SetAuthority's `mint` and `authorityType`
 * by name).
 */
import type { SolTransaction } from '@explorer/core';
import { isTokenProgram } from './programs';

export interface MintSighting {
  mint: string;
  decimals: number;
  programId: string | null;
}

export type MintChange =
  | { kind: 'init'; mint: string; programId: string; decimals: number; mintAuthority: string | null; freezeAuthority: string | null }
  | { kind: 'supply'; mint: string; programId: string; delta: bigint }
  | { kind: 'authority'; mint: string; programId: string; role: 'mint' | 'freeze'; value: string | null }
  | { kind: 'unknown'; programId: string; accounts: string[] };

const MINTS = new Set(['mintTo', 'mintToChecked']);
const BURNS = new Set(['burn', 'burnChecked', 'permissionedBurn', 'permissionedBurnChecked']);
const INITS = new Set(['initializeMint', 'initializeMint2']);
/** instructions a token program runs other instructions through, or that we could not read */
const UNREADABLE = new Set(['unknown', 'batch']);
/** every type above: the type is looked at first (its string is the decoder's own, its hash cached) */
const RELEVANT = new Set([...MINTS, ...BURNS, ...INITS, ...UNREADABLE, 'setAuthority']);

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function amountOf(p: Record<string, unknown>): bigint | null {
  const ta = p.tokenAmount;
  const v = p.amount ?? (typeof ta === 'object' && ta !== null ? (ta as Record<string, unknown>).amount : undefined);
  if (typeof v === 'string' && /^\d{1,30}$/.test(v)) return BigInt(v);
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  return null;
}

/** SetAuthority's authority type: the client's enum number or the node's camelCase name */
function authorityRole(v: unknown): 'mint' | 'freeze' | null {
  if (v === 0 || v === 'mintTokens') return 'mint';
  if (v === 1 || v === 'freezeAccount') return 'freeze';
  return null;
}

function change(type: string, programId: string, p: Record<string, unknown> | null, accounts: readonly string[]): MintChange | null {
  const unknown = (): MintChange => ({ kind: 'unknown', programId, accounts: [...accounts] });
  if (UNREADABLE.has(type)) return unknown();
  const isInit = INITS.has(type);
  const sign = MINTS.has(type) ? 1n : BURNS.has(type) ? -1n : 0n;
  if (!isInit && sign === 0n && type !== 'setAuthority') return null;
  if (p === null) return unknown();
  if (type === 'setAuthority') {
    const role = authorityRole(p.authorityType);
    if (role === null) return null; // a token account's owner or close authority, or a Token-2022 extension's
    const mint = str(p.owned) ?? str(p.mint);
    return mint === null ? unknown() : { kind: 'authority', mint, programId, role, value: str(p.newAuthority) };
  }
  const mint = str(p.mint);
  if (mint === null) return unknown();
  if (isInit) {
    const d = p.decimals;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > 255) return unknown();
    return { kind: 'init', mint, programId, decimals: d, mintAuthority: str(p.mintAuthority), freezeAuthority: str(p.freezeAuthority) };
  }
  const amount = amountOf(p);
  return amount === null ? unknown() : { kind: 'supply', mint, programId, delta: sign * amount };
}

/** The mint changes of a transaction, in instruction order; none for a vote or failed transaction. */
export function mintChanges(tx: SolTransaction): MintChange[] {
  if (tx.vote || !tx.success) return [];
  let out: MintChange[] | null = null;
  for (const ix of tx.instructions) {
    if (!RELEVANT.has(ix.type) || !isTokenProgram(ix.programId)) continue;
    const c = change(ix.type, ix.programId, ix.parsed, ix.accounts);
    if (c !== null) (out ??= []).push(c);
  }
  return out ?? [];
}

/** The mints a transaction's token balances name (each once; the node's program id when given). */
export function mintSightings(tx: SolTransaction): MintSighting[] {
  if (tx.vote || (tx.preTokenBalances.length === 0 && tx.postTokenBalances.length === 0)) return [];
  const seen = new Map<string, MintSighting>();
  for (const list of [tx.preTokenBalances, tx.postTokenBalances]) {
    for (const b of list) {
      const known = seen.get(b.mint);
      if (!known) seen.set(b.mint, { mint: b.mint, decimals: b.decimals, programId: b.programId });
      else if (known.programId === null && b.programId !== null) known.programId = b.programId;
    }
  }
  return [...seen.values()];
}
