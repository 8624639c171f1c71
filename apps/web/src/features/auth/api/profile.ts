/** GET /api/user/profile: the signed-in account; data.role decides the administrator features. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export interface Profile {
  id: number;
  username: string;
  email: string;
  role: string;
  is_active?: boolean;
  created_at?: string;
  updated_at?: string;
}

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
