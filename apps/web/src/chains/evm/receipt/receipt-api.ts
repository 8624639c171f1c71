/**
 * GET /api/v1/transactions/receipt/{hash}/{chain} (signed in only): the receipt shown when a
 * transaction row is expanded. Loaded once per transaction (never refetched on its own).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { ApiReceipt as Receipt } from '../../../lib/core';

export async function fetchReceipt(chain: string, hash: string): Promise<Receipt> {
  const body = await apiGet<Receipt>(`/api/v1/transactions/receipt/${hash}/${chain}`);
  return body.data;
}

export const receiptQuery = (chain: string, hash: string) =>
  queryOptions({
    queryKey: ['receipt', chain, hash] as const,
    queryFn: () => fetchReceipt(chain, hash),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useReceipt(chain: string, hash: string, enabled: boolean) {
  return useQuery({ ...receiptQuery(chain, hash), enabled });
}
