/**
 * GET /api/v1/blocks/search or /api/no-auth/blocks/search with query (a height or a 0x block
 * hash), page 1 and page_size (signed in: the chosen size; guests: at most 20).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { BlockPage } from './types';

export const GUEST_SEARCH_CAP = 20;

export interface BlockSearchParams {
  chain: string;
  signedIn: boolean;
  query: string;
  pageSize: number;
}

export async function searchBlocks({ chain, signedIn, query, pageSize }: BlockSearchParams): Promise<BlockPage> {
  const path = signedIn ? '/api/v1/blocks/search' : '/api/no-auth/blocks/search';
  const size = signedIn ? pageSize : Math.min(pageSize, GUEST_SEARCH_CAP);
  const body = await apiGet<BlockPage>(path, { chain, query, page: 1, page_size: size });
  return body.data;
}

export const blockSearchQuery = (p: BlockSearchParams) =>
  queryOptions({
    queryKey: ['blocks-search', p.chain, p.signedIn ? 'user' : 'guest', p.query, p.pageSize] as const,
    queryFn: () => searchBlocks(p),
    retry: false,
  });

export function useBlockSearch(p: BlockSearchParams, enabled: boolean) {
  return useQuery({ ...blockSearchQuery(p), enabled });
}
