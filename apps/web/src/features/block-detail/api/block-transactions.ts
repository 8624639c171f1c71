/**
 * GET /api/v1/transactions/block-height/{height} (signed in) or
 * /api/no-auth/transactions/block-height/{height} (guests) with chain, page and page_size 20.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { TransactionPage } from './types';

export const BLOCK_TX_PAGE_SIZE = 20;

export async function fetchBlockTransactions(chain: string, height: number, page: number, signedIn: boolean): Promise<TransactionPage> {
  const path = `/api/${signedIn ? 'v1' : 'no-auth'}/transactions/block-height/${height}`;
  const body = await apiGet<TransactionPage>(path, { chain, page, page_size: BLOCK_TX_PAGE_SIZE });
  return body.data;
}

export const blockTransactionsQuery = (chain: string, height: number, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['block-transactions', chain, height, page, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchBlockTransactions(chain, height, page, signedIn),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBlockTransactions(chain: string, height: number, page: number, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...blockTransactionsQuery(chain, height, page, signedIn), enabled });
}
