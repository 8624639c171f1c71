/**
 * The application layer's repositories that know no chain family (users, settings, API keys, the
 * contracts console, alerts, search probes, CSV pages, …). The composition adds the chain tables'
 * and the families' own (families/repositories.ts) to make app.repos.
 */
import type { Database, DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { createAddressIndexRepository } from './address-index';
import { createAddressesRepository } from './addresses-repository';
import { createAlertsRepository, type ActivityOf } from './alerts';
import { createApiKeysRepository } from './api-keys-repository';
import { createChainNetworksRepository } from './chain-networks-repository';
import { createCoinConfigsRepository } from './coin-configs-repository';
import { createContractsRepository } from './contracts-repository';
import { createCsvRepository } from './csv-repository';
import { createHealthRepository } from './health-repository';
import { createHourlyStatsRepository } from './hourly-stats-repository';
import { createParserConfigsRepository } from './parser-configs-repository';
import { createRetentionRepository } from './retention-repository';
import { createSearchRepository } from './search-repository';
import { createSettingsRepository } from './settings-repository';
import { createUserSettingsRepository } from './user-settings-repository';
import { createUsersRepository } from './users-repository';
import { createWebhooksRepository } from './webhooks-repository';

/** `activityOf`: each chain's family's alert activity SQL (handed in: this layer knows no family) */
export function createAppRepositories(database: Database, activityOf: ActivityOf) {
  const db: Kysely<DB> = database.db;
  return {
    users: createUsersRepository(db),
    /** the statistics pages: per-hour figures of every chain (chain_hourly_stats) */
    hourlyStats: createHourlyStatsRepository(db),
    health: createHealthRepository(database),
    /** each chain's retention floor: what is below it was pruned (a miss there is a 410) */
    retention: createRetentionRepository(db),
    settings: createSettingsRepository(db),
    /** each signed-in user's settings page (user_settings) */
    userSettings: createUserSettingsRepository(db),
    addresses: createAddressesRepository(db),
    /** the address pages' reads over the address index (migration 018) */
    addressIndex: createAddressIndexRepository(db),
    apiKeys: createApiKeysRepository(db),
    /** the contracts console: contracts and their audit, coin configs, parser configs */
    contracts: createContractsRepository(db),
    coinConfigs: createCoinConfigsRepository(db),
    parserConfigs: createParserConfigsRepository(db),
    /** address alerts: the alert worker's cursors, the recorded alerts and their e-mail outbox */
    alerts: createAlertsRepository(db, activityOf),
    /** a user's webhooks and their delivery outbox (migration 034) */
    webhooks: createWebhooksRepository(db),
    /** the global search's index probes */
    search: createSearchRepository(db),
    /** keyset pages behind the CSV downloads */
    csv: createCsvRepository(db),
    /** the network each chain's node reports (btc addresses are checked against it) */
    chainNetworks: createChainNetworksRepository(db),
  };
}

export type AppRepositories = ReturnType<typeof createAppRepositories>;
