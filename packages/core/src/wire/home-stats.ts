/** The home overview as the API sends it (spec part 1 §3 Home stats). */
import { z } from 'zod';

export const HomeOverviewSchema = z.object({
  totalBlocks: z.number().int(),
  totalTransactions: z.number().int(),
  baseFee: z.string().nullable().describe('wei per gas of the newest block'),
  dailyVolume: z.string().describe('wei moved by the window’s transactions'),
  avgGasPrice: z.string().nullable().describe('wei; Σ gas price / Σ transactions over the window'),
  avgBlockTime: z.number().nullable().describe('seconds, one decimal'),
  windowSeconds: z.number().int(),
  windowBlocks: z.number().int(),
  windowTransactions: z.number().int(),
});
export type HomeOverview = z.infer<typeof HomeOverviewSchema>;

export const HomeBlockSchema = z.object({
  height: z.number().int(),
  hash: z.string(),
  timestamp: z.number().int(),
  transactions_count: z.number().int(),
  size: z.number().int(),
});
export type HomeBlock = z.infer<typeof HomeBlockSchema>;

export const HomeTransactionSchema = z.object({
  hash: z.string(),
  timestamp: z.number().int(),
  height: z.number().int(),
  gas_price: z.string().nullable(),
  amount: z.string(),
});
export type HomeTransaction = z.infer<typeof HomeTransactionSchema>;

export const HomeStatsSchema = z.object({
  overview: HomeOverviewSchema,
  latestBlocks: z.array(HomeBlockSchema),
  latestTransactions: z.array(HomeTransactionSchema),
});
export type HomeStats = z.infer<typeof HomeStatsSchema>;
