/**
 * GET /api/no-auth/home/{chain}/stats (guests) or /api/v1/home/{chain}/stats (signed in): the
 * Bitcoin overview, refetched every 30 s while the home is open. When its latest blocks or latest
 * transactions come back empty, the block list is read once per load (page 1, page_size 5) to fill
 * the latest blocks (spec part 1 §2.7, part 2 §3); latest transactions are never made up.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockList, BtcBlockList, BtcHomeStats, HomeBlock } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { HOME_REFRESH_MS, useHomeRefresh } from './home-stats';

export const FILL_PAGE_SIZE = 5;

type ListedBlock = (BlockList | BtcBlockList)['blocks'][number];

/** a block of the list in the home's latest-blocks shape */
export function toHomeBlock(b: ListedBlock): HomeBlock {
  return { height: b.height, hash: b.hash, timestamp: b.timestamp, transactions_count: b.transaction_count, size: b.size };
}

/** The overview as sent, with the latest blocks filled from `blocks` when it had none. */
export function fillLatest(stats: BtcHomeStats, blocks: readonly ListedBlock[] | null): BtcHomeStats {
  if (stats.latestBlocks.length > 0 || !blocks) return stats;
  return { ...stats, latestBlocks: blocks.slice(0, FILL_PAGE_SIZE).map(toHomeBlock) };
}

export const needsFill = (stats: Pick<BtcHomeStats, 'latestBlocks' | 'latestTransactions'>) => stats.latestBlocks.length === 0 || stats.latestTransactions.length === 0;

export async function fetchBtcHomeStats(chain: string, signedIn: boolean): Promise<BtcHomeStats> {
  const scope = signedIn ? 'v1' : 'no-auth';
  const stats = (await apiGet<BtcHomeStats>(`/api/${scope}/home/${chain}/stats`)).data;
  if (!needsFill(stats)) return stats;
  const list = (await apiGet<BtcBlockList>(`/api/${scope}/blocks`, { chain, page: 1, page_size: FILL_PAGE_SIZE })).data;
  return fillLatest(stats, list.blocks);
}

export const btcHomeStatsQuery = (chain: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['btc-home-stats', chain, signedIn ? 'user' : 'guest'],
    queryFn: () => fetchBtcHomeStats(chain, signedIn),
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useBtcHomeStats(chain: string, signedIn: boolean) {
  const refetchInterval = useHomeRefresh();
  return useQuery({ ...btcHomeStatsQuery(chain, signedIn), refetchInterval });
}
