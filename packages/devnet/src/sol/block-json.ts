/**
 * getBlock / getTransaction answers from the block model, in the RPC's encodings: `json`
 * (account indexes, base58 data), `jsonParsed` (keys with signer/writable/source, known programs'
 * instructions parsed, no loadedAddresses in meta) and `base64` (the wire bytes).
 */
import { base64 } from '@scure/base';
import { base58 } from './base58';
import type { SolBlock, SolMeta, SolTx } from './model';
import { parseInstruction } from './parsed-ix';
import { isWritable } from './wire';

export type TxEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';
export type TransactionDetails = 'full' | 'signatures' | 'none' | 'accounts';

const allKeys = (tx: SolTx) => [...tx.message.accountKeys, ...tx.meta.loadedAddresses.writable, ...tx.meta.loadedAddresses.readonly];

function parsedOrRaw(keys: string[], ix: { programIdIndex: number; accounts: number[]; data: Uint8Array }, stackHeight: number | null): Record<string, unknown> {
  const programId = keys[ix.programIdIndex]!;
  const accounts = ix.accounts.map((i) => keys[i]!);
  const parsed = parseInstruction(programId, accounts, ix.data);
  return parsed ? { ...parsed, stackHeight } : { accounts, data: base58.encode(ix.data), programId, stackHeight };
}

function metaJson(tx: SolTx, parsed: boolean): Record<string, unknown> {
  const m: SolMeta = tx.meta;
  const keys = parsed ? allKeys(tx) : [];
  return {
    computeUnitsConsumed: m.computeUnitsConsumed,
    err: m.err,
    fee: m.fee,
    innerInstructions: m.innerInstructions.map((g) => ({
      index: g.index,
      instructions: g.instructions.map((ix) =>
        parsed ? parsedOrRaw(keys, ix, ix.stackHeight) : { accounts: ix.accounts, data: base58.encode(ix.data), programIdIndex: ix.programIdIndex, stackHeight: ix.stackHeight },
      ),
    })),
    ...(parsed ? {} : { loadedAddresses: m.loadedAddresses }),
    logMessages: m.logMessages,
    postBalances: m.postBalances,
    postTokenBalances: m.postTokenBalances,
    preBalances: m.preBalances,
    preTokenBalances: m.preTokenBalances,
    ...(m.returnData ? { returnData: m.returnData } : {}),
    rewards: [],
    status: m.err === null ? { Ok: null } : { Err: m.err },
  };
}

function transactionJson(tx: SolTx, encoding: TxEncoding): unknown {
  if (encoding === 'base64') return [base64.encode(tx.wire), 'base64'];
  if (encoding === 'base58') return [base58.encode(tx.wire), 'base58'];
  const m = tx.message;
  const lookups = m.version === 0 ? { addressTableLookups: m.addressTableLookups } : {};
  if (encoding === 'json') {
    return {
      message: {
        accountKeys: m.accountKeys,
        ...lookups,
        header: m.header,
        instructions: m.instructions.map((ix) => ({ accounts: ix.accounts, data: base58.encode(ix.data), programIdIndex: ix.programIdIndex, stackHeight: null })),
        recentBlockhash: m.recentBlockhash,
      },
      signatures: tx.ids,
    };
  }
  const keys = allKeys(tx);
  const loadedWritable = tx.meta.loadedAddresses.writable.length;
  return {
    message: {
      accountKeys: keys.map((pubkey, i) => ({
        pubkey,
        signer: i < m.header.numRequiredSignatures,
        source: i < m.accountKeys.length ? 'transaction' : 'lookupTable',
        writable: isWritable(m, i, loadedWritable),
      })),
      ...lookups,
      instructions: m.instructions.map((ix) => parsedOrRaw(keys, ix, 1)),
      recentBlockhash: m.recentBlockhash,
    },
    signatures: tx.ids,
  };
}

export function txWithMeta(tx: SolTx, encoding: TxEncoding): Record<string, unknown> {
  return { meta: metaJson(tx, encoding === 'jsonParsed'), transaction: transactionJson(tx, encoding), version: tx.message.version };
}

export interface BlockJsonOptions {
  encoding: TxEncoding;
  transactionDetails: TransactionDetails;
  rewards: boolean;
}

export function blockJson(b: SolBlock, o: BlockJsonOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {
    blockHeight: b.blockHeight,
    blockTime: b.blockTime,
    blockhash: b.blockhash,
    parentSlot: b.parentSlot,
    previousBlockhash: b.previousBlockhash,
  };
  if (o.rewards) out.rewards = b.rewards;
  if (o.transactionDetails === 'signatures') out.signatures = b.transactions.map((t) => t.ids[0]);
  else if (o.transactionDetails === 'full') out.transactions = b.transactions.map((t) => txWithMeta(t, o.encoding));
  else if (o.transactionDetails === 'accounts')
    out.transactions = b.transactions.map((t) => {
      const full = txWithMeta(t, 'jsonParsed') as { meta: Record<string, unknown>; transaction: { message: { accountKeys: unknown } }; version: unknown };
      const { innerInstructions: _i, logMessages: _l, ...meta } = full.meta;
      return { meta, transaction: { accountKeys: full.transaction.message.accountKeys, signatures: t.ids }, version: full.version };
    });
  return out;
}
