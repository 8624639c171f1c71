/**
 * The stored codes of the Solana columns (migration 027; the server's families/sol/columns.ts reads
 * them back): the message version, the summary's program aliases, the event type and its own program.
 */
import { SOL_PROGRAMS, type SolEventType } from '@explorer/core';

/** version 'legacy' → -1, else the message version */
export const versionCode = (v: 'legacy' | number): number => (v === 'legacy' ? -1 : v);

/** the summary's aliased programs: '~' and the index in base 36 — the order of migration 027, never to change */
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

/** a program as the summary names it */
export const summaryProgram = (programId: string): string => ALIAS.get(programId) ?? programId;

export const EVENT_TYPE_CODE: Record<SolEventType, number> = { sol_transfer: 1, spl_transfer: 2 };
/** the program an event of a type comes from unless its row says otherwise (program_id NULL) */
export const EVENT_TYPE_PROGRAM: Record<SolEventType, string> = { sol_transfer: SOL_PROGRAMS.system, spl_transfer: SOL_PROGRAMS.token };
