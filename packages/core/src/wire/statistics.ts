/**
 * GET /api/no-auth/stats/{chain}?range= (and /api/v1): the statistics page (spec part 2 §2.10, §2.9),
 * computed from the hourly figures kept at ingest (chain_hourly_stats) only. Amounts are base units
 * as decimal strings; averages that are not amounts carry two decimals. A figure a chain family does
 * not have (gas price on btc, difficulty on sol, …) is null.
 */
import { z } from 'zod';

export const STATS_RANGES = ['24h', '7d', '30d', '90d', '1y'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

/** The four cards (the spec's summary: dailyVolume, avgGasPrice, avgBlockTime, difficulty) and the family's own figures, over the last 24 h. */
export const StatsSummarySchema = z.object({
  dailyVolume: z.string().describe('base units moved in the last 24 h'),
  avgGasPrice: z.string().nullable().describe('wei; Σ effective gas price / transactions (EVM)'),
  avgBlockTime: z.number().nullable().describe('seconds between blocks, two decimals'),
  difficulty: z.string().nullable().describe('of the newest block (btc: fractional on regtest)'),
  feeRate: z.string().nullable().describe('sat/vB, two decimals: Σ fees / Σ block vsize (btc)'),
  tps: z.number().nullable().describe('transactions per second, two decimals'),
  voteShare: z.number().nullable().describe('percent of transactions that are votes, two decimals (sol)'),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;

export const StatsPointSchema = z.object({
  time: z.number().int().describe('unix seconds: the start of the hour or UTC day'),
  blocks: z.number().int(),
  txs: z.number().int(),
  volume: z.string(),
  avgGasPrice: z.string().nullable(),
  avgBlockTime: z.number().nullable(),
  feeRate: z.string().nullable(),
  tps: z.number().nullable(),
  voteShare: z.number().nullable(),
});
export type StatsPoint = z.infer<typeof StatsPointSchema>;

export const STATS_METRIC_NAMES = [
  'blocks',
  'transactions',
  'volume',
  'avgGasPrice',
  'avgBlockTime',
  'avgTxFee',
  'gasUsed',
  'fees',
  'feeRate',
  'avgBlockSize',
  'activeAddresses',
  'tps',
  'voteShare',
] as const;
export type StatsMetricName = (typeof STATS_METRIC_NAMES)[number];

/** The spec's metric row: the value over the last 24 h, and its change in percent against the 24 h before and the same 24 h a week earlier. */
export const StatsMetricSchema = z.object({
  name: z.enum(STATS_METRIC_NAMES),
  currentValue: z.string().nullable(),
  change24h: z.number().nullable().describe('percent, two decimals; null without a figure to compare'),
  change7d: z.number().nullable(),
});
export type StatsMetric = z.infer<typeof StatsMetricSchema>;

export const StatisticsSchema = z.object({
  chain: z.string(),
  range: z.enum(STATS_RANGES),
  bucket: z.enum(['hour', 'day']),
  updatedAt: z.number().int().nullable().describe('unix seconds of the newest block counted'),
  summary: StatsSummarySchema,
  series: z.array(StatsPointSchema),
  metrics: z.array(StatsMetricSchema),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
