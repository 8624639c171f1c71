/**
 * GET /api/v1/transactions/detail/{chain}/{hash} (signed in: with the receipt, token transfers and
 * parse results) or /api/no-auth/transactions/detail/{chain}/{hash} (guests: without them): one EVM
 * transaction's page. Loaded again on a return to the page (confirmations grow), never retried.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEvmTransactionDetail, TxInternalCalls } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export async function fetchEvmTransaction(chain: string, hash: string, signedIn: boolean): Promise<ApiEvmTransactionDetail> {
  return (await apiGet<ApiEvmTransactionDetail>(`/api/${signedIn ? 'v1' : 'no-auth'}/transactions/detail/${chain}/${hash}`)).data;
}

export const evmTransactionQuery = (chain: string, hash: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['evm-transaction', chain, hash, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchEvmTransaction(chain, hash, signedIn),
    retry: false,
  });

export function useEvmTransaction(chain: string, hash: string, signedIn: boolean) {
  return useQuery(evmTransactionQuery(chain, hash, signedIn));
}

/** GET …/transactions/internal-calls/{chain}/{hash}: the value-moving internal calls (v1 when signed in). Polled while the tracer has not reached the block. */
export function useTxInternalCalls(chain: string, hash: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['evm-transaction', chain, hash, signedIn ? 'user' : 'guest', 'internal-calls'] as const,
    queryFn: async ({ signal }) => (await apiGet<TxInternalCalls>(`/api/${signedIn ? 'v1' : 'no-auth'}/transactions/internal-calls/${chain}/${hash}`, undefined, { signal })).data,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? 10_000 : false),
    retry: false,
  });
}
