/**
 * The contracts console's contract calls (spec part 2 §7): the public list (includeLogo=false,
 * count), one contract by address (signed-in: /api/v1/contracts/address/{a}; a guest asks the list
 * with search and page_size 1), and the create-or-update save. A save refreshes every contract list
 * and detail of the chain.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChainId, Contract, SaveContractBody } from '../../../lib/core';
import { apiGet, apiPost, ApiError } from '../../../lib/http';
import { localizeServerMessage } from '../../../lib/server-message';

export type { Contract, SaveContractBody } from '../../../lib/core';

export interface ContractListFilters {
  search: string;
  contractType: string;
  status: string;
  page: number;
  pageSize: number;
}

export const contractsKey = (chain: ChainId) => ['contracts', chain] as const;

export async function fetchContractList(chain: ChainId, f: ContractListFilters, signal?: AbortSignal): Promise<{ rows: Contract[]; total: number }> {
  const body = await apiGet<Contract[]>(
    '/api/no-auth/contracts',
    { chainName: chain, search: f.search || undefined, contractType: f.contractType || undefined, status: f.status || undefined, includeLogo: 'false', page: f.page, page_size: f.pageSize },
    { signal },
  );
  return { rows: body.data, total: typeof body.count === 'number' ? body.count : body.data.length };
}

export function useContractList(chain: ChainId, f: ContractListFilters) {
  return useQuery({
    queryKey: [...contractsKey(chain), 'list', f] as const,
    queryFn: ({ signal }) => fetchContractList(chain, f, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** the server's text for a missing contract (the page's language through lib/server-message) */
export const CONTRACT_NOT_FOUND = '合约不存在';

/** One contract; signed-in callers use the full call, guests the public list (an exact address match). */
export async function fetchContract(chain: ChainId, address: string, signedIn: boolean, signal?: AbortSignal): Promise<Contract> {
  if (signedIn) return (await apiGet<Contract>(`/api/v1/contracts/address/${encodeURIComponent(address)}`, { chain }, { signal })).data;
  const { rows } = await fetchContractList(chain, { search: address, contractType: '', status: '', page: 1, pageSize: 1 }, signal);
  const row = rows[0];
  if (!row || row.address.toLowerCase() !== address.toLowerCase()) throw new ApiError(404, localizeServerMessage(CONTRACT_NOT_FOUND, 404));
  return row;
}

export function useContract(chain: ChainId, address: string, signedIn: boolean) {
  return useQuery({
    queryKey: [...contractsKey(chain), 'detail', address.toLowerCase(), signedIn] as const,
    queryFn: ({ signal }) => fetchContract(chain, address, signedIn, signal),
    retry: false,
  });
}

export function useSaveContract(chain: ChainId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveContractBody) => (await apiPost<Contract>('/api/v1/contracts', body)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: contractsKey(chain) }),
  });
}
