/**
 * One Solana transaction's detail and artifacts, each loaded once per transaction (never refetched
 * on its own): GET /api/{v1|no-auth}/{chain}/tx/detail?signature= (summary plus account keys, balances,
 * instructions, logs) and GET /api/{v1|no-auth}/{chain}/tx/{signature}/artifacts (events, instructions).
 * Signed-in users read the v1 routes, guests the no-auth twins.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSolArtifacts, ApiSolTransaction } from '../../lib/core';
import { apiGet } from '../../lib/http';

export const solScope = (signedIn: boolean) => (signedIn ? 'v1' : 'no-auth');

export async function fetchSolTransaction(chain: string, signature: string, signedIn: boolean): Promise<ApiSolTransaction> {
  return (await apiGet<ApiSolTransaction>(`/api/${solScope(signedIn)}/${chain}/tx/detail`, { signature })).data;
}

export async function fetchSolArtifacts(chain: string, signature: string, signedIn: boolean): Promise<ApiSolArtifacts> {
  return (await apiGet<ApiSolArtifacts>(`/api/${solScope(signedIn)}/${chain}/tx/${encodeURIComponent(signature)}/artifacts`)).data;
}

const once = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

export const solTransactionQuery = (chain: string, signature: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['sol-tx', chain, signature, signedIn ? 'user' : 'guest'] as const, queryFn: () => fetchSolTransaction(chain, signature, signedIn), ...once });

export const solArtifactsQuery = (chain: string, signature: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['sol-artifacts', chain, signature, signedIn ? 'user' : 'guest'] as const, queryFn: () => fetchSolArtifacts(chain, signature, signedIn), ...once });

export function useSolTransaction(chain: string, signature: string, signedIn: boolean) {
  return useQuery(solTransactionQuery(chain, signature, signedIn));
}

export function useSolArtifacts(chain: string, signature: string, signedIn: boolean) {
  return useQuery(solArtifactsQuery(chain, signature, signedIn));
}
