/**
 * GET /api/no-auth/gas/{chain} (spec part 1 §7: /api/no-auth/gas/btc): fee-rate percentiles (sat/vB)
 * paid by the non-coinbase transactions of the newest blocks, refreshed with the home.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BtcFeeRates } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { HOME_REFRESH_MS, useHomeRefresh } from './home-stats';

export const btcFeeRatesQuery = (chain: string) =>
  queryOptions({
    queryKey: ['fee-rates', chain],
    queryFn: async () => (await apiGet<BtcFeeRates>(`/api/no-auth/gas/${chain}`)).data,
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

export function useBtcFeeRates(chain: string) {
  const refetchInterval = useHomeRefresh();
  return useQuery({ ...btcFeeRatesQuery(chain), refetchInterval });
}
