/**
 * The block list's data: the page (or the search result), live changes applied to the cached page
 * (live-rules.ts), and the failure behaviour of spec part 2 §8: signed in, a failed load toasts
 * 加载区块失败：{message or 未知错误} and the list empties (guests: no message); a failed search
 * empties the list with total 0. No placeholder totals are shown (DESIGN §6).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveEvents, usePollingInterval } from '../../lib/live-context';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import type { ChainId } from '../../lib/core';
import { blockSearchQuery, useBlockSearch } from './api/block-search';
import { blocksQuery, useBlocks } from './api/blocks';
import type { BlockPage, ListBlock } from './api/types';
import type { ListParams } from './list-params';
import { applyBlockEvent, applyStatsEvent } from './live-rules';

export interface BlockListData {
  blocks: ListBlock[];
  /** null while unknown (loading, or the list failed) */
  total: number | null;
  failed: boolean;
  searchError: string | null;
  loading: boolean;
  fetching: boolean;
  retry(): void;
}

export function useBlockListData(chain: ChainId, signedIn: boolean, { page, pageSize, search }: ListParams): BlockListData {
  const t = useT();
  const queryClient = useQueryClient();
  const searching = search !== '';
  const listQuery = blocksQuery({ chain, signedIn, page, pageSize });
  const searchQuery = blockSearchQuery({ chain, signedIn, query: search, pageSize });
  // with WebSocket off the list polls where live events would have changed it (signed in, page 1)
  const polling = usePollingInterval();
  const list = useBlocks({ chain, signedIn, page, pageSize }, !searching, signedIn && page === 1 ? polling : false);
  const found = useBlockSearch({ chain, signedIn, query: search, pageSize }, searching);

  useLiveEvents('block', chain, (msg) => {
    const ctx = { signedIn, page, searchText: search, pageSize };
    const key = searching ? searchQuery.queryKey : listQuery.queryKey;
    queryClient.setQueryData<BlockPage>(key, (old) => (old ? applyBlockEvent(old, msg.data, ctx) : old));
  });
  useLiveEvents('stats', chain, (msg) => {
    if (searching) return;
    queryClient.setQueryData<BlockPage>(listQuery.queryKey, (old) => (old ? applyStatsEvent(old, msg.data, signedIn) : old));
  });

  const listError = searching ? null : list.error;
  useEffect(() => {
    if (listError && signedIn) toast.error(t('blocks.loadFailed', { message: listError.message || t('common.unknownError') }));
  }, [listError, signedIn, t]);

  if (searching) {
    return {
      blocks: found.error ? [] : (found.data?.blocks ?? []),
      total: found.error ? 0 : (found.data?.total ?? null),
      failed: false,
      searchError: found.error ? found.error.message || t('common.unknownError') : null,
      loading: found.isPending,
      fetching: found.isFetching,
      retry: () => void found.refetch(),
    };
  }
  return {
    blocks: list.error ? [] : (list.data?.blocks ?? []),
    total: list.error ? null : (list.data?.total ?? null),
    failed: list.error !== null,
    searchError: null,
    loading: list.isPending,
    fetching: list.isFetching,
    retry: () => void list.refetch(),
  };
}
