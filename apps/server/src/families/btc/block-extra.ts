/**
 * A Bitcoin block's `extra` (the store's contract, see packages/db/migrations/007_btc.sql): header
 * fields, difficulty as decimal text, subsidy and reward in satoshi. Read strictly: a row missing a
 * field is a store bug and fails loudly (logged 500) rather than showing an invented value.
 */
import type { BtcBlockExtra } from '@explorer/core';

/** the extra the block answers read (the coinbase value is not read) */
export type BtcBlockHeaderExtra = Omit<BtcBlockExtra, 'coinbase_value'>;

function field(extra: Record<string, unknown>, key: string): unknown {
  const v = extra[key];
  if (v === undefined || v === null) throw new Error(`btc block extra lacks ${key}`);
  return v;
}

const int = (extra: Record<string, unknown>, key: string): number => {
  const n = Number(field(extra, key));
  if (!Number.isSafeInteger(n)) throw new Error(`btc block extra ${key} is not an integer`);
  return n;
};

const text = (extra: Record<string, unknown>, key: string, pattern: RegExp): string => {
  const s = String(field(extra, key));
  if (!pattern.test(s)) throw new Error(`btc block extra ${key} is malformed`);
  return s;
};

export function readBlockExtra(extra: Record<string, unknown> | null): BtcBlockHeaderExtra {
  if (!extra) throw new Error('btc block without extra');
  return {
    version: int(extra, 'version'),
    bits: text(extra, 'bits', /^[0-9a-f]{1,8}$/i),
    nonce: int(extra, 'nonce'),
    merkle_root: text(extra, 'merkle_root', /^[0-9a-f]{64}$/i),
    difficulty: text(extra, 'difficulty', /^\d+(\.\d+)?$/),
    weight: int(extra, 'weight'),
    stripped_size: int(extra, 'stripped_size'),
    subsidy: text(extra, 'subsidy', /^\d+$/),
    reward: text(extra, 'reward', /^\d+$/),
  };
}
