/**
 * The instruction decoders of the programs the explorer names, by program id: each is the
 * `@solana-program/*` client's own `parse…Instruction` (which identifies the instruction by its
 * discriminator) and its instruction enum for the name. Names follow the node's `jsonParsed`
 * spelling where the client spells them otherwise (system `TransferSol` is the node's `transfer`),
 * so both encodings of a block give the same types. Vote instructions are not decoded here.
 */
import { parseAddressLookupTableInstruction, AddressLookupTableInstruction } from '@solana-program/address-lookup-table';
import { ComputeBudgetInstruction, parseComputeBudgetInstruction } from '@solana-program/compute-budget';
import { SUPPORTED_MEMO_PROGRAM_ADDRESSES, parseAddMemoInstruction } from '@solana-program/memo';
import { StakeInstruction, parseStakeInstruction } from '@solana-program/stake';
import { SystemInstruction, parseSystemInstruction } from '@solana-program/system';
import { AssociatedTokenInstruction, TokenInstruction, parseAssociatedTokenInstruction, parseTokenInstruction } from '@solana-program/token';
import { Token2022Instruction, parseToken2022Instruction } from '@solana-program/token-2022';
import { SOL_PROGRAMS } from '@explorer/core';

/** what a client's parser gives back: named accounts (AccountMeta-like) and decoded data */
export interface ClientParsed {
  instructionType?: number;
  accounts?: Record<string, { address: string } | undefined>;
  data?: Record<string, unknown>;
}

/** an instruction as the clients' parsers read it (accounts as AccountMeta-like objects) */
export interface ClientInstruction {
  programAddress: string;
  accounts: { address: string; role: number }[];
  data: Uint8Array;
}

export interface ProgramDecoder {
  /** decodes the instruction; throws when the data or accounts do not fit any instruction */
  parse(ix: ClientInstruction): ClientParsed;
  /** the instruction's type as the explorer names it */
  name(parsed: ClientParsed): string;
}

type Enum = Record<number, string>;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** the node's `jsonParsed` names where they differ from the clients' */
const NODE_NAMES: Record<string, string> = {
  transferSol: 'transfer',
  transferSolWithSeed: 'transferWithSeed',
  advanceNonceAccount: 'advanceNonce',
  withdrawNonceAccount: 'withdrawFromNonce',
  initializeNonceAccount: 'initializeNonce',
  authorizeNonceAccount: 'authorizeNonce',
  upgradeNonceAccount: 'upgradeNonce',
  createAssociatedToken: 'create',
  createAssociatedTokenIdempotent: 'createIdempotent',
  recoverNestedAssociatedToken: 'recoverNested',
  delegateStake: 'delegate',
};

function enumDecoder(parse: (ix: ClientInstruction) => ClientParsed, names: Enum): ProgramDecoder {
  // one name string per instruction type, computed once
  const cache = new Map<number, string>();
  return {
    parse,
    name(parsed) {
      const t = parsed.instructionType;
      if (t === undefined) return 'unknown';
      let n = cache.get(t);
      if (n === undefined) {
        const raw = names[t];
        n = raw === undefined ? 'unknown' : (NODE_NAMES[lowerFirst(raw)] ?? lowerFirst(raw));
        cache.set(t, n);
      }
      return n;
    },
  };
}

const asParser = <F>(f: F) => f as unknown as (ix: ClientInstruction) => ClientParsed;

const memo: ProgramDecoder = { parse: asParser(parseAddMemoInstruction), name: () => 'memo' };

/** program id → decoder; built once */
export const PROGRAM_DECODERS: ReadonlyMap<string, ProgramDecoder> = new Map<string, ProgramDecoder>([
  [SOL_PROGRAMS.system, enumDecoder(asParser(parseSystemInstruction), SystemInstruction as unknown as Enum)],
  [SOL_PROGRAMS.token, enumDecoder(asParser(parseTokenInstruction), TokenInstruction as unknown as Enum)],
  [SOL_PROGRAMS.token2022, enumDecoder(asParser(parseToken2022Instruction), Token2022Instruction as unknown as Enum)],
  [SOL_PROGRAMS.associatedToken, enumDecoder(asParser(parseAssociatedTokenInstruction), AssociatedTokenInstruction as unknown as Enum)],
  [SOL_PROGRAMS.computeBudget, enumDecoder(asParser(parseComputeBudgetInstruction), ComputeBudgetInstruction as unknown as Enum)],
  [SOL_PROGRAMS.addressLookupTable, enumDecoder(asParser(parseAddressLookupTableInstruction), AddressLookupTableInstruction as unknown as Enum)],
  [SOL_PROGRAMS.stake, enumDecoder(asParser(parseStakeInstruction), StakeInstruction as unknown as Enum)],
  ...SUPPORTED_MEMO_PROGRAM_ADDRESSES.map((a): [string, ProgramDecoder] => [a, memo]),
]);

export const isTokenProgram = (programId: string): boolean => programId === SOL_PROGRAMS.token || programId === SOL_PROGRAMS.token2022;
