/**
 * The Solana program registry's calls (spec part 2 §2.8, §7 Programs): the list (page, page_size,
 * keyword, type, status → data, meta.total; guests read the public list), create, update, delete,
 * and the rule preview (what the rules make of the sample data; nothing saved). Every change
 * refreshes the registry's lists. The chain is the current route's (its API paths).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSolProgram, ApiSolProgramIdl, ApiSolProgramPreview } from '../../../lib/core';
import { useChainId } from '../../../chains/use-chain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http';

export { SOL_PROGRAM_TYPES as PROGRAM_TYPES, SOL_PROGRAM_STATUSES as PROGRAM_STATUSES } from '../../../lib/core';

export type Program = ApiSolProgram;
export type ProgramBody = Omit<Program, 'id' | 'c_time' | 'm_time'>;

export interface ProgramQuery {
  keyword: string;
  type: string;
  status: string;
  page: number;
  pageSize: number;
}

export type RulePreview = ApiSolProgramPreview;

export async function fetchPrograms(chain: string, q: ProgramQuery, signedIn: boolean, signal?: AbortSignal): Promise<{ rows: Program[]; total: number }> {
  const body = await apiGet<Program[]>(
    signedIn ? `/api/v1/${chain}/programs` : `/api/no-auth/${chain}/programs`,
    { page: q.page, page_size: q.pageSize, keyword: q.keyword || undefined, type: q.type || undefined, status: q.status || undefined },
    { signal },
  );
  const meta = body.meta as { total?: number } | undefined;
  return { rows: body.data, total: typeof meta?.total === 'number' ? meta.total : body.data.length };
}

export function usePrograms(q: ProgramQuery, signedIn: boolean) {
  const chain = useChainId();
  return useQuery({
    queryKey: ['sol-programs', chain, signedIn, q] as const,
    queryFn: ({ signal }) => fetchPrograms(chain, q, signedIn, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useProgramMutations() {
  const chain = useChainId();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['sol-programs'] });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ProgramBody }) => (id === null ? await apiPost<Program>(`/api/v1/${chain}/programs`, body) : await apiPut<Program>(`/api/v1/${chain}/programs/${id}`, body)).data,
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => apiDelete<null>(`/api/v1/${chain}/programs/${id}`), onSuccess: refresh });
  return { save, remove };
}

export const previewRules = async (chain: string, body: { program_id: string; instruction_rules: unknown; event_rules: unknown; sample_data: unknown }, signal?: AbortSignal) =>
  (await apiPost<RulePreview>(`/api/v1/${chain}/programs/preview`, body, { signal })).data;

export type IdlImport = ApiSolProgramIdl;

/** An Anchor IDL (pasted text) as rules; nothing saved. */
export const importIdl = async (chain: string, text: string) => await apiPost<IdlImport>(`/api/v1/${chain}/programs/idl`, { idl: text });

/** The program's IDL read from its IDL account on the node, as rules; nothing saved. */
export const importIdlFromChain = async (chain: string, programId: string) => await apiPost<IdlImport>(`/api/v1/${chain}/programs/idl/chain`, { program_id: programId });
