/** Page and page size of a transaction list in the URL (?page=2&size=50); defaults 1 and the settings' page size. */
import { useEffect } from 'react';
import { pagingSearch, parsePaging, useUrlListState } from './url-list-state';

export function usePageParams() {
  const { current, update } = useUrlListState(parsePaging, pagingSearch);
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => update({ page }, opts?.replace),
    setPageSize: (pageSize: number) => update({ page: 1, pageSize }),
  };
}

/** The last page of `total` rows (1 when there are none). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * A page past the end (?page=999999) is moved to the last page, replacing the URL rather than adding
 * a history entry, once the total is known.
 */
export function useClampedPage(page: number, pageSize: number, total: number | null | undefined, setPage: (p: number, opts?: { replace?: boolean }) => void): void {
  const last = total === null || total === undefined ? null : lastPage(total, pageSize);
  useEffect(() => {
    if (last !== null && page > last) setPage(last, { replace: true });
    // setPage is a new function each render: the numbers decide when to run
  }, [page, last]);
}
