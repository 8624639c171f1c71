/** The block as the API sends it (spec part 2 §3 Block) and a page of them. */
import { z } from 'zod';
import { pageFields } from './common';

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

export const BlockListSchema = z.object({ blocks: z.array(BlockSchema), ...pageFields });
export type BlockList = z.infer<typeof BlockListSchema>;
