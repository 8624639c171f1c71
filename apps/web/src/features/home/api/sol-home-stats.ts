/**
 * GET /api/no-auth/home/stats?chain=sol (guests) or /api/v1/home/stats?chain=sol (signed in): the
 * Solana overview (slots, TPS, vote share, average fee, active addresses) with the latest blocks and
 * the latest non-vote transactions, refetched every 30 s while the home is open.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SolHomeStats } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { HOME_REFRESH_MS, useHomeRefresh } from './home-stats';

export async function fetchSolHomeStats(chain: string, signedIn: boolean): Promise<SolHomeStats> {
  return (await apiGet<SolHomeStats>(signedIn ? '/api/v1/home/stats' : '/api/no-auth/home/stats', { chain })).data;
}

export const solHomeStatsQuery = (chain: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['sol-home-stats', chain, signedIn ? 'user' : 'guest'],
    queryFn: () => fetchSolHomeStats(chain, signedIn),
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useSolHomeStats(chain: string, signedIn: boolean) {
  const refetchInterval = useHomeRefresh();
  return useQuery({ ...solHomeStatsQuery(chain, signedIn), refetchInterval });
}
