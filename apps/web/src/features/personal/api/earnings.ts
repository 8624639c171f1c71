/**
 * GET /api/user/personal/earnings?chain&days: block rewards credited to the saved addresses of the
 * chain per UTC day (every day of the window, oldest first), their total and the addresses counted.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainId } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export const EARNINGS_DAYS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;

export interface EarningsDay {
  /** YYYY-MM-DD (UTC) */
  date: string;
  blocks: number;
  /** base units */
  reward: string;
}

export interface Earnings {
  addresses: string[];
  days: EarningsDay[];
  total: string;
}

export function useEarnings(chain: ChainId, days: number) {
  return useQuery({
    queryKey: ['user', 'personal', 'earnings', chain, days] as const,
    queryFn: async ({ signal }) => (await apiGet<Earnings>('/api/user/personal/earnings', { chain, days }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
