/**
 * One Solana transaction's detail and artifacts, each loaded once per transaction (never refetched
 * on its own): GET /api/{v1|no-auth}/sol/tx/detail?signature= (summary plus account keys, balances,
 * instructions, logs) and GET /api/{v1|no-auth}/sol/tx/{signature}/artifacts (events, instructions).
 * Signed-in users read the v1 routes, guests the no-auth twins.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSolArtifacts, ApiSolTransaction } from '../../lib/core';
import { apiGet } from '../../lib/http';

export const solScope = (signedIn: boolean) => (signedIn ? 'v1' : 'no-auth');

export async function fetchSolTransaction(signature: string, signedIn: boolean): Promise<ApiSolTransaction> {
  return (await apiGet<ApiSolTransaction>(`/api/${solScope(signedIn)}/sol/tx/detail`, { signature })).data;
}

export async function fetchSolArtifacts(signature: string, signedIn: boolean): Promise<ApiSolArtifacts> {
  return (await apiGet<ApiSolArtifacts>(`/api/${solScope(signedIn)}/sol/tx/${encodeURIComponent(signature)}/artifacts`)).data;
}

const once = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

export const solTransactionQuery = (signature: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['sol-tx', signature, signedIn ? 'user' : 'guest'] as const, queryFn: () => fetchSolTransaction(signature, signedIn), ...once });

export const solArtifactsQuery = (signature: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['sol-artifacts', signature, signedIn ? 'user' : 'guest'] as const, queryFn: () => fetchSolArtifacts(signature, signedIn), ...once });

export function useSolTransaction(signature: string, signedIn: boolean) {
  return useQuery(solTransactionQuery(signature, signedIn));
}

export function useSolArtifacts(signature: string, signedIn: boolean) {
  return useQuery(solArtifactsQuery(signature, signedIn));
}
