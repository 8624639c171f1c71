/** The block as the API sends it (spec part 2 §3 Block; the shape is in @explorer/core wire/block.ts), built from a blocks row. */
import { CHAINS, isChainId, type ApiBlock } from '@explorer/core';
import type { BlockRow } from './blocks-repository';
import { coinString } from '../../wire/amounts';

export function decimalsOf(chain: string): number {
  return isChainId(chain) ? CHAINS[chain].decimals : 18;
}

export function toBlock(row: BlockRow): ApiBlock {
  const decimals = decimalsOf(row.chain);
  return {
    chain: row.chain,
    height: row.height,
    hash: row.hash,
    parent_hash: row.parent_hash,
    timestamp: row.timestamp,
    transaction_count: row.tx_count,
    size: row.size,
    gas_used: row.gas_used,
    gas_limit: row.gas_limit,
    miner: row.miner,
    miner_tip: row.miner_tip,
    miner_tip_eth: coinString(row.miner_tip, decimals),
    burned: row.burned,
    burned_eth: coinString(row.burned, decimals),
    base_fee: row.base_fee,
    difficulty: row.difficulty,
  };
}
