/**
 * GET /api/user/personal/transactions?chain&page&page_size: transactions sent or received by the
 * saved addresses of the chain, newest first, in the transaction list's wire shape.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainId } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import type { TransactionList } from '../../../lib/core';

export function usePersonalTransactions(chain: ChainId, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['user', 'personal', 'transactions', chain, page, pageSize] as const,
    queryFn: async ({ signal }) => (await apiGet<TransactionList>('/api/user/personal/transactions', { chain, page, page_size: pageSize }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
