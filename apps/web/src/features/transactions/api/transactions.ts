/**
 * GET /api/v1/transactions (signed in) or /api/no-auth/transactions (guests) with chain, page and
 * page_size: the chain's newest transactions.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTransaction, TransactionList } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

/** the server's transaction and page shapes (packages/core/src/wire/transaction.ts) */
export type ListTransaction = ApiTransaction;
export type TransactionListPage = TransactionList;

export interface TransactionListParams {
  chain: string;
  signedIn: boolean;
  page: number;
  pageSize: number;
}

export async function fetchTransactions({ chain, signedIn, page, pageSize }: TransactionListParams): Promise<TransactionListPage> {
  const path = signedIn ? '/api/v1/transactions' : '/api/no-auth/transactions';
  const body = await apiGet<TransactionListPage>(path, { chain, page, page_size: pageSize });
  return body.data;
}

export const transactionsQuery = (p: TransactionListParams) =>
  queryOptions({
    queryKey: ['transactions', p.chain, p.signedIn ? 'user' : 'guest', p.page, p.pageSize] as const,
    queryFn: () => fetchTransactions(p),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useTransactions(p: TransactionListParams, enabled: boolean) {
  return useQuery({ ...transactionsQuery(p), enabled });
}
