/**
 * Names of well-known Solana programs (spec part 2 §2.4), browser-safe: the API labels instructions
 * with them and the page may import the same table. Categories: system (system, vote, compute
 * budget, config, stake, address lookup table), token (SPL token, token-2022, associated token),
 * memo, defi (a few well-known protocols); any other valid program id (32–44 base58 characters
 * decoding to 32 bytes) is a 'custom program'.
 */
import { base58 } from '@scure/base';
import { SOL_PROGRAMS } from './sol-model';

export type SolProgramCategory = 'system' | 'token' | 'memo' | 'defi' | 'custom' | 'unknown';

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

/** The program's name and category; an unknown valid id is a 'custom program'. */
export function solProgramInfo(programId: string): SolProgramInfo {
  const known = KNOWN[programId];
  if (known) return known;
  return isSolPublicKey(programId) ? { name: CUSTOM_PROGRAM, category: 'custom' } : { name: UNKNOWN_PROGRAM, category: 'unknown' };
}

export const solProgramName = (programId: string): string => solProgramInfo(programId).name;
