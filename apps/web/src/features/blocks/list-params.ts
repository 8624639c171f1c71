/**
 * The block list's page, page size and search text live in the URL (?page=2&size=50&q=123), so going
 * back from a block detail returns to the same page. Invalid values fall back to page 1 and the
 * settings' page size.
 */
import { pagingSearch, parsePaging, useUrlListState, type Paging } from '../../lib/url-list-state';

export interface ListParams extends Paging {
  search: string;
}

export function parseListParams(params: URLSearchParams): ListParams {
  return { ...parsePaging(params), search: (params.get('q') ?? '').trim() };
}

function toSearch(p: ListParams): Record<string, string> {
  return { ...pagingSearch(p), ...(p.search ? { q: p.search } : {}) };
}

/** Current params plus setters; a new page size or search text goes back to page 1. */
export function useListParams() {
  const { current, update } = useUrlListState(parseListParams, toSearch);
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => update({ page }, opts?.replace),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }),
  };
}
