/**
 * GET /api/user/personal/earnings?chain&days: block rewards credited to the saved addresses of the
 * chain per UTC day (every day of the window, oldest first), their total and the addresses counted.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainId, Earnings } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export type { Earnings, EarningsDay } from '../../../lib/core';

export const EARNINGS_DAYS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;

export function useEarnings(chain: ChainId, days: number) {
  return useQuery({
    queryKey: ['user', 'personal', 'earnings', chain, days] as const,
    queryFn: async ({ signal }) => (await apiGet<Earnings>('/api/user/personal/earnings', { chain, days }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
