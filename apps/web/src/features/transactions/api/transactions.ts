/**
 * GET /api/v1/transactions (signed in) or /api/no-auth/transactions (guests) with chain, page and
 * page_size: the chain's newest transactions.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiTransaction, TransactionList } from '../../../lib/core';
import { pagedListQuery, type PagedListParams } from '../../../lib/paged-list';

/** the server's transaction and page shapes (packages/core/src/wire/transaction.ts) */
export type ListTransaction = ApiTransaction;
export type TransactionListPage = TransactionList;

export function useTransactions(p: PagedListParams, enabled: boolean) {
  return useQuery({ ...pagedListQuery<TransactionListPage>('transactions', p), enabled });
}
