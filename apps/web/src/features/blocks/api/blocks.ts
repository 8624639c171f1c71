/**
 * GET /api/v1/blocks (signed in) or /api/no-auth/blocks (guests: the 100 newest blocks) with
 * page, page_size and chain: one page of the block list, newest first.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery, type PagedListParams } from '../../../lib/paged-list';
import type { BlockPage } from './types';

export const blocksQuery = (p: PagedListParams) => pagedListQuery<BlockPage>('blocks', p);

/** refetchInterval: polling while WebSocket is off in the settings (false: live events keep it fresh) */
export function useBlocks(p: PagedListParams, enabled: boolean, refetchInterval: number | false = false) {
  return useQuery({ ...blocksQuery(p), enabled, refetchInterval, refetchIntervalInBackground: false });
}
