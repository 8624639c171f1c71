/**
 * What chain_hourly_stats must hold, from the blocks' own model objects (not from the rows), and small
 * Bitcoin and Solana blocks to feed it (hourly-stats.test.ts).
 */
import { SOL_PROGRAMS, type BtcBlockBundle, type EvmBlockBundle, type SolBlockBundle } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { base58 } from '@scure/base';

/** real base58 of `size` bytes made from the numbers (the store keeps signatures, keys and hashes as their bytes) */
const b58 = (size: number, ...n: number[]) => {
  const bytes = new Uint8Array(size).fill(0x5a);
  new DataView(bytes.buffer).setUint32(0, 0x10000000 + (n[0] ?? 0));
  new DataView(bytes.buffer).setUint32(4, n[1] ?? 0);
  return base58.encode(bytes);
};

export interface HourRow {
  hour: number;
  blocks: number;
  txs: number;
  fees: string;
  value_sum: string;
  gas_price_sum: string;
  gas_used: string;
  size_sum: number;
  weight_sum: number;
  first_ts: number | null;
  last_ts: number | null;
  last_height: number | null;
  difficulty: string | null;
}

export async function hours(db: Kysely<DB>, chain: string): Promise<HourRow[]> {
  const rows = await db
    .selectFrom('chain_hourly_stats')
    .select([
      'hour',
      'blocks',
      'txs',
      'fees',
      'value_sum',
      'gas_price_sum',
      'gas_used',
      'size_sum',
      'weight_sum',
      'first_ts',
      'last_ts',
      'last_height',
      'difficulty',
    ])
    .where('chain', '=', chain)
    .orderBy('hour')
    .execute();
  return rows.map((r) => ({
    ...r,
    hour: Number(r.hour),
    txs: Number(r.txs),
    difficulty: r.difficulty === null ? null : String(Number(r.difficulty)),
  }));
}

export const hourOf = (ts: number) => ts - (ts % 3600);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n).toString();

/** What the hour of these EVM blocks must hold, from the model objects (not from the rows). */
export function evmHour(bundles: EvmBlockBundle[]): HourRow {
  const last = bundles.reduce((a, b) => (b.block.height > a.block.height ? b : a));
  return {
    hour: hourOf(bundles[0]!.block.timestamp),
    blocks: bundles.length,
    txs: bundles.reduce((n, b) => n + b.transactions.length, 0),
    fees: sum(bundles.flatMap((b) => b.transactions.map((t) => t.fee))),
    value_sum: sum(bundles.flatMap((b) => b.transactions.map((t) => t.value))),
    gas_price_sum: sum(bundles.flatMap((b) => b.transactions.map((t) => t.effectiveGasPrice))),
    gas_used: sum(bundles.map((b) => b.block.gasUsed)),
    size_sum: bundles.reduce((n, b) => n + b.block.size, 0),
    weight_sum: 0,
    first_ts: Math.min(...bundles.map((b) => b.block.timestamp)),
    last_ts: Math.max(...bundles.map((b) => b.block.timestamp)),
    last_height: last.block.height,
    difficulty: String(Number(last.block.difficulty)),
  };
}

/** The same for Bitcoin bundles. */
export function btcHour(bundles: BtcBlockBundle[]): HourRow {
  const last = bundles.reduce((a, b) => (b.block.height > a.block.height ? b : a));
  return {
    hour: hourOf(bundles[0]!.block.timestamp),
    blocks: bundles.length,
    txs: bundles.reduce((n, b) => n + b.transactions.length, 0),
    fees: sum(bundles.map((b) => b.block.fees!)),
    value_sum: sum(bundles.map((b) => b.block.valueOut)),
    gas_price_sum: '0',
    gas_used: '0',
    size_sum: bundles.reduce((n, b) => n + b.block.size, 0),
    weight_sum: bundles.reduce((n, b) => n + b.block.weight, 0),
    first_ts: Math.min(...bundles.map((b) => b.block.timestamp)),
    last_ts: Math.max(...bundles.map((b) => b.block.timestamp)),
    last_height: last.block.height,
    difficulty: String(Number(last.block.difficulty)),
  };
}

export const T0 = 1_700_000_000 - (1_700_000_000 % 3600); // an hour boundary

/** A small Bitcoin block: a coinbase and one payment paying `fee`. */
export function btcBlock(height: number, timestamp: number, fee: bigint, hashByte = 'a'): BtcBlockBundle {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const subsidy = 5_000_000_000n;
  const tx = (index: number, coinbase: boolean) => ({
    txid: hex(height) + hashByte.repeat(55) + index,
    wtxid: hex(height) + hashByte.repeat(55) + index,
    index,
    coinbase,
    size: 200,
    vsize: 150,
    weight: 600,
  });
  return {
    block: {
      height,
      hash: hex(height) + hashByte.repeat(56),
      parentHash: hex(height - 1) + 'a'.repeat(56),
      timestamp,
      version: 2,
      bits: '1a05db8b',
      nonce: 1,
      merkleRoot: 'c'.repeat(64),
      difficulty: `${height}.5`,
      size: 400 + (height % 7),
      strippedSize: 300,
      weight: 1200 + (height % 5),
      txCount: 2,
      fees: fee,
      subsidy,
      reward: subsidy + fee,
      coinbaseValue: subsidy + fee,
      valueOut: subsidy + fee + 1_000_000n,
      miner: null,
    },
    transactions: [
      {
        ...tx(0, true),
        valueIn: null,
        valueOut: subsidy + fee,
        fee: 0n,
        inputs: [{ vin: 0, prevTxid: null, prevVout: null, value: null, address: null, scriptType: null }],
        outputs: [{ vout: 0, value: subsidy + fee, address: null, scriptType: 'p2pkh' }],
      },
      {
        ...tx(1, false),
        valueIn: 1_000_000n + fee,
        valueOut: 1_000_000n,
        fee,
        inputs: [
          {
            vin: 0,
            prevTxid: 'e'.repeat(64),
            prevVout: 0,
            value: 1_000_000n + fee,
            address: null,
            scriptType: 'p2pkh',
          },
        ],
        outputs: [{ vout: 0, value: 1_000_000n, address: null, scriptType: 'p2pkh' }],
      },
    ],
  };
}

/** A Solana slot of `transfers` non-vote transfers of 7 lamports each (fee 5000), at `time`. */
export function solSlot(slot: number, parentSlot: number, time: number, transfers: number): SolBlockBundle {
  const from = b58(32, 1);
  const to = b58(32, 2);
  const txs = Array.from({ length: transfers }, (_, index) => ({
    index,
    signature: b58(64, slot, index),
    signatures: [b58(64, slot, index)],
    vote: false,
    fee: 5000n,
    computeUnits: 150n,
    version: 0 as const,
    recentBlockhash: b58(32, 3),
    success: true,
    error: null,
    accountKeys: [
      { pubkey: from, signer: true, writable: true, source: 'transaction' as const },
      { pubkey: to, signer: false, writable: true, source: 'transaction' as const },
    ],
    preBalances: [1_000_000n, 0n],
    postBalances: [1_000_000n - 5007n, 7n],
    preTokenBalances: [],
    postTokenBalances: [],
    instructions: [
      {
        index: 0,
        innerIndex: null,
        stackHeight: 1,
        programId: SOL_PROGRAMS.system,
        type: 'transfer',
        data: '3Bxs4h24hBtQy9rw',
        accounts: [from, to],
        parsed: { lamports: '7' },
      },
    ],
    logs: [],
    computeUnitLimit: null,
    computeUnitPrice: null,
    events: [
      {
        index: 0,
        type: 'sol_transfer' as const,
        programId: SOL_PROGRAMS.system,
        instructionIndex: 0,
        innerIndex: null,
        from,
        to,
        mint: null,
        amount: 7n,
        decimals: null,
      },
    ],
  }));
  return {
    block: {
      slot,
      blockHeight: slot - 10,
      blockhash: b58(32, 4, slot),
      previousBlockhash: b58(32, 4, parentSlot),
      parentSlot,
      blockTime: time,
      txCount: transfers,
      voteTxCount: 0,
      failedTxCount: 0,
      leader: to,
      leaderReward: 2500n * BigInt(transfers),
      totalFees: 5000n * BigInt(transfers),
      computeUnits: 150n * BigInt(transfers),
      solTransferred: 7n * BigInt(transfers),
    },
    transactions: txs,
  };
}
