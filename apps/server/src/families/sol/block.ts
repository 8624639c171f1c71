/**
 * The Solana block as the API sends it (SolBlockSchema in @explorer/core wire/sol.ts) from a blocks
 * row: height = slot, miner = leader, miner_tip = the leader's Fee reward, gas_used = compute
 * units; the rest from its `extra` (SolBlockExtra), read strictly: a row missing a field is a store
 * bug and fails loudly (logged 500) rather than showing an invented value.
 */
import type { ApiSolBlock, SolBlockExtra } from '@explorer/core';
import type { SolBlockRow } from './blocks-repository';
import { coinString } from '../../wire/amounts';

export const LAMPORT_DECIMALS = 9;

function field(extra: Record<string, unknown>, key: string): unknown {
  const v = extra[key];
  if (v === undefined) throw new Error(`sol block extra lacks ${key}`);
  return v;
}

function int(extra: Record<string, unknown>, key: string, nullable: true): number | null;
function int(extra: Record<string, unknown>, key: string, nullable?: false): number;
function int(extra: Record<string, unknown>, key: string, nullable = false): number | null {
  const v = field(extra, key);
  if (v === null && nullable) return null;
  const n = Number(v);
  if (v === null || !Number.isSafeInteger(n) || n < 0) throw new Error(`sol block extra ${key} is not an integer`);
  return n;
}

function amount(extra: Record<string, unknown>, key: string, nullable: true): string | null;
function amount(extra: Record<string, unknown>, key: string, nullable?: false): string;
function amount(extra: Record<string, unknown>, key: string, nullable = false): string | null {
  const v = field(extra, key);
  if (v === null && nullable) return null;
  const s = String(v);
  if (v === null || !/^\d+$/.test(s)) throw new Error(`sol block extra ${key} is malformed`);
  return s;
}

export function readSolBlockExtra(extra: Record<string, unknown> | null): SolBlockExtra {
  if (!extra) throw new Error('sol block without extra');
  return {
    block_height: int(extra, 'block_height', true),
    parent_slot: int(extra, 'parent_slot'),
    vote_tx_count: int(extra, 'vote_tx_count'),
    failed_tx_count: int(extra, 'failed_tx_count'),
    total_fees: amount(extra, 'total_fees'),
    compute_units: amount(extra, 'compute_units'),
    leader_reward: amount(extra, 'leader_reward', true),
  };
}

export function toSolBlock(row: SolBlockRow): ApiSolBlock {
  const x = readSolBlockExtra(row.extra);
  return {
    chain: 'sol',
    height: row.height,
    slot: row.height,
    block_height: x.block_height,
    hash: row.hash,
    parent_hash: row.parent_hash,
    parent_slot: x.parent_slot,
    timestamp: row.timestamp,
    transaction_count: row.tx_count,
    vote_transaction_count: x.vote_tx_count,
    non_vote_transaction_count: row.tx_count - x.vote_tx_count,
    failed_transaction_count: x.failed_tx_count,
    size: null,
    gas_used: row.gas_used ?? x.compute_units,
    gas_limit: null,
    miner: row.miner,
    miner_tip: row.miner_tip,
    miner_tip_eth: coinString(row.miner_tip, LAMPORT_DECIMALS),
    burned: row.burned,
    burned_eth: coinString(row.burned, LAMPORT_DECIMALS),
    total_fees: x.total_fees,
    base_fee: null,
    difficulty: null,
  };
}
