/**
 * A list's state in the URL's query (?page=2&size=50&q=…), so a detail's back link returns to the
 * same list: page and page size for every list (invalid values fall back to page 1 and the settings'
 * page size), and a hook that applies changes to the URL as it will be. The root loader runs on every
 * navigation, so until a navigation lands the page still shows (and react-router's
 * setParams(prev => …) still passes) the old URL: two quick changes (clearing the search, then a
 * page) must build on the URL the first one asked for, or the second undoes the first.
 */
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_SIZES } from './page-sizes';
import { defaultPageSize } from './settings';

export interface Paging {
  page: number;
  pageSize: number;
}

export function parsePaging(params: URLSearchParams): Paging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize(),
  };
}

/** only what differs from the defaults */
export function pagingSearch({ page, pageSize }: Paging): Record<string, string> {
  const out: Record<string, string> = {};
  if (page !== 1) out.page = String(page);
  if (pageSize !== defaultPageSize()) out.size = String(pageSize);
  return out;
}

/** The list's state read from the URL, and update(patch) that writes the patched state back. */
export function useUrlListState<T extends object>(parse: (params: URLSearchParams) => T, serialize: (state: T) => Record<string, string>) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // the URL this hook last asked for, while that navigation has not landed
  const pending = useRef<{ from: string; search: Record<string, string> } | null>(null);
  const update = (patch: Partial<T>, replace = false) => {
    const base = pending.current?.from === location.key ? new URLSearchParams(pending.current.search) : params;
    const search = serialize({ ...parse(base), ...patch });
    pending.current = { from: location.key, search };
    setParams(search, { replace });
  };
  return { current: parse(params), update };
}
