/**
 * A console list's search, type, status, page and page size in the URL
 * (?q=usd&type=erc20&status=1&page=2&size=50), so a detail's back link returns to the same list.
 * Invalid values fall back to the defaults (page 1, 25 a page, no filter); a new search, filter or
 * page size goes back to page 1 (spec part 2 §2.6–§2.8). The allowed types and statuses are the
 * list's own.
 */
import { pagingSearch, parsePaging, useUrlListState, type Paging } from './url-list-state';

export interface FilteredListParams extends Paging {
  search: string;
  type: string;
  status: string;
}

export interface FilterChoices {
  types: readonly string[];
  statuses: readonly string[];
}

export function parseFilteredListParams(params: URLSearchParams, choices: FilterChoices): FilteredListParams {
  const type = (params.get('type') ?? '').toLowerCase();
  const status = params.get('status') ?? '';
  return {
    ...parsePaging(params),
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
  return { ...out, ...pagingSearch(p) };
}

export function useFilteredListParams(choices: FilterChoices) {
  const { current, update } = useUrlListState((params) => parseFilteredListParams(params, choices), filteredListSearch);
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => update({ page }, opts?.replace),
    /** search, filters and page size reset to page 1 */
    setFilter: (patch: Partial<Omit<FilteredListParams, 'page'>>) => update({ ...patch, page: 1 }),
  };
}
