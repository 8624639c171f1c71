/** Page and page size of the transaction list in the URL (?page=2&size=50); defaults 1 and 25. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../components/PageSizeSelect';
import { defaultPageSize } from './settings';

/** the spec's default; the lists use the settings' page size (defaultPageSize) when the URL gives none */
export const DEFAULT_PAGE_SIZE = 25;

export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const rawSize = Number(params.get('size'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : defaultPageSize();
  const write = (p: number, size: number, replace = false) => {
    const next: Record<string, string> = {};
    if (p !== 1) next.page = String(p);
    if (size !== defaultPageSize()) next.size = String(size);
    setParams(next, { replace });
  };
  return {
    page,
    pageSize,
    setPage: (p: number, opts?: { replace?: boolean }) => write(p, pageSize, opts?.replace),
    setPageSize: (size: number) => write(1, size),
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
