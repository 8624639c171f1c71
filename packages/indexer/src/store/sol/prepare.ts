/**
 * A Solana block made ready for the writer (write.ts): the shared blocks row, the sol_transactions
 * and sol_events rows encoded per table (../encoded-rows.ts; signatures and keys as bytes,
 * base58-bytea.ts, and the codes of columns.ts), the hour's figures, a sketch of the
 * addresses the block touched and its mint facts (mints-prepare.ts) — plain data a decode worker
 * can post. A vote transaction is kept compact: its row without detail, no events (mainnet: ~70 %
 * of all transactions), unless the deployment asks for vote detail (its events stay none: a vote
 * moves no lamports but the fee).
 */
import {
  addToSketch,
  chainKey,
  keyedSolDetail,
  packSolDetail,
  newSketch,
  sketchToHex,
  type ChainId,
  type SolBlockBundle,
  type SolBlockExtra,
  type SolTokenBalance,
  type SolTransaction,
  type SolTransactionDetail,
  zipSolDetail,
} from '@explorer/core';
import type { ByteaIn } from '@explorer/db';
import { encodeRows } from '../encoded-rows';
import { ACTIVITY_IN, ACTIVITY_OUT, BlockActivity } from '../address-activity';
import { prepareMints } from './mints-prepare';
import { base58ToBytea, Base58Memo } from './base58-bytea';
import { EVENT_TYPE_CODE, EVENT_TYPE_PROGRAM, summaryProgram, versionCode } from './columns';
import { SOL_EVENTS, SOL_TXS, type SolBlockRow, type SolEventRow, type SolTxRow } from './rows';
import type { PreparedSolBlock } from './write';

/** top-level instructions named in a row's summary */
const SUMMARY_INSTRUCTIONS = 3;
export const HOUR = 3600;

const tokenBalances = (list: SolTokenBalance[]) => list.map((b) => ({ ...b, amount: b.amount.toString() }));
const decimals = (list: bigint[] | null) => (list === null ? null : list.map((v) => v.toString()));

/** a detail's columns: detail_z (the keyed form compressed) with keys, or detail (the plain packed form) */
export interface StoredSolDetailColumns {
  detail: string | null;
  detail_z: ByteaIn | null;
  keys: ByteaIn | null;
}

/**
 * A detail as stored: the keyed form (packages/core sol-detail.ts) compressed in `detail_z`
 * (sol-detail-zip.ts, migration 028) with its key table's bytes after the signer in `keys`; the
 * plain packed form as text in `detail` (keys null) when an account key is not 32 bytes. Either
 * leaves out the first signature and the signer (the row's columns: "" in their place).
 */
export function storedSolDetail(detail: SolTransactionDetail, memo: Base58Memo = new Base58Memo()): StoredSolDetailColumns {
  const keyed = keyedSolDetail(detail, memo.isKey);
  if (keyed !== null) {
    let hex = '\\x';
    for (let n = 1; n < keyed.keys.length; n++) hex += memo.bytea(keyed.keys[n]!).slice(2);
    return { detail: null, detail_z: `\\x${zipSolDetail(JSON.stringify(keyed.detail)).toString('hex')}` as ByteaIn, keys: hex as ByteaIn };
  }
  const packed = packSolDetail(detail);
  if (packed.s.length > 0) packed.s[0] = '';
  if (packed.k.length > 0) packed.k[0] = ['', packed.k[0]![1]];
  return { detail: JSON.stringify(packed), detail_z: null, keys: null };
}

/** the part of a transaction its detail keeps (amounts as decimal strings) */
export function solTransactionDetail(t: SolTransaction): SolTransactionDetail {
  return {
    signatures: t.signatures,
    accountKeys: t.accountKeys,
    preBalances: decimals(t.preBalances),
    postBalances: decimals(t.postBalances),
    preTokenBalances: tokenBalances(t.preTokenBalances),
    postTokenBalances: tokenBalances(t.postTokenBalances),
    instructions: t.instructions,
    logs: t.logs,
  };
}

const storedDetail = (t: SolTransaction, memo: Base58Memo): StoredSolDetailColumns => storedSolDetail(solTransactionDetail(t), memo);

/** lamports the fee payer gained (negative: spent), null when the balances do not line up */
function signerChange(t: SolTransaction): string | null {
  const pre = t.preBalances;
  const post = t.postBalances;
  if (!pre || !post || pre.length !== post.length || pre.length === 0) return null;
  return (post[0]! - pre[0]!).toString();
}

function summary(t: SolTransaction): { text: string; topLevel: number } {
  const parts: string[] = [];
  let topLevel = 0;
  for (const ix of t.instructions) {
    if (ix.innerIndex !== null) continue;
    topLevel++;
    if (parts.length < SUMMARY_INSTRUCTIONS) parts.push(`${summaryProgram(ix.programId)}:${ix.type}`);
  }
  return { text: parts.join(' '), topLevel };
}

/**
 * The address index's rows of a non-vote transaction: its signers, the accounts whose lamports went
 * down (send) or up (receive), the owners (else the accounts) of token balances that changed, and
 * both sides of its transfers.
 */
function addActivity(rows: BlockActivity, keys: Base58Memo, t: SolTransaction): void {
  const i = t.index;
  const add = (address: string | null | undefined, flag: number) => {
    if (address) rows.add(keys.bytea(address), i, flag);
  };
  for (const k of t.accountKeys) if (k.signer) add(k.pubkey, ACTIVITY_OUT);
  const pre = t.preBalances;
  const post = t.postBalances;
  if (pre && post && pre.length === post.length) {
    for (let k = 0; k < pre.length; k++) {
      if (pre[k] === post[k]) continue;
      add(t.accountKeys[k]?.pubkey, post[k]! < pre[k]! ? ACTIVITY_OUT : ACTIVITY_IN);
    }
  }
  const before = new Map<number, bigint>();
  for (const b of t.preTokenBalances) before.set(b.accountIndex, b.amount);
  const seen = new Set<number>();
  for (const b of t.postTokenBalances) {
    seen.add(b.accountIndex);
    const was = before.get(b.accountIndex) ?? 0n;
    if (was !== b.amount) add(b.owner ?? b.account, b.amount < was ? ACTIVITY_OUT : ACTIVITY_IN);
  }
  for (const b of t.preTokenBalances) if (!seen.has(b.accountIndex) && b.amount !== 0n) add(b.owner ?? b.account, ACTIVITY_OUT);
  for (const e of t.events) {
    add(e.from, ACTIVITY_OUT);
    add(e.to, ACTIVITY_IN);
  }
}

export interface PrepareSolOptions {
  /** keep a vote transaction's detail (keys, balances, instructions, logs) instead of a compact row */
  voteDetail?: boolean;
}

export function prepareSolBlock(chain: ChainId, bundle: SolBlockBundle, opts: PrepareSolOptions = {}): PreparedSolBlock {
  const voteDetail = opts.voteDetail === true;
  const { block: b, transactions } = bundle;
  const height = b.slot;
  const timestamp = b.blockTime ?? 0;
  const sketch = newSketch();
  const activity = new BlockActivity(chain, height, timestamp);
  const key = chainKey(chain);
  const keys = new Base58Memo();
  const txs: SolTxRow[] = [];
  const events: SolEventRow[] = [];
  for (const t of transactions) {
    const signer = t.accountKeys[0]?.pubkey ?? '';
    if (signer) addToSketch(sketch, signer);
    const signerCount = t.accountKeys.reduce((n, k) => (k.signer ? n + 1 : n), 0);
    const s = summary(t);
    const stored = t.vote && !voteDetail ? null : storedDetail(t, keys);
    // plain object literals (no spread): ~1,500 rows a mainnet slot, read column by column next
    txs.push({
      block_height: height,
      cu_limit: t.computeUnitLimit,
      tx_index: t.index,
      compute_units: t.computeUnits === null ? null : Number(t.computeUnits),
      chain: key,
      status: t.success ? 1 : 2,
      signer_count: signerCount,
      instruction_count: s.topLevel,
      version: versionCode(t.version),
      vote: t.vote,
      signature: base58ToBytea(t.signature),
      signer: keys.bytea(signer),
      recent_blockhash: keys.bytea(t.recentBlockhash),
      keys: stored === null ? null : stored.keys,
      fee: t.fee.toString(),
      signer_change: signerChange(t),
      cu_price: t.computeUnitPrice === null ? null : t.computeUnitPrice.toString(),
      err: t.error,
      summary: s.text,
      detail: stored === null ? null : stored.detail,
      detail_z: stored === null ? null : stored.detail_z,
    });
    if (t.vote) continue;
    addActivity(activity, keys, t);
    for (const e of t.events) {
      events.push({
        block_height: height,
        tx_index: t.index,
        event_index: e.index,
        instruction_index: e.instructionIndex,
        inner_index: e.innerIndex,
        chain: key,
        event_type: EVENT_TYPE_CODE[e.type],
        decimals: e.decimals,
        from_address: keys.bytea(e.from),
        to_address: keys.bytea(e.to),
        mint: keys.byteaOrNull(e.mint),
        program_id: e.programId === EVENT_TYPE_PROGRAM[e.type] ? null : keys.bytea(e.programId),
        amount: e.amount.toString(),
      });
      addToSketch(sketch, e.from);
      addToSketch(sketch, e.to);
    }
  }
  const reward = b.leaderReward;
  const burned = reward === null || reward > b.totalFees ? 0n : b.totalFees - reward;
  const extra: SolBlockExtra = {
    block_height: b.blockHeight,
    parent_slot: b.parentSlot,
    vote_tx_count: b.voteTxCount,
    failed_tx_count: b.failedTxCount,
    total_fees: b.totalFees.toString(),
    compute_units: b.computeUnits.toString(),
    leader_reward: reward === null ? null : reward.toString(),
  };
  const row: Omit<SolBlockRow, 'tx_total'> = {
    chain,
    height,
    hash: b.blockhash,
    parent_hash: b.previousBlockhash,
    timestamp,
    miner: b.leader,
    size: 0,
    tx_count: b.txCount,
    gas_used: b.computeUnits.toString(),
    miner_tip: (reward ?? 0n).toString(),
    burned: burned.toString(),
    value_sum: b.solTransferred.toString(),
    extra: JSON.stringify(extra),
  };
  return {
    block: { height, hash: b.blockhash, parentHash: b.previousBlockhash, parentHeight: b.parentSlot, txCount: b.txCount, minerTip: row.miner_tip },
    row,
    hour: {
      hour: timestamp - (timestamp % HOUR),
      txs: b.txCount,
      voteTxs: b.voteTxCount,
      failedTxs: b.failedTxCount,
      fees: b.totalFees.toString(),
      sketch: sketchToHex(sketch),
    },
    transactions: encodeRows(SOL_TXS, txs),
    events: encodeRows(SOL_EVENTS, events),
    mints: prepareMints(transactions),
    activity: activity.encode(),
  };
}
