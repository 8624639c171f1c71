/**
 * GET /api/no-auth/home/stats?chain=… (guests) or /api/v1/home/stats?chain=… (signed in): the home
 * overview. Refetched every 30 s while a home screen is mounted (spec part 1 §2.7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeStats } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { useSettings } from '../../../lib/settings';

export type { HomeBlock, HomeOverview, HomeStats, HomeTransaction } from '../../../lib/core';

export const HOME_REFRESH_MS = 30_000;

/** The homes' refetch interval from the settings: every refreshInterval seconds, or never with autoRefresh off. */
export function useHomeRefresh(): number | false {
  const { autoRefresh, refreshInterval } = useSettings();
  return autoRefresh ? refreshInterval * 1000 : false;
}

export async function fetchHomeStats(chain: string, signedIn: boolean): Promise<HomeStats> {
  const path = signedIn ? '/api/v1/home/stats' : '/api/no-auth/home/stats';
  const body = await apiGet<HomeStats>(path, { chain });
  return body.data;
}

export const homeStatsQuery = (chain: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home-stats', chain, signedIn ? 'user' : 'guest'],
    queryFn: () => fetchHomeStats(chain, signedIn),
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useHomeStats(chain: string, signedIn: boolean, enabled = true) {
  const refetchInterval = useHomeRefresh();
  return useQuery({ ...homeStatsQuery(chain, signedIn), enabled, refetchInterval });
}
