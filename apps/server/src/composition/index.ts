/**
 * The application layer routes use: repositories (all SQL) and auth, decorated on the root instance
 * as app.repos and app.auth, plus request.user for the authenticated scopes.
 */
import type { Config } from '@explorer/core';
import type { Database } from '@explorer/db';
import type { FastifyInstance } from 'fastify';
import { alertActivityOf, FAMILY_REGISTRY } from '../families';
import { createChainRepositories, type Repositories } from '../families/repositories';
import { registerApiKeys } from '../plugins/app/api-key-auth';
import { registerAuthLimits } from '../plugins/app/auth-limits';
import { createAuth, type Auth, type AuthUser } from '../plugins/app/auth';
import { createAppRepositories } from '../plugins/app/repositories';
import { registerRoleGuard } from '../plugins/app/roles';
import { createTokenService, resolveJwtSecret } from '../plugins/app/tokens';

export type { Repositories };

/**
 * app.repos: the application layer's repositories, the chain tables' and every served family's own.
 * The chain tables are read from the read replicas when there are (DATABASE_READ_URL); users' own
 * data (settings, keys, addresses, console edits) and every write stay on the primary.
 */
export function createRepositories(database: Database): Repositories {
  return { ...createAppRepositories(database, alertActivityOf), ...createChainRepositories(database.replicas?.db ?? database.db, FAMILY_REGISTRY.families) };
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    auth: Auth;
    database: Database;
    /** the process configuration (GET /api/config reports its public parts) */
    config: Config;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export async function registerAppPlugins(app: FastifyInstance, deps: { database: Database; config: Config }): Promise<void> {
  const repos = createRepositories(deps.database);
  const secret = await resolveJwtSecret(deps.config.jwtSecret, repos.settings);
  app.decorate('database', deps.database);
  app.decorate('config', deps.config);
  app.decorate('repos', repos);
  const apiKeyAuth = registerApiKeys(app, { apiKeys: repos.apiKeys, settings: repos.settings, redisUrl: deps.config.redisUrl, redisPrefix: deps.config.redisPrefix });
  await registerAuthLimits(app, { limits: deps.config.authLimits, redisUrl: deps.config.redisUrl, redisPrefix: deps.config.redisPrefix });
  const auth = createAuth({ users: repos.users, tokens: createTokenService(secret), strategies: [apiKeyAuth] });
  app.decorate('auth', auth);
  registerRoleGuard(app, auth);
  app.decorateRequest('user', null);
}
