/**
 * GET /api/v1/transactions/{chain}/{txid} (signed in) or /api/no-auth/transactions/{chain}/{txid}
 * (guests): one Bitcoin transaction with its inputs, outputs, fee, fee rate and confirmations.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiBtcTransaction } from '../../../lib/core';
import { apiGet } from '../../../lib/http';

export async function fetchBtcTransaction(chain: string, txid: string, signedIn: boolean): Promise<ApiBtcTransaction> {
  return (await apiGet<ApiBtcTransaction>(`/api/${signedIn ? 'v1' : 'no-auth'}/transactions/${chain}/${txid}`)).data;
}

export const btcTransactionQuery = (chain: string, txid: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['btc-transaction', chain, txid, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchBtcTransaction(chain, txid, signedIn),
    retry: false,
  });

export function useBtcTransaction(chain: string, txid: string, signedIn: boolean) {
  return useQuery(btcTransactionQuery(chain, txid, signedIn));
}
