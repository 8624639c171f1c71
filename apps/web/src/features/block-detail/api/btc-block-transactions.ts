/**
 * GET /api/v1/transactions/{chain}/block-height/{height} (signed in) or
 * /api/no-auth/transactions/{chain}/block-height/{height} (guests) with page and page_size 20: a
 * Bitcoin block's transactions with their inputs (vin, prevouts) and outputs (btc_utxos).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BtcTransactionList } from '../../../lib/core';
import { apiGet } from '../../../lib/http';
import { BLOCK_TX_PAGE_SIZE } from './block-transactions';

export async function fetchBtcBlockTransactions(chain: string, height: number, page: number, signedIn: boolean): Promise<BtcTransactionList> {
  const path = `/api/${signedIn ? 'v1' : 'no-auth'}/transactions/${chain}/block-height/${height}`;
  return (await apiGet<BtcTransactionList>(path, { page, page_size: BLOCK_TX_PAGE_SIZE })).data;
}

export const btcBlockTransactionsQuery = (chain: string, height: number, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['btc-block-transactions', chain, height, page, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchBtcBlockTransactions(chain, height, page, signedIn),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBtcBlockTransactions(chain: string, height: number, page: number, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...btcBlockTransactionsQuery(chain, height, page, signedIn), enabled });
}
