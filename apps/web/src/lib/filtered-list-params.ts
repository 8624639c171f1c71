/**
 * A console list's search, type, status, page and page size in the URL
 * (?q=usd&type=erc20&status=1&page=2&size=50), so a detail's back link returns to the same list.
 * Invalid values fall back to the defaults (page 1, 25 a page, no filter); a new search, filter or
 * page size goes back to page 1 (spec part 2 §2.6–§2.8). The allowed types and statuses are the
 * list's own.
 */
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../components/PageSizeSelect';
import { defaultPageSize } from './settings';

/** the spec's default; the lists use the settings' page size (defaultPageSize) when the URL gives none */
export const DEFAULT_PAGE_SIZE = 25;

export interface FilteredListParams {
  page: number;
  pageSize: number;
  search: string;
  type: string;
  status: string;
}

export interface FilterChoices {
  types: readonly string[];
  statuses: readonly string[];
}

export function parseFilteredListParams(params: URLSearchParams, choices: FilterChoices): FilteredListParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const type = (params.get('type') ?? '').toLowerCase();
  const status = params.get('status') ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize(),
    search: (params.get('q') ?? '').trim().slice(0, 128),
    type: choices.types.includes(type) ? type : '',
    status: choices.statuses.includes(status) ? status : '',
  };
}

export function filteredListSearch(p: FilteredListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.search) out.q = p.search;
  if (p.type) out.type = p.type;
  if (p.status) out.status = p.status;
  if (p.page !== 1) out.page = String(p.page);
  if (p.pageSize !== defaultPageSize()) out.size = String(p.pageSize);
  return out;
}

export function useFilteredListParams(choices: FilterChoices) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // the URL this hook last asked for, while that navigation has not landed: the root loader runs on
  // every navigation, so the page still shows (and react-router's setParams(prev => …) still passes)
  // the old URL until it does
  const pending = useRef<{ from: string; search: Record<string, string> } | null>(null);
  const current = parseFilteredListParams(params, choices);
  // each change applies to the URL as it will be, so two quick changes (clearing the search, then a
  // filter) both land
  const update = (patch: Partial<FilteredListParams>, replace = false) => {
    const base = pending.current?.from === location.key ? new URLSearchParams(pending.current.search) : params;
    const search = filteredListSearch({ ...parseFilteredListParams(base, choices), ...patch });
    pending.current = { from: location.key, search };
    setParams(search, { replace });
  };
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => update({ page }, opts?.replace),
    /** search, filters and page size reset to page 1 */
    setFilter: (patch: Partial<Omit<FilteredListParams, 'page'>>) => update({ ...patch, page: 1 }),
  };
}
