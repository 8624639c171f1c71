/**
 * The application layer routes use: repositories (all SQL) and auth, decorated on the root instance
 * as app.repos and app.auth, plus request.user for the authenticated scopes.
 */
import type { Config } from '@explorer/core';
import type { Database, DB } from '@explorer/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerApiKeys } from '../plugins/app/api-key-auth';
import { registerAuthLimits } from '../plugins/app/auth-limits';
import { createApiKeysRepository } from '../plugins/app/api-keys-repository';
import { createAlertsRepository } from '../plugins/app/alerts';
import { createAddressesRepository } from '../plugins/app/addresses-repository';
import { createAddressIndexRepository } from '../plugins/app/address-index';
import { createAuth, type Auth, type AuthUser } from '../plugins/app/auth';
import { createBlocksRepository } from '../families/evm/blocks-repository';
import { createCoinConfigsRepository } from '../plugins/app/coin-configs-repository';
import { createContractsRepository } from '../plugins/app/contracts-repository';
import { createCsvRepository } from '../plugins/app/csv-repository';
import { createParserConfigsRepository } from '../plugins/app/parser-configs-repository';
import { createChainNetworksRepository } from '../plugins/app/chain-networks-repository';
import { createHealthRepository } from '../plugins/app/health-repository';
import { createHourlyStatsRepository } from '../plugins/app/hourly-stats-repository';
import { createPersonalRepository } from '../families/evm/personal-repository';
import { registerRoleGuard } from '../plugins/app/roles';
import { createSearchRepository } from '../plugins/app/search-repository';
import { createSettingsRepository } from '../plugins/app/settings-repository';
import { createStatsRepository } from '../families/evm/stats-repository';
import { createUserSettingsRepository } from '../plugins/app/user-settings-repository';
import { createTokenService, resolveJwtSecret } from '../plugins/app/tokens';
import { alertActivityOf, FAMILY_REGISTRY } from '../families';
import type { FamilyRepositories } from '../families/types';
import { createTransactionsRepository } from '../families/evm/transactions-repository';
import { createUsersRepository } from '../plugins/app/users-repository';

export function createRepositories(database: Database) {
  const db: Kysely<DB> = database.db;
  return {
    users: createUsersRepository(db),
    blocks: createBlocksRepository(db),
    transactions: createTransactionsRepository(db),
    stats: createStatsRepository(db),
    /** the statistics pages: per-hour figures of every chain (chain_hourly_stats) */
    hourlyStats: createHourlyStatsRepository(db),
    health: createHealthRepository(database),
    settings: createSettingsRepository(db),
    /** each signed-in user's settings page (user_settings) */
    userSettings: createUserSettingsRepository(db),
    addresses: createAddressesRepository(db),
    personal: createPersonalRepository(db),
    /** the address pages' reads over the address index (migration 018) */
    addressIndex: createAddressIndexRepository(db),
    apiKeys: createApiKeysRepository(db),
    /** the contracts console: contracts and their audit, coin configs, parser configs */
    contracts: createContractsRepository(db),
    coinConfigs: createCoinConfigsRepository(db),
    parserConfigs: createParserConfigsRepository(db),
    /** address alerts: the alert worker's cursors, the recorded alerts and their e-mail outbox */
    alerts: createAlertsRepository(db, alertActivityOf),
    /** the global search's index probes */
    search: createSearchRepository(db),
    /** keyset pages behind the CSV downloads */
    csv: createCsvRepository(db),
    /** the network each chain's node reports (btc addresses are checked against it) */
    chainNetworks: createChainNetworksRepository(db),
    ...familyRepositories(db),
  };
}

/** each family's own repositories under its name (repos.btc, repos.sol, repos.evm: families/<family>/repositories.ts) */
function familyRepositories(db: Kysely<DB>): FamilyRepositories {
  return Object.assign({}, ...FAMILY_REGISTRY.families.map((f) => f.repositories(db))) as FamilyRepositories;
}

export type Repositories = ReturnType<typeof createRepositories>;

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
