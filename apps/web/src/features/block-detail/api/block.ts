/**
 * GET /api/v1/blocks/height/{height}/{chain} (signed in) or /api/no-auth/blocks/height/{height}?chain=
 * (guests): one block for the detail page, in its family's shape (EVM: ApiBlock, Bitcoin: ApiBtcBlock).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { DetailBlock } from './types';

export async function fetchBlock<B = DetailBlock>(chain: string, height: number, signedIn: boolean): Promise<B> {
  const body = signedIn ? await apiGet<B>(`/api/v1/blocks/height/${height}/${chain}`) : await apiGet<B>(`/api/no-auth/blocks/height/${height}`, { chain });
  return body.data;
}

export const blockQuery = <B = DetailBlock,>(chain: string, height: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['block', chain, height, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchBlock<B>(chain, height, signedIn),
    retry: false,
  });

export function useBlock<B = DetailBlock>(chain: string, height: number, signedIn: boolean) {
  return useQuery(blockQuery<B>(chain, height, signedIn));
}
