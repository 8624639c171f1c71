/**
 * /api/user/api-keys (spec part 1 §7): the list (no secrets), create (the secret comes back once),
 * enable/disable (PUT is_active) and delete. GET /api/permissions gives the scopes to choose from.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey, DeletedApiKey, UpdateApiKeyBody } from '../../../lib/core';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http';
import { savePermissionTypes, type PermissionType } from '../../../lib/session';
import { fetchPermissionTypes } from '../../../lib/auth/permissions';

export type { ApiKey, CreatedApiKey } from '../../../lib/core';

/** under ['user'] so logout and a 401 drop it with the rest of the signed-in data */
export const apiKeysKey = (token: string | null) => ['user', 'api-keys', token] as const;

export function useApiKeys(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: apiKeysKey(token),
      queryFn: async ({ signal }) =>
        (await apiGet<ApiKey[]>('/api/user/api-keys', undefined, { signal })).data,
      enabled: token !== null,
      retry: false,
    }),
  );
}

/** The scopes from the server, remembered in browser storage as at login (the fallback when this fails). */
export function usePermissionTypes() {
  return useQuery({
    queryKey: ['permission-types'],
    queryFn: async (): Promise<PermissionType[]> => {
      const types = await fetchPermissionTypes();
      savePermissionTypes(types);
      return types;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  return (await apiPost<CreatedApiKey>('/api/user/api-keys', body)).data;
}

export async function setKeyActive(id: number, isActive: boolean): Promise<ApiKey> {
  return (await apiPut<ApiKey>(`/api/user/api-keys/${id}`, { is_active: isActive } satisfies UpdateApiKeyBody)).data;
}

export async function deleteApiKey(id: number): Promise<void> {
  await apiDelete<DeletedApiKey>(`/api/user/api-keys/${id}`);
}
