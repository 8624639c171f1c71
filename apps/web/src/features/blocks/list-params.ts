/**
 * The list's page, page size and search text live in the URL (?page=2&size=50&q=123), so going
 * back from a block detail returns to the same page. Invalid values fall back to page 1 and 25.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../components/PageSizeSelect';
import { defaultPageSize } from '../../lib/settings';

/** the spec's default; the lists use the settings' page size (defaultPageSize) when the URL gives none */
export const DEFAULT_PAGE_SIZE = 25;

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
}

export function parseListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize(),
    search: (params.get('q') ?? '').trim(),
  };
}

function toSearch({ page, pageSize, search }: ListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (page !== 1) out.page = String(page);
  if (pageSize !== defaultPageSize()) out.size = String(pageSize);
  if (search) out.q = search;
  return out;
}

/** Current params plus setters; a new page size or search text goes back to page 1. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const current = parseListParams(params);
  const update = useCallback((next: ListParams, replace = false) => setParams(toSearch(next), { replace }), [setParams]);
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => update({ ...current, page }, opts?.replace),
    setPageSize: (pageSize: number) => update({ ...current, pageSize, page: 1 }),
    setSearch: (search: string) => update({ ...current, search, page: 1 }),
  };
}
