/**
 * One page of a chain list that signed-in users read from /api/v1/{resource} and guests from
 * /api/no-auth/{resource} (the server clamps what guests get), with chain, page and page_size.
 * The previous page stays shown while the next one loads.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

export interface PagedListParams {
  chain: string;
  signedIn: boolean;
  page: number;
  pageSize: number;
  /** more query parameters (the chain's list filter, e.g. Solana's vote=false) */
  extra?: Readonly<Record<string, string>>;
}

export const pagedListQuery = <T>(resource: 'blocks' | 'transactions', p: PagedListParams) =>
  queryOptions({
    queryKey: [resource, p.chain, p.signedIn ? 'user' : 'guest', p.page, p.pageSize, p.extra ?? {}] as const,
    queryFn: async () =>
      (
        await apiGet<T>(`/api/${p.signedIn ? 'v1' : 'no-auth'}/${resource}`, {
          chain: p.chain,
          page: p.page,
          page_size: p.pageSize,
          ...p.extra,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
