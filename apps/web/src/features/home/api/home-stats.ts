/**
 * GET /api/no-auth/home/stats?chain=… (guests) or /api/v1/home/stats?chain=… (signed in): the home
 * overview. Refetched every 30 s while a home screen is mounted (spec part 1 §2.7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export const HOME_REFRESH_MS = 30_000;

export interface HomeOverview {
  totalBlocks: number;
  totalTransactions: number;
  /** wei per gas of the newest block; null before London */
  baseFee: string | null;
  /** wei moved over the window */
  dailyVolume: string;
  /** wei */
  avgGasPrice: string | null;
  /** seconds */
  avgBlockTime: number | null;
  windowSeconds: number;
  windowBlocks: number;
  windowTransactions: number;
}

export interface HomeBlock {
  height: number;
  hash: string;
  timestamp: number;
  transactions_count: number;
  size: number;
}

export interface HomeTransaction {
  hash: string;
  timestamp: number;
  height: number;
  gas_price: string | null;
  amount: string;
}

export interface HomeStats {
  overview: HomeOverview;
  latestBlocks: HomeBlock[];
  latestTransactions: HomeTransaction[];
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
  return useQuery({ ...homeStatsQuery(chain, signedIn), enabled });
}
