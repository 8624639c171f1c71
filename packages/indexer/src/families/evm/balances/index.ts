export { createBalanceBackfill, type BalanceBackfillOptions } from './balance-backfill';
export { createBalanceSampler, type BalanceSamplerOptions, type SamplePassStats } from './balance-sampler';
