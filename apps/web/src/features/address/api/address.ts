/**
 * GET /api/{v1|no-auth}/addresses/{address}?chain (the summary) and …/transactions?chain&cursor&limit
 * (keyset pages, newest first), …/tokens (its token balances), and the CSV download of …/transactions.csv (the signed-in cap through
 * v1 with the bearer, the guest cap through no-auth).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AddressInternalCallPage, AddressSummary, AddressTokenPage, AddressTransactionPage, ChainId } from '../../../lib/core';
import { apiGet, ApiError, buildUrl, getApiBase } from '../../../lib/http';
import { getToken } from '../../../lib/session';

export const ADDRESS_PAGE_SIZE = 25;

const base = (signedIn: boolean, address: string) => `/api/${signedIn ? 'v1' : 'no-auth'}/addresses/${encodeURIComponent(address)}`;

export function useAddressSummary(chain: ChainId, address: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['address', chain, address, signedIn ? 'user' : 'guest'] as const,
    queryFn: async ({ signal }) => (await apiGet<AddressSummary>(base(signedIn, address), { chain }, { signal })).data,
    retry: false,
  });
}

export function useAddressTransactions(chain: ChainId, address: string, signedIn: boolean, cursor: string | undefined) {
  return useQuery({
    queryKey: ['address', chain, address, signedIn ? 'user' : 'guest', 'transactions', cursor ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<AddressTransactionPage>(`${base(signedIn, address)}/transactions`, { chain, cursor, limit: ADDRESS_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** …/tokens?chain&cursor&limit: the tokens the address holds, from the indexed balances (keyset pages by token) */
export function useAddressTokens(chain: ChainId, address: string, signedIn: boolean, cursor: string | undefined) {
  return useQuery({
    queryKey: ['address', chain, address, signedIn ? 'user' : 'guest', 'tokens', cursor ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<AddressTokenPage>(`${base(signedIn, address)}/tokens`, { chain, cursor, limit: ADDRESS_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Fetches the CSV (with the session's bearer when signed in) and hands it to the browser as a download. */
export async function downloadAddressCsv(chain: ChainId, address: string, signedIn: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  const token = signedIn ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${getApiBase()}${buildUrl(`${base(signedIn, address)}/transactions.csv`, { chain })}`, { headers });
  if (!res.ok) throw new ApiError(res.status, '');
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${chain}-${address}-transactions.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET …/addresses/{address}/internal-calls: the internal calls from or to the address, newest first (keyset pages). */
export function useAddressInternalCalls(chain: ChainId, address: string, signedIn: boolean, cursor: string | undefined) {
  return useQuery({
    queryKey: ['address', chain, address, signedIn ? 'user' : 'guest', 'internal-calls', cursor ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<AddressInternalCallPage>(`${base(signedIn, address)}/internal-calls`, { chain, cursor, limit: ADDRESS_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
