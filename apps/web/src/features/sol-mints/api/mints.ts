/**
 * The sol mint addresses' calls (spec part 2 §2.7, §7): the list (page, page_size, search,
 * contractType, status → data, meta.total; guests read the public list), one mint for the contract
 * page, the save (create or update by address) and the delete by address; the program dropdown
 * reads the registry with page_size 200. A save or delete refreshes the lists.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mint } from '../../../lib/core';
import { useChainId } from '../../../chains/use-chain';
import { apiDelete, apiGet, apiPost } from '../../../lib/http';

export const MINT_TYPES = ['spl', 'nft', 'meme', 'utility', 'governance', 'other'] as const;

export type { Mint } from '../../../lib/core';

export interface MintBody {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  contract_type: string;
  status: 0 | 1;
  metadata: string;
  contract_logo: string | null;
  program_id: string | null;
}

export interface MintQuery {
  search: string;
  contractType: string;
  status: string;
  page: number;
  pageSize: number;
}

const base = (chain: string, signedIn: boolean) => (signedIn ? `/api/v1/${chain}/mints` : `/api/no-auth/${chain}/mints`);

export function useMints(q: MintQuery, signedIn: boolean) {
  const chain = useChainId();
  return useQuery({
    queryKey: ['sol-mints', chain, signedIn, q] as const,
    queryFn: async ({ signal }) => {
      const body = await apiGet<Mint[]>(base(chain, signedIn), { page: q.page, page_size: q.pageSize, search: q.search || undefined, contractType: q.contractType || undefined, status: q.status || undefined }, { signal });
      const meta = body.meta as { total?: number } | undefined;
      return { rows: body.data, total: typeof meta?.total === 'number' ? meta.total : body.data.length };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMint(address: string, signedIn: boolean) {
  const chain = useChainId();
  return useQuery({
    queryKey: ['sol-mints', chain, 'one', address, signedIn] as const,
    queryFn: async ({ signal }) => (await apiGet<Mint>(`${base(chain, signedIn)}/${encodeURIComponent(address)}`, undefined, { signal })).data,
    retry: false,
  });
}

/** the registry's programs for the mint form's dropdown (page size 200) */
export function useProgramChoices(signedIn: boolean) {
  const chain = useChainId();
  return useQuery({
    queryKey: ['sol-programs', chain, 'choices', signedIn] as const,
    queryFn: async ({ signal }) => ({ rows: (await apiGet<{ program_id: string; name: string }[]>(signedIn ? `/api/v1/${chain}/programs` : `/api/no-auth/${chain}/programs`, { page: 1, page_size: 200 }, { signal })).data }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useMintMutations() {
  const chain = useChainId();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['sol-mints'] });
  const save = useMutation({ mutationFn: async (body: MintBody) => (await apiPost<Mint>(`/api/v1/${chain}/mints`, body)).data, onSuccess: refresh });
  const remove = useMutation({ mutationFn: (address: string) => apiDelete<null>(`/api/v1/${chain}/mints/${encodeURIComponent(address)}`), onSuccess: refresh });
  return { save, remove };
}
