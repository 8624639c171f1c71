/**
 * The codes the Solana tables store instead of text (migration 027), both ways: the indexer's store
 * writes them (packages/indexer/src/store/sol), the server's Solana family reads them back
 * (apps/server/src/families/sol/columns.ts). The lists are part of the stored data: never reorder them.
 */
import { SOL_PROGRAMS, type SolEventType } from './sol-model';

/** the message version: 'legacy' → -1, else the version number */
export const versionCode = (v: 'legacy' | number): number => (v === 'legacy' ? -1 : v);
export const versionText = (code: number): string => (code < 0 ? 'legacy' : String(code));

/** the summary's aliased programs: '~' and the index in base 36 — the order of migration 027 */
export const SUMMARY_PROGRAMS = [
  SOL_PROGRAMS.system,
  SOL_PROGRAMS.vote,
  SOL_PROGRAMS.stake,
  SOL_PROGRAMS.config,
  SOL_PROGRAMS.computeBudget,
  SOL_PROGRAMS.addressLookupTable,
  SOL_PROGRAMS.token,
  SOL_PROGRAMS.token2022,
  SOL_PROGRAMS.associatedToken,
  SOL_PROGRAMS.memo,
  SOL_PROGRAMS.memoV1,
] as const;

const ALIAS = new Map<string, string>(SUMMARY_PROGRAMS.map((p, i) => [p, `~${i.toString(36)}`]));

/** a program as the stored summary names it */
export const summaryProgram = (programId: string): string => ALIAS.get(programId) ?? programId;

/** a stored summary ('program:type' parts, space-separated) with the programs' aliases resolved */
export const summaryText = (stored: string): string =>
  stored.includes('~') ? stored.replace(/(^| )~([0-9a-z]):/g, (all, space: string, alias: string) => `${space}${SUMMARY_PROGRAMS[parseInt(alias, 36)] ?? `~${alias}`}:`) : stored;

export const EVENT_TYPE_CODE: Record<SolEventType, number> = { sol_transfer: 1, spl_transfer: 2 };
const EVENT_TYPES = new Map<number, SolEventType>(Object.entries(EVENT_TYPE_CODE).map(([t, c]) => [c, t as SolEventType]));
/** the program an event of a type comes from unless its row says otherwise (program_id NULL) */
export const EVENT_TYPE_PROGRAM: Record<SolEventType, string> = { sol_transfer: SOL_PROGRAMS.system, spl_transfer: SOL_PROGRAMS.token };

export function eventTypeName(code: number): SolEventType {
  const t = EVENT_TYPES.get(code);
  if (!t) throw new Error(`sol_events: unknown event_type ${code}`);
  return t;
}
