/**
 * The instruction decoders of the programs the explorer names, by program id: each is the
 * `@solana-program/*` client's `identify…Instruction`, data decoder and `parse…Instruction`
 * (moduleDecoder below) and its instruction enum for the name. Names follow the node's `jsonParsed`
 * spelling where the client spells them otherwise (system `TransferSol` is the node's `transfer`),
 * so both encodings of a block give the same types. Vote instructions are not decoded here.
 */
import * as alt from '@solana-program/address-lookup-table';
import * as computeBudget from '@solana-program/compute-budget';
import { SUPPORTED_MEMO_PROGRAM_ADDRESSES, parseAddMemoInstruction } from '@solana-program/memo';
import * as stake from '@solana-program/stake';
import * as system from '@solana-program/system';
import * as token from '@solana-program/token';
import * as token2022 from '@solana-program/token-2022';
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

type Identify = (data: Uint8Array) => number;
type Module = Record<string, unknown>;

/** what one instruction type of a program decodes with, learnt on first sight */
interface TypeDecoder {
  name: string;
  decodeData: (data: Uint8Array) => Record<string, unknown>;
  parse: (ix: ClientInstruction) => ClientParsed;
  /** by account count: the accounts' names in order (positional), or null when the client refuses that many */
  names: Map<number, string[] | null>;
}

const MAX_CACHED_PREFIXES = 4096;

/**
 * A program's decoder from its client module: `identify…Instruction` gives the type (memoized on
 * the program's discriminator bytes: 1 for SPL Token, its associated-token program and compute
 * budget, 2 for Token-2022 (its extensions add a second byte), 4 (a u32) for system, stake and
 * lookup tables — bytes past them are arguments, which would make every transfer a cache miss), then the type's
 * own `get…InstructionDataDecoder` (built once) decodes the data, and the accounts get the names
 * the client's `parse…Instruction` gives them (learnt once per type and account count).
 */
function moduleDecoder(mod: Module, identifyName: string, names: Enum, discriminatorBytes: 1 | 2 | 4): ProgramDecoder {
  const identify = mod[identifyName] as Identify;
  const types = new Map<number, TypeDecoder | null>();
  const byPrefix = new Map<number, number>();
  const typeOf = (data: Uint8Array): number => {
    if (data.length < discriminatorBytes) return identify(data); // rare: not worth a key of its own
    let key = 0;
    for (let i = 0; i < discriminatorBytes; i++) key = key * 256 + data[i]!;
    let t = byPrefix.get(key);
    if (t === undefined) {
      t = identify(data);
      if (byPrefix.size >= MAX_CACHED_PREFIXES) byPrefix.clear();
      byPrefix.set(key, t);
    }
    return t;
  };
  const typeDecoder = (t: number): TypeDecoder | null => {
    let d = types.get(t);
    if (d === undefined) {
      const raw = names[t];
      const decoderOf = raw && (mod[`get${raw}InstructionDataDecoder`] as (() => { decode(b: Uint8Array): Record<string, unknown> }) | undefined);
      const parse = raw && (mod[`parse${raw}Instruction`] as ((ix: ClientInstruction) => ClientParsed) | undefined);
      d = raw && decoderOf && parse ? { name: NODE_NAMES[lowerFirst(raw)] ?? lowerFirst(raw), decodeData: decoderOf().decode.bind(decoderOf()), parse, names: new Map() } : null;
      types.set(t, d);
    }
    return d;
  };
  return {
    parse(ix) {
      const t = typeOf(ix.data);
      const d = typeDecoder(t);
      if (d === null) throw new Error(`no decoder for instruction type ${t}`);
      let accountNames = d.names.get(ix.accounts.length);
      if (accountNames === undefined) {
        try {
          const p = d.parse(ix);
          accountNames = Object.keys(p.accounts ?? {});
        } catch {
          accountNames = null;
        }
        d.names.set(ix.accounts.length, accountNames);
      }
      if (accountNames === null) throw new Error('the client refuses the accounts');
      const accounts: Record<string, { address: string } | undefined> = {};
      for (let i = 0; i < accountNames.length; i++) accounts[accountNames[i]!] = ix.accounts[i];
      return { instructionType: t, accounts, data: d.decodeData(ix.data) };
    },
    name(parsed) {
      const t = parsed.instructionType;
      return t === undefined ? 'unknown' : (typeDecoder(t)?.name ?? 'unknown');
    },
  };
}

const asParser = <F>(f: F) => f as unknown as (ix: ClientInstruction) => ClientParsed;

const memo: ProgramDecoder = { parse: asParser(parseAddMemoInstruction), name: () => 'memo' };

/** program id → decoder; built once */
export const PROGRAM_DECODERS: ReadonlyMap<string, ProgramDecoder> = new Map<string, ProgramDecoder>([
  [SOL_PROGRAMS.system, moduleDecoder(system, 'identifySystemInstruction', system.SystemInstruction as unknown as Enum, 4)],
  [SOL_PROGRAMS.token, moduleDecoder(token, 'identifyTokenInstruction', token.TokenInstruction as unknown as Enum, 1)],
  [SOL_PROGRAMS.token2022, moduleDecoder(token2022, 'identifyToken2022Instruction', token2022.Token2022Instruction as unknown as Enum, 2)],
  [SOL_PROGRAMS.associatedToken, moduleDecoder(token, 'identifyAssociatedTokenInstruction', token.AssociatedTokenInstruction as unknown as Enum, 1)],
  [SOL_PROGRAMS.computeBudget, moduleDecoder(computeBudget, 'identifyComputeBudgetInstruction', computeBudget.ComputeBudgetInstruction as unknown as Enum, 1)],
  [SOL_PROGRAMS.addressLookupTable, moduleDecoder(alt, 'identifyAddressLookupTableInstruction', alt.AddressLookupTableInstruction as unknown as Enum, 4)],
  [SOL_PROGRAMS.stake, moduleDecoder(stake, 'identifyStakeInstruction', stake.StakeInstruction as unknown as Enum, 4)],
  ...SUPPORTED_MEMO_PROGRAM_ADDRESSES.map((a): [string, ProgramDecoder] => [a, memo]),
]);

export const isTokenProgram = (programId: string): boolean => programId === SOL_PROGRAMS.token || programId === SOL_PROGRAMS.token2022;
