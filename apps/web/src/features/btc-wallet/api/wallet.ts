/**
 * GET /api/{v1|no-auth}/wallets/{chain}?key&gap&cursor&limit: the wallet of an extended public key or
 * descriptor — used addresses, balance, UTXOs and one page of its transactions (keyset, newest first).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainId, Wallet } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export const WALLET_PAGE_SIZE = 25;
export const WALLET_GAP_MAX = 200;
export const WALLET_KEY_MAX = 1000;

export function useWallet(chain: ChainId, key: string, gap: number, signedIn: boolean, cursor: string | undefined) {
  return useQuery({
    queryKey: ['wallet', chain, key, gap, signedIn ? 'user' : 'guest', cursor ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<Wallet>(`/api/${signedIn ? 'v1' : 'no-auth'}/wallets/${chain}`, { key, gap, cursor, limit: WALLET_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
