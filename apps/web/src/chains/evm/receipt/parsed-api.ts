/**
 * GET /api/v1/transactions/parsed/{hash} (signed in only): the parse results of a transaction
 * (a list). Loaded once per transaction, like the receipt.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { ParsedResult } from '../../../lib/core';

export async function fetchParsed(chain: string, hash: string): Promise<ParsedResult[]> {
  const body = await apiGet<ParsedResult[]>(`/api/v1/transactions/parsed/${hash}`, { chain });
  return Array.isArray(body.data) ? body.data : [];
}

export const parsedQuery = (chain: string, hash: string) =>
  queryOptions({
    queryKey: ['parsed', chain, hash] as const,
    queryFn: () => fetchParsed(chain, hash),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useParsed(chain: string, hash: string, enabled: boolean) {
  return useQuery({ ...parsedQuery(chain, hash), enabled });
}
