/** The statistics page of a served chain (GET …/stats/{chain}?range=): the hourly figures kept at ingest, nothing else. */
import { STATS_RANGES, type ChainId, type Statistics, type StatsRange } from '@explorer/core';
import { z } from 'zod';
import type { Repositories } from '../../../composition';
import { servedChain } from '../../../families';
import { buildStatistics, statisticsSpan } from '../../../statistics/figures';

export const StatsPath = z.object({ chain: servedChain });
export const StatsQuery = z.object({
  range: z
    .enum(STATS_RANGES, { error: `range 须为 ${STATS_RANGES.join(', ')} 之一` })
    .default('24h')
    .describe('24h, 7d, 30d, 90d or 1y'),
});

export async function chainStatistics(
  repos: Repositories,
  chain: ChainId,
  range: StatsRange,
): Promise<Statistics> {
  const anchor = await repos.hourlyStats.newestHour(chain);
  if (anchor === null) return buildStatistics(chain, range, null, []);
  const { from, to } = statisticsSpan(range, anchor);
  return buildStatistics(chain, range, anchor, await repos.hourlyStats.hours(chain, from, to));
}
