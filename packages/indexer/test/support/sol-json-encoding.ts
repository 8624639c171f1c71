/**
 * Test and benchmark helper: rewrites a `jsonParsed` transaction object as the node's `json`
 * encoding gives it (string account keys with a header, loaded addresses in meta, instructions as
 * programIdIndex + account indexes + base58 data). Instructions the node parsed are re-encoded
 * with the program clients' encoders; only the kinds the recorded files hold are supported
 * (system transfer / advanceNonce, SPL transfer / transferChecked, vote), others throw.
 */
import { base58 } from '@scure/base';
import { getAdvanceNonceAccountInstructionDataEncoder, getTransferSolInstructionDataEncoder } from '@solana-program/system';
import { getTransferCheckedInstructionDataEncoder, getTransferInstructionDataEncoder } from '@solana-program/token';
import { SOL_PROGRAMS } from '@explorer/core';
import { isObject, type Json } from '../../src/chains/sol/shape';

const enc = (bytes: ArrayLike<number>) => base58.encode(Uint8Array.from(bytes));

function encodeParsed(node: Json): { accounts: string[]; data: string } {
  const parsed = node.parsed as { type: string; info: Json };
  const i = parsed.info;
  const s = (k: string) => i[k] as string;
  const kind = `${node.programId as string}:${parsed.type}`;
  switch (kind) {
    case `${SOL_PROGRAMS.system}:transfer`:
      return { accounts: [s('source'), s('destination')], data: enc(getTransferSolInstructionDataEncoder().encode({ amount: BigInt(i.lamports as number) })) };
    case `${SOL_PROGRAMS.system}:advanceNonce`:
      return { accounts: [s('nonceAccount'), s('recentBlockhashesSysvar'), s('nonceAuthority')], data: enc(getAdvanceNonceAccountInstructionDataEncoder().encode({})) };
    case `${SOL_PROGRAMS.token}:transfer`:
      return { accounts: [s('source'), s('destination'), s('authority')], data: enc(getTransferInstructionDataEncoder().encode({ amount: BigInt(s('amount')) })) };
    case `${SOL_PROGRAMS.token}:transferChecked`: {
      const t = i.tokenAmount as { amount: string; decimals: number };
      return {
        accounts: [s('source'), s('mint'), s('destination'), s('authority')],
        data: enc(getTransferCheckedInstructionDataEncoder().encode({ amount: BigInt(t.amount), decimals: t.decimals })),
      };
    }
    case `${SOL_PROGRAMS.vote}:vote`:
      // a Vote instruction's bytes are not read by the adapter: its tag (2) and the slots' count
      return { accounts: [s('voteAccount'), s('slotHashesSysvar'), s('clockSysvar'), s('voteAuthority')], data: enc([2, 0, 0, 0, 0, 0, 0, 0]) };
    default:
      throw new Error(`no json re-encoding for ${kind}`);
  }
}

function toJsonInstruction(node: Json, index: Map<string, number>): Json {
  const { accounts, data } = node.parsed !== undefined ? encodeParsed(node) : { accounts: node.accounts as string[], data: node.data as string };
  const at = (a: string) => {
    const i = index.get(a);
    if (i === undefined) throw new Error(`${a} is not an account key`);
    return i;
  };
  const out: Json = { programIdIndex: at(node.programId as string), accounts: accounts.map(at), data };
  if (node.stackHeight !== undefined) out.stackHeight = node.stackHeight;
  return out;
}

/** `{transaction, meta, version}` in `jsonParsed` → the same in `json` */
export function toJsonEncoding(tx: Json): Json {
  const t = tx.transaction as Json;
  const message = t.message as Json;
  const keys = message.accountKeys as { pubkey: string; signer: boolean; writable: boolean; source?: string }[];
  const own = keys.filter((k) => k.source !== 'lookupTable');
  const loaded = keys.filter((k) => k.source === 'lookupTable');
  const index = new Map(keys.map((k, i) => [k.pubkey, i]));
  const meta = tx.meta as Json | null;
  const jsonMeta: Json | null = meta && {
    ...meta,
    innerInstructions: ((meta.innerInstructions as Json[] | null) ?? []).map((g) => ({
      index: g.index,
      instructions: (g.instructions as Json[]).map((n) => toJsonInstruction(n, index)),
    })),
    ...(loaded.length > 0 ? { loadedAddresses: { writable: loaded.filter((k) => k.writable).map((k) => k.pubkey), readonly: loaded.filter((k) => !k.writable).map((k) => k.pubkey) } } : {}),
  };
  const jsonMessage: Json = {
    accountKeys: own.map((k) => k.pubkey),
    header: {
      numRequiredSignatures: own.filter((k) => k.signer).length,
      numReadonlySignedAccounts: own.filter((k) => k.signer && !k.writable).length,
      numReadonlyUnsignedAccounts: own.filter((k) => !k.signer && !k.writable).length,
    },
    recentBlockhash: message.recentBlockhash,
    instructions: (message.instructions as Json[]).map((n) => toJsonInstruction(n, index)),
  };
  if (isObject(message) && message.addressTableLookups !== undefined) jsonMessage.addressTableLookups = message.addressTableLookups;
  return { ...tx, meta: jsonMeta, transaction: { ...t, message: jsonMessage } };
}
