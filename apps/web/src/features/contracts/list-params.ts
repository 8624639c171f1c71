/**
 * The contract list's search, type, status, page and page size live in the URL
 * (?q=usd&type=erc20&status=1&page=2&size=50), so the back link of a contract returns to the same
 * list. Invalid values fall back to the defaults (page 1, 25 per page, no filter); a new search,
 * filter or page size goes back to page 1 (spec part 2 §2.6).
 */
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../components/PageSizeSelect';
import { TYPE_OPTIONS } from './contract-form';

export const DEFAULT_PAGE_SIZE = 25;
export const STATUS_FILTERS = ['1', '0'] as const;

export interface ContractListParams {
  page: number;
  pageSize: number;
  search: string;
  contractType: string;
  status: string;
}

export function parseContractListParams(params: URLSearchParams): ContractListParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const type = (params.get('type') ?? '').toLowerCase();
  const status = params.get('status') ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (params.get('q') ?? '').trim().slice(0, 128),
    contractType: TYPE_OPTIONS.includes(type) ? type : '',
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? status : '',
  };
}

export function contractListSearch(p: ContractListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.search) out.q = p.search;
  if (p.contractType) out.type = p.contractType;
  if (p.status) out.status = p.status;
  if (p.page !== 1) out.page = String(p.page);
  if (p.pageSize !== DEFAULT_PAGE_SIZE) out.size = String(p.pageSize);
  return out;
}

export function useContractListParams() {
  const [params, setParams] = useSearchParams();
  const current = parseContractListParams(params);
  const write = (next: ContractListParams, replace = false) => setParams(contractListSearch(next), { replace });
  return {
    ...current,
    setPage: (page: number, opts?: { replace?: boolean }) => write({ ...current, page }, opts?.replace),
    /** search, filters and page size reset to page 1 */
    setFilter: (patch: Partial<Omit<ContractListParams, 'page'>>) => write({ ...current, ...patch, page: 1 }),
  };
}
