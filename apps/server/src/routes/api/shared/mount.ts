/**
 * The two mounts of the chain-data routes. Each route definition here (shared/*-routes.ts) is one
 * plugin factory, registered under /api/no-auth with GUEST and under /api/v1 with USER. What differs
 * between the two mounts is this data, never a second copy of a route:
 * - access: a guest route states no API-key scope; the /api/v1 one states its scope (the v1 hooks then
 *   ask for a signed-in caller or a key with it, and every v1 route declares 401);
 * - caps on page sizes and rows (limits.ts);
 * - the operationId and the tag: a guest route's end in Guest and " (guest)";
 * - which routes exist on one mount only: the definition asks m.signedIn.
 */
import type { ApiScope } from '../../../plugins/app/api-key-auth';
import { GUEST_LIMITS, USER_LIMITS, type AccessLimits } from './limits';

export interface Mount {
  /** /api/v1: a signed-in caller or an API key with the route's scope; /api/no-auth: anyone */
  signedIn: boolean;
  limits: AccessLimits;
  /** the error statuses every route of the mount declares, besides its own (404…) */
  errors: readonly number[];
  /** what the operationId and the tag of a route end in on this mount */
  operationIdSuffix: string;
  tagSuffix: string;
}

export const GUEST: Mount = { signedIn: false, limits: GUEST_LIMITS, errors: [400, 500], operationIdSuffix: 'Guest', tagSuffix: ' (guest)' };
export const USER: Mount = { signedIn: true, limits: USER_LIMITS, errors: [400, 401, 500], operationIdSuffix: '', tagSuffix: '' };

/** a route's config on the mount: its API-key scope (signed in only), then the rest (cache) on both */
export function routeConfig<T extends object = object>(m: Mount, scope: ApiScope, rest?: T): { scope?: ApiScope } & T {
  return m.signedIn ? { scope, ...(rest as T) } : { ...(rest as T) };
}

export const operationId = (m: Mount, name: string): string => `${name}${m.operationIdSuffix}`;

/** the route's tags; `guest` names the guest tag when it is not the name ending " (guest)" */
export const tagsOf = (m: Mount, name: string, guest = `${name}${m.tagSuffix}`): string[] => [m.signedIn ? name : guest];

/** the mount's error statuses and the route's own */
export const errorsOf = (m: Mount, ...own: number[]): number[] => [...m.errors, ...own];
