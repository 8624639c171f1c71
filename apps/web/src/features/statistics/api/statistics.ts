/**
 * GET /api/no-auth/stats/{chain}?range= (guests) or /api/v1/stats/{chain}?range= (signed in): the
 * statistics page's cards, series and metric table, refetched every 300000 ms while the page is
 * open (spec part 2 §2.10, §9).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Statistics, StatsRange } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export type {
  Statistics,
  StatsMetric,
  StatsMetricName,
  StatsPoint,
  StatsRange,
  StatsSummary,
} from '../../../lib/core';

export const STATISTICS_REFRESH_MS = 300_000;

export async function fetchStatistics(
  chain: string,
  range: StatsRange,
  signedIn: boolean,
): Promise<Statistics> {
  const scope = signedIn ? 'v1' : 'no-auth';
  return (await apiGet<Statistics>(`/api/${scope}/stats/${chain}`, { range })).data;
}

export const statisticsQuery = (chain: string, range: StatsRange, signedIn: boolean) =>
  queryOptions({
    queryKey: ['statistics', chain, range, signedIn ? 'user' : 'guest'],
    queryFn: () => fetchStatistics(chain, range, signedIn),
    refetchInterval: STATISTICS_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });

export function useStatistics(chain: string, range: StatsRange, signedIn: boolean) {
  return useQuery(statisticsQuery(chain, range, signedIn));
}
