/**
 * jsonParsed instructions of the programs the devnet uses, in the RPC's shapes: system
 * (transfer, createAccount), spl-token (transfer, transferChecked, initializeMint2, mintTo and the
 * calls the associated-token program makes), spl-associated-token-account (create,
 * createIdempotent), spl-memo and address-lookup-table. Anything else stays unparsed.
 */
import { base58 } from './base58';
import { uiTokenAmount } from './model';
import { ATA_PROGRAM, LOOKUP_TABLE_PROGRAM, MEMO_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from './programs';

export interface ParsedIx {
  program: string;
  programId: string;
  parsed: unknown;
}

/** decimals of a mint, for transferChecked's tokenAmount (from the instruction itself) */
type Info = Record<string, unknown>;

const u64 = (d: Uint8Array, at: number): bigint => new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(at, true);
const u32 = (d: Uint8Array, at: number): number => new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(at, true);
const key = (d: Uint8Array, at: number): string => base58.encode(d.subarray(at, at + 32));

function system(a: string[], d: Uint8Array): { type: string; info: Info } | undefined {
  if (d.length < 4) return undefined;
  const tag = u32(d, 0);
  if (tag === 2 && d.length >= 12) return { type: 'transfer', info: { source: a[0], destination: a[1], lamports: Number(u64(d, 4)) } };
  if (tag === 0 && d.length >= 52) return { type: 'createAccount', info: { source: a[0], newAccount: a[1], lamports: Number(u64(d, 4)), space: Number(u64(d, 12)), owner: key(d, 20) } };
  if (tag === 8 && d.length >= 12) return { type: 'allocate', info: { account: a[0], space: Number(u64(d, 4)) } };
  if (tag === 1 && d.length >= 36) return { type: 'assign', info: { account: a[0], owner: key(d, 4) } };
  return undefined;
}

function token(a: string[], d: Uint8Array): { type: string; info: Info } | undefined {
  switch (d[0]) {
    case 3:
      return d.length >= 9 ? { type: 'transfer', info: { source: a[0], destination: a[1], authority: a[2], amount: u64(d, 1).toString() } } : undefined;
    case 12:
      return d.length >= 10 ? { type: 'transferChecked', info: { source: a[0], mint: a[1], destination: a[2], authority: a[3], tokenAmount: uiTokenAmount(u64(d, 1), d[9]!) } } : undefined;
    case 7:
      return d.length >= 9 ? { type: 'mintTo', info: { mint: a[0], account: a[1], mintAuthority: a[2], amount: u64(d, 1).toString() } } : undefined;
    case 20: {
      if (d.length < 35) return undefined;
      const info: Info = { mint: a[0], decimals: d[1], mintAuthority: key(d, 2) };
      if (d[34] === 1 && d.length >= 67) info.freezeAuthority = key(d, 35);
      return { type: 'initializeMint2', info };
    }
    case 21:
      return { type: 'getAccountDataSize', info: { mint: a[0], extensionTypes: ['immutableOwner'] } };
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: a[0] } };
    case 18:
      return d.length >= 33 ? { type: 'initializeAccount3', info: { account: a[0], mint: a[1], owner: key(d, 1) } } : undefined;
    default:
      return undefined;
  }
}

function ata(a: string[], d: Uint8Array): { type: string; info: Info } | undefined {
  const tag = d.length ? d[0] : 0;
  if (tag !== 0 && tag !== 1) return undefined;
  return { type: tag === 0 ? 'create' : 'createIdempotent', info: { source: a[0], account: a[1], wallet: a[2], mint: a[3], systemProgram: a[4], tokenProgram: a[5] } };
}

function lookupTable(a: string[], d: Uint8Array): { type: string; info: Info } | undefined {
  if (d.length < 4) return undefined;
  const tag = u32(d, 0);
  if (tag === 0 && d.length >= 13) return { type: 'createLookupTable', info: { lookupTableAccount: a[0], lookupTableAuthority: a[1], payerAccount: a[2], systemProgram: a[3], recentSlot: Number(u64(d, 4)), bumpSeed: d[12] } };
  if (tag === 2 && d.length >= 12) {
    const n = Number(u64(d, 4));
    const newAddresses = Array.from({ length: n }, (_, i) => key(d, 12 + 32 * i));
    return { type: 'extendLookupTable', info: { lookupTableAccount: a[0], lookupTableAuthority: a[1], payerAccount: a[2], systemProgram: a[3], newAddresses } };
  }
  return undefined;
}

export function parseInstruction(programId: string, accounts: string[], data: Uint8Array): ParsedIx | undefined {
  try {
    switch (programId) {
      case SYSTEM_PROGRAM: {
        const p = system(accounts, data);
        return p && { program: 'system', programId, parsed: p };
      }
      case TOKEN_PROGRAM: {
        const p = token(accounts, data);
        return p && { program: 'spl-token', programId, parsed: p };
      }
      case ATA_PROGRAM: {
        const p = ata(accounts, data);
        return p && { program: 'spl-associated-token-account', programId, parsed: p };
      }
      case LOOKUP_TABLE_PROGRAM: {
        const p = lookupTable(accounts, data);
        return p && { program: 'address-lookup-table', programId, parsed: p };
      }
      case MEMO_PROGRAM:
        return { program: 'spl-memo', programId, parsed: new TextDecoder('utf-8', { fatal: true }).decode(data) };
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}
