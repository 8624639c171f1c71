/**
 * The SOL chain executed by LiteSVM: slots opened one at a time (clock sysvar set to the slot and
 * its unix time, SlotHashes to the recent blocks), real signed transactions executed in order, and
 * the slot closed into a block whose blockhash is LiteSVM's next blockhash — so the transactions
 * of the following slot use it as their recentBlockhash. LiteSVM reports logs, compute units and
 * inner instructions; balances, token balances and the fee are read around each execution, and
 * the fee rule (5000 × signatures + priority fee) must equal what the accounts lost together.
 */
import { createHash } from 'node:crypto';
import { base64 } from '@scure/base';
import { base58 } from './base58';
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { getTransactionDecoder, lamports, type Address } from '@solana/kit';
import { feeOf } from './fee-rule';
import type { InnerIxGroup, SolBlock, SolMeta, SolTx } from './model';
import { BASE_FEE_BURN_PERCENT, LAMPORTS_PER_SIGNATURE, SYSTEM_PROGRAM } from './programs';
import { tokenBalances, type AccountData } from './token-accounts';
import { isIncluded, txErrorJson } from './tx-error';
import { decodeTransaction } from './wire';
import type { SolView } from './view';

export const SLOTS_PER_EPOCH = 432_000;
const SLOT_HASHES_KEPT = 512;
/** the address-lookup-table account header; addresses follow it, 32 bytes each */
const LOOKUP_TABLE_HEADER = 56;

export interface SolChainOptions {
  /** names the genesis hash */
  seed: string;
  /** unix seconds of slot 0 */
  genesisTime: number;
  /** the one validator: its identity receives every block's fee reward */
  leader: string;
  /** accounts funded at genesis (lamports) */
  genesisAccounts: { address: string; lamports: bigint }[];
}

export class TxRejected extends Error {
  constructor(readonly err: unknown) {
    super(`transaction rejected: ${JSON.stringify(err)}`);
  }
}

interface OpenSlot {
  slot: number;
  time: number;
  txs: SolTx[];
}

export class SolChain implements SolView {
  readonly svm = new LiteSVM();
  readonly genesisHash: string;
  readonly leader: string;
  private readonly blocks = new Map<number, SolBlock>();
  private readonly slots: number[] = [];
  private readonly txIndex = new Map<string, { slot: number; index: number }>();
  private open: OpenSlot | undefined;
  /** the highest slot opened or skipped so far */
  private currentSlot = 0;

  constructor(opts: SolChainOptions) {
    this.genesisHash = base58.encode(createHash('sha256').update(`sol-devnet genesis ${opts.seed}`).digest());
    this.leader = opts.leader;
    for (const a of opts.genesisAccounts) this.fund(a.address, a.lamports);
    this.setClock(0, opts.genesisTime);
    const genesis: SolBlock = {
      slot: 0,
      parentSlot: 0,
      blockhash: this.svm.latestBlockhash(),
      previousBlockhash: this.genesisHash,
      blockHeight: 0,
      blockTime: opts.genesisTime,
      transactions: [],
      rewards: [],
    };
    this.addBlock(genesis);
  }

  // ---- SolView
  get tip(): SolBlock {
    return this.blocks.get(this.slots[this.slots.length - 1]!)!;
  }
  get firstSlot(): number {
    return this.slots[0]!;
  }
  block(slot: number): SolBlock | undefined {
    return this.blocks.get(slot);
  }
  producedSlots(from: number, to: number): number[] {
    return sliceSorted(this.slots, from, to);
  }
  findTx(signature: string): { block: SolBlock; index: number } | undefined {
    const at = this.txIndex.get(signature);
    return at && { block: this.blocks.get(at.slot)!, index: at.index };
  }
  balance(address: string): number | undefined {
    try {
      const b = this.svm.getBalance(address as Address);
      return b === null ? 0 : Number(b);
    } catch {
      return undefined;
    }
  }

  // ---- production
  /** the slot after the highest one opened or skipped */
  get nextSlot(): number {
    return this.currentSlot + 1;
  }

  skipSlot(): number {
    if (this.open) throw new Error('a slot is open');
    return ++this.currentSlot;
  }

  openSlot(time: number): number {
    if (this.open) throw new Error('a slot is open');
    const slot = ++this.currentSlot;
    this.setClock(slot, time);
    this.open = { slot, time, txs: [] };
    return slot;
  }

  get openSlotNumber(): number | undefined {
    return this.open?.slot;
  }

  account(address: string): AccountData | undefined {
    const a = this.svm.getAccount(address as Address);
    return a.exists ? { owner: a.programAddress, data: a.data } : undefined;
  }

  /** executes a signed transaction in the open slot; throws TxRejected when it would not be included */
  execute(wire: Uint8Array): SolTx {
    const open = this.open;
    if (!open) throw new Error('no open slot');
    const decoded = decodeTransaction(wire);
    const { message } = decoded;
    const loadedAddresses = this.loadAddresses(message.addressTableLookups);
    const keys = [...message.accountKeys, ...loadedAddresses.writable, ...loadedAddresses.readonly];
    const read = (k: string) => this.account(k);
    const preBalances = keys.map((k) => this.balance(k) ?? 0);
    const preTokenBalances = tokenBalances(keys, read);
    const result = this.svm.sendTransaction(getTransactionDecoder().decode(wire));
    const failed = result instanceof FailedTransactionMetadata;
    const err = failed ? txErrorJson(result) : null;
    if (failed && !isIncluded(err)) throw new TxRejected(err);
    const meta: TransactionMetadata = failed ? result.meta() : result;
    const postBalances = keys.map((k) => this.balance(k) ?? 0);
    const fee = feeOf(message);
    const lost = preBalances.reduce((s, v) => s + v, 0) - postBalances.reduce((s, v) => s + v, 0);
    if (lost !== fee) throw new Error(`fee rule ${fee} ≠ lamports lost ${lost} (transaction ${base58.encode(decoded.signatures[0]!)})`);
    const rd = meta.returnData();
    const returned = rd.data();
    const txMeta: SolMeta = {
      err,
      fee,
      preBalances,
      postBalances,
      innerInstructions: innerGroups(meta),
      logMessages: meta.logs(),
      preTokenBalances,
      postTokenBalances: tokenBalances(keys, read),
      loadedAddresses,
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      ...(returned.length ? { returnData: { programId: base58.encode(rd.programId()), data: [base64.encode(returned), 'base64'] as [string, 'base64'] } } : {}),
    };
    const tx: SolTx = { ...decoded, wire, ids: decoded.signatures.map((s) => base58.encode(s)), meta: txMeta };
    open.txs.push(tx);
    return tx;
  }

  /** closes the open slot into a block (the leader is paid its share of the fees) */
  closeSlot(): SolBlock {
    const open = this.open;
    if (!open) throw new Error('no open slot');
    this.open = undefined;
    const parent = this.tip;
    this.svm.expireBlockhash();
    let reward = 0;
    for (const tx of open.txs) {
      const base = tx.signatures.length * LAMPORTS_PER_SIGNATURE;
      reward += (base * (100 - BASE_FEE_BURN_PERCENT)) / 100 + (tx.meta.fee - base);
    }
    const postBalance = Number(this.fund(this.leader, BigInt(reward)));
    const block: SolBlock = {
      slot: open.slot,
      parentSlot: parent.slot,
      blockhash: this.svm.latestBlockhash(),
      previousBlockhash: parent.blockhash,
      blockHeight: parent.blockHeight + 1,
      blockTime: open.time,
      transactions: open.txs,
      rewards: reward > 0 ? [{ pubkey: this.leader, lamports: reward, postBalance, rewardType: 'Fee', commission: null }] : [],
    };
    this.addBlock(block);
    return block;
  }

  private addBlock(block: SolBlock): void {
    this.blocks.set(block.slot, block);
    this.slots.push(block.slot);
    block.transactions.forEach((t, index) => this.txIndex.set(t.ids[0]!, { slot: block.slot, index }));
    const recent = this.slots.slice(-SLOT_HASHES_KEPT).reverse();
    this.svm.setSlotHashes(recent.map((s) => ({ slot: BigInt(s), hash: this.blocks.get(s)!.blockhash })));
  }

  private setClock(slot: number, time: number): void {
    if (slot > 0) this.svm.warpToSlot(BigInt(slot));
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH));
    this.svm.setClock(new Clock(BigInt(slot), BigInt(time), epoch, epoch + 1n, BigInt(time)));
  }

  /** adds lamports to a system account (genesis funding, leader rewards); returns the new balance */
  private fund(address: string, amount: bigint): bigint {
    const now = BigInt(this.balance(address) ?? 0);
    const total = now + amount;
    this.svm.setAccount({
      address: address as Address,
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(total),
      programAddress: SYSTEM_PROGRAM as Address,
      space: 0n,
    });
    return total;
  }

  private loadAddresses(lookups: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[]): SolMeta['loadedAddresses'] {
    const writable: string[] = [];
    const readonly: string[] = [];
    for (const l of lookups) {
      const table = this.account(l.accountKey);
      const at = (i: number) => {
        const off = LOOKUP_TABLE_HEADER + 32 * i;
        if (!table || off + 32 > table.data.length) throw new TxRejected('InvalidAddressLookupTableIndex');
        return base58.encode(table.data.subarray(off, off + 32));
      };
      writable.push(...l.writableIndexes.map(at));
      readonly.push(...l.readonlyIndexes.map(at));
    }
    return { writable, readonly };
  }
}

function innerGroups(meta: TransactionMetadata): InnerIxGroup[] {
  const out: InnerIxGroup[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (!list.length) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return { programIdIndex: ix.programIdIndex(), accounts: Array.from(ix.accounts()), data: Uint8Array.from(ix.data()), stackHeight: inner.stackHeight() };
      }),
    });
  });
  return out;
}

/** the values of an ascending list within [from, to] */
export function sliceSorted(list: number[], from: number, to: number): number[] {
  const lower = (v: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return list.slice(lower(from), lower(to + 1));
}
