/**
 * Roles on the server (user, administrator). A route says who may call it in its config:
 * `config: { role: 'administrator' }` for administrators only, or `role: 'user'` for any signed-in
 * caller, stated explicitly (every write route under /api/v1 must state one, see routes/api/v1).
 *
 * The guard is added to each such route as its own onRequest hook, so it runs after the hooks of the
 * scope the route is mounted in: it reuses the caller they resolved (request.user) or authenticates
 * itself, so it holds wherever the route lives. Guests and bad credentials get 401; a signed-in caller
 * without the role gets 403 需要管理员权限. An API key acts with its owner's role and still needs the
 * route's scope (checked by the key strategy, api-key-auth.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorEnvelope } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Auth } from './auth';
import type { Role } from './users-repository';

export const ADMIN_REQUIRED_MESSAGE = '需要管理员权限';
const ROLES: readonly Role[] = ['user', 'administrator'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call this route: 'administrator' only, or 'user' for any signed-in caller */
    role?: Role;
  }
}

/** An administrator may do everything a user may. */
export function hasRole(callerRole: Role, required: Role): boolean {
  return required === 'user' || callerRole === 'administrator';
}

/** Adds the role guard to every route registered after this call that declares config.role. */
export function registerRoleGuard(app: FastifyInstance, auth: Auth): void {
  async function roleGuard(request: FastifyRequest): Promise<void> {
    const required = request.routeOptions.config.role;
    if (required === undefined) return;
    const caller = request.user ?? (request.user = await auth.authenticate(request));
    if (!hasRole(caller.role, required)) {
      request.log.info({ userId: caller.id, required }, 'role refused');
      throw new HttpError(403, ADMIN_REQUIRED_MESSAGE);
    }
  }

  app.addHook('onRoute', (route) => {
    const role = route.config?.role;
    if (role === undefined) return;
    if (!ROLES.includes(role)) throw new Error(`${String(route.method)} ${route.url}: unknown role ${String(role)} in config`);
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, roleGuard];
    if (route.schema?.response) route.schema = { ...route.schema, response: { ...(route.schema.response as object), 401: ErrorEnvelope, 403: ErrorEnvelope } };
  });
}
