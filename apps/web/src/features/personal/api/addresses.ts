/**
 * /api/user/addresses for one chain: the saved addresses with their native balance (read from the
 * node on demand; null when it could not be asked) and indexed transaction count, and the create,
 * relabel and delete calls. Every change refreshes the address lists and the personal pages.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http';
import type { ChainId, CreateAddressBody, SavedAddress as SavedAddressRow, SavedAddressListItem, UpdateAddressBody } from '../../../lib/core';

export { ADDRESS_TYPES } from '../../../lib/core';
export type { AddressType } from '../../../lib/core';
/** a saved address with its balance (base units; null when the node could not be asked) and transaction count */
export type SavedAddress = SavedAddressListItem;
export type NewAddress = CreateAddressBody;

/** Everything under ['user'] is dropped on logout and on a 401. */
export const addressesKey = (chain: ChainId) => ['user', 'addresses', chain] as const;

export function useSavedAddresses(chain: ChainId) {
  return useQuery({
    queryKey: addressesKey(chain),
    queryFn: async ({ signal }) => (await apiGet<SavedAddress[]>('/api/user/addresses', { chain }, { signal })).data,
    retry: false,
  });
}

export function useAddressMutations() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['user', 'addresses'] }), qc.invalidateQueries({ queryKey: ['user', 'personal'] })]);
  const create = useMutation({ mutationFn: (body: NewAddress) => apiPost<SavedAddressRow>('/api/user/addresses', body), onSuccess: refresh });
  const relabel = useMutation({ mutationFn: ({ id, label }: { id: number; label: string }) => apiPut<SavedAddressRow>(`/api/user/addresses/${id}`, { label } satisfies UpdateAddressBody), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => apiDelete<null>(`/api/user/addresses/${id}`), onSuccess: refresh });
  return { create, relabel, remove };
}
