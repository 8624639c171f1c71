/**
 * The height below which the server's retention removed a chain's data (GET /api/config's
 * chains[].prunedBelow; absent: nothing was pruned). Asked again after a minute: the floor moves
 * while the page is open (a partition at a time).
 */
import { useQuery } from '@tanstack/react-query';
import type { ChainId } from './core';
import { apiGet } from './http';
import type { ServerConfig } from './server-config';

export function usePrunedBelow(chain: ChainId): number | null {
  const config = useQuery({ queryKey: ['pruned-below'], queryFn: async () => (await apiGet<ServerConfig>('/api/config')).data, staleTime: 60_000 });
  return config.data?.chains.find((c) => c.chain === chain)?.prunedBelow ?? null;
}
