/** GET /api/no-auth/gas/btc (BtcFeeRatesSchema): fee-rate percentiles over the newest blocks' paying transactions. */
import type { BtcFeeRates } from '@explorer/core';
import type { Repositories } from '../repositories';

export const FEE_RATE_BLOCKS = 6;
export const FEE_RATE_PERCENTILES = [10, 25, 50, 75, 90] as const;

export async function buildBtcFeeRates(repos: Repositories, chain: string): Promise<BtcFeeRates> {
  const row = await repos.btc.stats.feeRates(chain, FEE_RATE_BLOCKS, FEE_RATE_PERCENTILES);
  const sampled = row.transactions > 0;
  return {
    blocks: row.blocks,
    transactions: row.transactions,
    from_height: row.from_height,
    to_height: row.to_height,
    percentiles: sampled ? FEE_RATE_PERCENTILES.map((percentile, i) => ({ percentile, sat_per_vbyte: row.percentiles[i]! })) : [],
    minimum: row.minimum,
    maximum: row.maximum,
  };
}
