/** The block as the API sends it (spec part 2 §3 Block), built from a blocks row. */
import { CHAINS, isChainId } from '@explorer/core';
import { z } from 'zod';
import type { BlockRow } from '../plugins/app/blocks-repository';
import { coinString } from './amounts';

export const BlockSchema = z.object({
  chain: z.string(),
  height: z.number().int(),
  hash: z.string(),
  parent_hash: z.string(),
  timestamp: z.number().int().describe('unix seconds'),
  transaction_count: z.number().int(),
  size: z.number().int().describe('bytes'),
  gas_used: z.string().nullable(),
  gas_limit: z.string().nullable(),
  miner: z.string().nullable(),
  miner_tip: z.string().describe('wei'),
  miner_tip_eth: z.string().describe('miner_tip in the chain coin, exact'),
  burned: z.string().describe('wei'),
  burned_eth: z.string().describe('burned in the chain coin, exact'),
  base_fee: z.string().nullable().describe('wei per gas; null before London'),
  difficulty: z.string().nullable(),
});
export type ApiBlock = z.infer<typeof BlockSchema>;

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

export const BlockListSchema = z.object({
  blocks: z.array(BlockSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
