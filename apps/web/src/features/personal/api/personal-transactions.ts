/**
 * GET /api/user/personal/transactions?chain&page&page_size: transactions sent or received by the
 * saved addresses of the chain, newest first, in the chain family's transaction list shape (EVM
 * from/to; Bitcoin with its inputs and outputs).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BtcTransactionList, ChainId, TransactionList } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export function usePersonalTransactions(chain: ChainId, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['user', 'personal', 'transactions', chain, page, pageSize] as const,
    queryFn: async ({ signal }) => (await apiGet<TransactionList | BtcTransactionList>('/api/user/personal/transactions', { chain, page, page_size: pageSize }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
