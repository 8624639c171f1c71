/**
 * GET /api/config: what this server offers — its version, the optional features (statistics,
 * price source, e-mail alerts) and the network each chain indexes. fetchServerConfig() is one cached
 * promise for code outside React (route guards); useServerConfig() is the TanStack Query hook.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainId } from './core';
import { apiGet } from './http';

export interface ServerChainConfig {
  chain: ChainId;
  network: string;
  /** the network the chain's node reports, whose address forms the server takes (btc: main, test, testnet4, signet, regtest); null: one form, or not known yet */
  addressNetwork: string | null;
  chainId: number | null;
  indexed: boolean;
  /** retention removed everything of the chain below this height (absent: nothing was pruned) */
  prunedBelow?: number;
}

export interface ServerConfig {
  version: string;
  statistics: boolean;
  priceSource: boolean;
  emailAlerts: boolean;
  chains: ServerChainConfig[];
}

let cached: Promise<ServerConfig> | undefined;

/** The server's config, fetched once per page (a failure is not kept: the next call asks again). */
export function fetchServerConfig(): Promise<ServerConfig> {
  cached ??= apiGet<ServerConfig>('/api/config').then(
    (body) => body.data,
    (e: unknown) => {
      cached = undefined;
      throw e;
    },
  );
  return cached;
}

export const serverConfigQuery = () =>
  queryOptions({
    queryKey: ['server-config'],
    queryFn: fetchServerConfig,
    staleTime: Infinity,
  });

export function useServerConfig() {
  return useQuery(serverConfigQuery());
}
