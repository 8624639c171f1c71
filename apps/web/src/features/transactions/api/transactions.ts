/**
 * GET /api/v1/transactions (signed in) or /api/no-auth/transactions (guests) with chain, page and
 * page_size: the chain's newest transactions.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export interface ListTransaction {
  id: string;
  hash: string;
  timestamp: number;
  block_height: number;
  from: string | null;
  to: string | null;
  amount: string;
  fee: string;
  gas_price: string | null;
  effective_gas_price: string | null;
  status: number;
  is_token: boolean;
  token_symbol: string | null;
  token_name: string | null;
}

export interface TransactionListPage {
  transactions: ListTransaction[];
  total: number;
  page: number;
  page_size: number;
}

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
