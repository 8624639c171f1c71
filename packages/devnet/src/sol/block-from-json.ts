/**
 * The block model back from a getBlock answer in `json` encoding (what recorded files hold): the
 * message is re-encoded from its JSON form, so the wire bytes — and the signatures over them —
 * are the original ones.
 */
import { base58 } from './base58';
import type { SolBlock, SolMeta, SolTx } from './model';
import { encodeMessage, encodeTransaction, type SolMessage } from './wire';

interface JsonIx {
  programIdIndex: number;
  accounts: number[];
  data: string;
  stackHeight?: number | null;
}
interface JsonTx {
  transaction: {
    signatures: string[];
    message: Omit<SolMessage, 'instructions' | 'version' | 'addressTableLookups'> & { instructions: JsonIx[]; addressTableLookups?: SolMessage['addressTableLookups'] | null };
  };
  meta: Omit<SolMeta, 'innerInstructions' | 'loadedAddresses'> & { innerInstructions?: { index: number; instructions: JsonIx[] }[] | null; loadedAddresses?: SolMeta['loadedAddresses'] };
  version?: 'legacy' | 0;
}
export interface JsonBlock extends Omit<SolBlock, 'transactions' | 'slot'> {
  transactions?: JsonTx[];
}

function txFromJson(t: JsonTx): SolTx {
  const m = t.transaction.message;
  const message: SolMessage = {
    version: t.version ?? 'legacy',
    header: m.header,
    accountKeys: m.accountKeys,
    recentBlockhash: m.recentBlockhash,
    instructions: m.instructions.map((ix) => ({ programIdIndex: ix.programIdIndex, accounts: ix.accounts, data: base58.decode(ix.data) })),
    addressTableLookups: m.addressTableLookups ?? [],
  };
  const signatures = t.transaction.signatures.map((s) => base58.decode(s));
  const messageBytes = encodeMessage(message);
  const { innerInstructions, loadedAddresses, ...rest } = t.meta;
  const meta: SolMeta = {
    ...rest,
    innerInstructions: (innerInstructions ?? []).map((g) => ({
      index: g.index,
      instructions: g.instructions.map((ix) => ({ programIdIndex: ix.programIdIndex, accounts: ix.accounts, data: base58.decode(ix.data), stackHeight: ix.stackHeight ?? 2 })),
    })),
    loadedAddresses: loadedAddresses ?? { writable: [], readonly: [] },
  };
  return { signatures, message, messageBytes, wire: encodeTransaction(signatures, messageBytes), ids: t.transaction.signatures, meta };
}

export function blockFromJson(slot: number, j: JsonBlock): SolBlock {
  return {
    slot,
    parentSlot: j.parentSlot,
    blockhash: j.blockhash,
    previousBlockhash: j.previousBlockhash,
    blockHeight: j.blockHeight,
    blockTime: j.blockTime,
    rewards: j.rewards ?? [],
    transactions: (j.transactions ?? []).map(txFromJson),
  };
}
