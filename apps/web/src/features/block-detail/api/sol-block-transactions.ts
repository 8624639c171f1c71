/**
 * GET /api/v1/{chain}/blocks/{slot}/transactions (signed in) or /api/no-auth/{chain}/blocks/{slot}/transactions
 * (guests) with page, page_size 20 and, while votes are hidden, vote=false: a slot's transactions as
 * list rows ({ success, data: rows, meta.total }).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSolTransactionSummary } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { BLOCK_TX_PAGE_SIZE } from './block-transactions';

export interface SolBlockTransactionPage {
  transactions: ApiSolTransactionSummary[];
  /** meta.total of the answer; null when the server sent none */
  total: number | null;
}

export async function fetchSolBlockTransactions(chain: string, slot: number, page: number, hideVotes: boolean, signedIn: boolean): Promise<SolBlockTransactionPage> {
  const body = await apiGet<ApiSolTransactionSummary[]>(`/api/${signedIn ? 'v1' : 'no-auth'}/${chain}/blocks/${slot}/transactions`, {
    page,
    page_size: BLOCK_TX_PAGE_SIZE,
    vote: hideVotes ? 'false' : undefined,
  });
  const meta = body.meta as { total?: unknown } | undefined;
  return { transactions: Array.isArray(body.data) ? body.data : [], total: typeof meta?.total === 'number' ? meta.total : null };
}

export const solBlockTransactionsQuery = (chain: string, slot: number, page: number, hideVotes: boolean, signedIn: boolean) =>
  queryOptions({
    queryKey: ['sol-block-transactions', chain, slot, page, hideVotes ? 'non-vote' : 'all', signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchSolBlockTransactions(chain, slot, page, hideVotes, signedIn),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useSolBlockTransactions(chain: string, slot: number, page: number, hideVotes: boolean, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...solBlockTransactionsQuery(chain, slot, page, hideVotes, signedIn), enabled });
}
