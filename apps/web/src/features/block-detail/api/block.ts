/**
 * GET /api/v1/blocks/height/{height}/{chain} (signed in) or /api/no-auth/blocks/height/{height}?chain=
 * (guests): one block for the detail page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { DetailBlock } from './types';

export async function fetchBlock(chain: string, height: number, signedIn: boolean): Promise<DetailBlock> {
  const body = signedIn
    ? await apiGet<DetailBlock>(`/api/v1/blocks/height/${height}/${chain}`)
    : await apiGet<DetailBlock>(`/api/no-auth/blocks/height/${height}`, { chain });
  return body.data;
}

export const blockQuery = (chain: string, height: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['block', chain, height, signedIn ? 'user' : 'guest'] as const,
    queryFn: () => fetchBlock(chain, height, signedIn),
    retry: false,
  });

export function useBlock(chain: string, height: number, signedIn: boolean) {
  return useQuery(blockQuery(chain, height, signedIn));
}
