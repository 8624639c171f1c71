/** Page and page size of the transaction list in the URL (?page=2&size=50); defaults 1 and 25. */
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../components/PageSizeSelect';

export const DEFAULT_PAGE_SIZE = 25;

export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const rawSize = Number(params.get('size'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;
  const write = (p: number, size: number) => {
    const next: Record<string, string> = {};
    if (p !== 1) next.page = String(p);
    if (size !== DEFAULT_PAGE_SIZE) next.size = String(size);
    setParams(next);
  };
  return { page, pageSize, setPage: (p: number) => write(p, pageSize), setPageSize: (size: number) => write(1, size) };
}
