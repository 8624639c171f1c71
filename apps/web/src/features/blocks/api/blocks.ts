/**
 * GET /api/v1/blocks (signed in) or /api/no-auth/blocks (guests: the 100 newest blocks) with
 * page, page_size and chain: one page of the block list, newest first.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import type { BlockPage } from './types';

export interface BlockListParams {
  chain: string;
  signedIn: boolean;
  page: number;
  pageSize: number;
}

export async function fetchBlocks({ chain, signedIn, page, pageSize }: BlockListParams): Promise<BlockPage> {
  const path = signedIn ? '/api/v1/blocks' : '/api/no-auth/blocks';
  const body = await apiGet<BlockPage>(path, { chain, page, page_size: pageSize });
  return body.data;
}

export const blockListKey = (p: BlockListParams) => ['blocks', p.chain, p.signedIn ? 'user' : 'guest', p.page, p.pageSize] as const;

export const blocksQuery = (p: BlockListParams) =>
  queryOptions({
    queryKey: blockListKey(p),
    queryFn: () => fetchBlocks(p),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBlocks(p: BlockListParams, enabled: boolean) {
  return useQuery({ ...blocksQuery(p), enabled });
}
