/**
 * A `getBlock` answer (`json` or `jsonParsed` encoding, transactionDetails 'full') → SolBlockBundle.
 * The slot is the block's height in the explorer; the leader and its reward are the block's `Fee`
 * reward (null when the node gave no rewards); totals are sums over the normalized transactions.
 */
import type { SolBlock, SolBlockBundle, SolTransaction } from '@explorer/core';
import type { ShapeLocation } from '../rpc-shape-error';
import { array, fail, int, isObject, lamports, optionalInt, string } from './shape';
import { normalizeSolTransaction } from './transaction';

function leaderOf(rewards: unknown, where: ShapeLocation): { leader: string | null; leaderReward: bigint | null } {
  if (rewards === undefined || rewards === null) return { leader: null, leaderReward: null };
  if (!Array.isArray(rewards)) fail('rewards', 'is not a list', where);
  for (const r of rewards) {
    if (isObject(r) && r.rewardType === 'Fee') return { leader: string(r, 'pubkey', where), leaderReward: lamports(r.lamports, 'rewards.lamports', where) };
  }
  return { leader: null, leaderReward: null };
}

/** A slot's totals over its normalized transactions: vote and failed counts, fees, compute units, SOL moved. */
export function solBlockTotals(transactions: readonly SolTransaction[]) {
  let voteTxCount = 0;
  let failedTxCount = 0;
  let totalFees = 0n;
  let computeUnits = 0n;
  let solTransferred = 0n;
  for (const tx of transactions) {
    if (tx.vote) voteTxCount++;
    if (!tx.success) failedTxCount++;
    totalFees += tx.fee;
    if (tx.computeUnits !== null) computeUnits += tx.computeUnits;
    for (const e of tx.events) if (e.type === 'sol_transfer') solTransferred += e.amount;
  }
  return { txCount: transactions.length, voteTxCount, failedTxCount, totalFees, computeUnits, solTransferred };
}

export function readSolBlock(slot: number, result: unknown): SolBlockBundle {
  const where: ShapeLocation = { object: 'block', block: slot };
  if (!isObject(result)) fail('block', 'is not an object', where);
  const raw = array(result, 'transactions', where);
  const transactions = raw.map((t, i) => normalizeSolTransaction(t, i, slot));
  const block: SolBlock = {
    slot,
    blockHeight: optionalInt(result, 'blockHeight', where),
    blockhash: string(result, 'blockhash', where),
    previousBlockhash: string(result, 'previousBlockhash', where),
    parentSlot: int(result, 'parentSlot', where),
    blockTime: optionalInt(result, 'blockTime', where),
    ...leaderOf(result.rewards, where),
    ...solBlockTotals(transactions),
  };
  return { block, transactions };
}
