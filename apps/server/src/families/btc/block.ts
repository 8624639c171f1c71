/** The Bitcoin block as the API sends it (BtcBlockSchema in @explorer/core wire/btc.ts), from a blocks row and the indexed head. */
import type { ApiBtcBlock } from '@explorer/core';
import type { BtcBlockRow } from './blocks-repository';
import { coinString } from '../../wire/amounts';
import { confirmations } from '../../wire/common';
import { readBlockExtra } from './block-extra';

export const SAT_DECIMALS = 8;

export function toBtcBlock(row: BtcBlockRow, tip: number | null): ApiBtcBlock {
  const x = readBlockExtra(row.extra);
  return {
    chain: 'btc',
    height: row.height,
    number: row.height,
    hash: row.hash,
    parent_hash: row.parent_hash,
    timestamp: row.timestamp,
    transaction_count: row.tx_count,
    transactions: row.tx_count,
    size: row.size,
    stripped_size: x.stripped_size,
    weight: x.weight,
    version: x.version,
    bits: x.bits,
    nonce: x.nonce,
    merkle_root: x.merkle_root,
    difficulty: x.difficulty,
    fee: row.miner_tip,
    fee_btc: coinString(row.miner_tip, SAT_DECIMALS),
    subsidy: x.subsidy,
    base_fee: x.reward,
    reward_btc: coinString(x.reward, SAT_DECIMALS),
    value_sum: row.value_sum,
    miner: row.miner,
    confirmations: confirmations(tip, row.height),
  };
}
