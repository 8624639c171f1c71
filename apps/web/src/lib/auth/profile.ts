/** GET /api/user/profile: the signed-in account; data.role decides the administrator features. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../core';
import { apiGet } from '../http';

export type { Profile } from '../core';

export const ADMIN_ROLE = 'administrator';

export function isAdministrator(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.toLowerCase() === ADMIN_ROLE;
}

export const profileKey = (token: string | null) => ['user', 'profile', token] as const;

export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: profileKey(token),
    queryFn: async ({ signal }) => (await apiGet<Profile>('/api/user/profile', undefined, { signal })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useProfile(token: string | null) {
  return useQuery({ ...profileQuery(token), enabled: token !== null });
}
