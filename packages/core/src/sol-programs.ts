/**
 * Names of well-known Solana programs (spec part 2 §2.4), browser-safe: the API labels instructions
 * with them and the page may import the same table. Categories: system (system, vote, compute
 * budget, config, stake, address lookup table), token (SPL token, token-2022, associated token),
 * memo, defi (a few well-known protocols); any other valid program id (32–44 base58 characters
 * decoding to 32 bytes) is a 'custom program'. Given the program registry (the sol_programs rows the
 * server keeps, sol-program-registry.ts), an active registered program is named by its row first and
 * its category follows the row's type; the table here is the fallback.
 */
import { base58 } from '@scure/base';
import { SOL_PROGRAMS } from './sol-model';

export type SolProgramCategory = 'system' | 'token' | 'memo' | 'dex' | 'defi' | 'nft' | 'other' | 'custom' | 'unknown';

/** The registry's program types (spec part 2 §2.8) and statuses. */
export const SOL_PROGRAM_TYPES = ['system', 'token', 'dex', 'defi', 'nft', 'other'] as const;
export type SolProgramType = (typeof SOL_PROGRAM_TYPES)[number];
export const SOL_PROGRAM_STATUSES = ['active', 'inactive'] as const;
export type SolProgramStatus = (typeof SOL_PROGRAM_STATUSES)[number];

/** What naming needs of the registry: an active program's name and type by program id. */
export interface SolProgramLookup {
  get(programId: string): { name: string; type: SolProgramType } | undefined;
}

export interface SolProgramInfo {
  name: string;
  category: SolProgramCategory;
}

export const CUSTOM_PROGRAM = 'custom program';
export const UNKNOWN_PROGRAM = 'unknown program';

const KNOWN: Readonly<Record<string, SolProgramInfo>> = {
  [SOL_PROGRAMS.system]: { name: 'System Program', category: 'system' },
  [SOL_PROGRAMS.vote]: { name: 'Vote Program', category: 'system' },
  [SOL_PROGRAMS.computeBudget]: { name: 'Compute Budget Program', category: 'system' },
  [SOL_PROGRAMS.config]: { name: 'Config Program', category: 'system' },
  [SOL_PROGRAMS.stake]: { name: 'Stake Program', category: 'system' },
  [SOL_PROGRAMS.addressLookupTable]: { name: 'Address Lookup Table Program', category: 'system' },
  [SOL_PROGRAMS.token]: { name: 'SPL Token Program', category: 'token' },
  [SOL_PROGRAMS.token2022]: { name: 'Token-2022 Program', category: 'token' },
  [SOL_PROGRAMS.associatedToken]: { name: 'Associated Token Account Program', category: 'token' },
  [SOL_PROGRAMS.memo]: { name: 'Memo Program', category: 'memo' },
  [SOL_PROGRAMS.memoV1]: { name: 'Memo Program (v1)', category: 'memo' },
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: { name: 'Jupiter Aggregator v6', category: 'defi' },
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8': { name: 'Raydium AMM v4', category: 'defi' },
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: { name: 'Orca Whirlpools', category: 'defi' },
};

const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** base58 of 32 bytes (a public key: an account or program id) */
export function isSolPublicKey(text: string): boolean {
  if (!BASE58_RE.test(text)) return false;
  try {
    return base58.decode(text).length === 32;
  } catch {
    return false;
  }
}

/**
 * The program's name and category: the registry's active row when one is given and has the program,
 * else the built-in table; an unknown valid id is a 'custom program'. A registered program of type
 * 'other' keeps the table's category when the table knows it (memo).
 */
export function solProgramInfo(programId: string, registry?: SolProgramLookup): SolProgramInfo {
  const known = KNOWN[programId];
  const row = registry?.get(programId);
  if (row) return { name: row.name, category: row.type === 'other' && known ? known.category : row.type };
  if (known) return known;
  return isSolPublicKey(programId) ? { name: CUSTOM_PROGRAM, category: 'custom' } : { name: UNKNOWN_PROGRAM, category: 'unknown' };
}

export const solProgramName = (programId: string, registry?: SolProgramLookup): string => solProgramInfo(programId, registry).name;
