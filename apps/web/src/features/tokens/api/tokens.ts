/**
 * GET /api/{v1|no-auth}/tokens/{chain}/{address} (the token's figures) and its keyset lists —
 * holders, transfers, inventory.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainId, TokenHolderPage, TokenInventoryPage, TokenSummary, TokenTransferPage } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export const TOKEN_PAGE_SIZE = 25;

const mount = (signedIn: boolean) => `/api/${signedIn ? 'v1' : 'no-auth'}`;
export const tokenResource = (chain: ChainId, address: string) => `tokens/${chain}/${encodeURIComponent(address)}`;

export function useTokenSummary(chain: ChainId, address: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['token', chain, address, signedIn ? 'user' : 'guest'] as const,
    queryFn: async ({ signal }) => (await apiGet<TokenSummary>(`${mount(signedIn)}/${tokenResource(chain, address)}`, {}, { signal })).data,
    retry: false,
  });
}

export type TokenList = 'holders' | 'transfers' | 'inventory';
type ListPage = { holders: TokenHolderPage; transfers: TokenTransferPage; inventory: TokenInventoryPage };

export function useTokenList<L extends TokenList>(list: L, chain: ChainId, address: string, signedIn: boolean, cursor: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['token', chain, address, signedIn ? 'user' : 'guest', list, cursor ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<ListPage[L]>(`${mount(signedIn)}/${tokenResource(chain, address)}/${list}`, { cursor, limit: TOKEN_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}
