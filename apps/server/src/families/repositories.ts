/**
 * app.repos as the families see it: the application layer's repositories, the chain tables every
 * family's store writes (blocks, transactions, stats, personal: read with the EVM family's SQL) and
 * each family's own under its name (repos.btc, repos.sol, repos.evm).
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import type { AppRepositories } from '../plugins/app/repositories';
import { createBlocksRepository } from './evm/blocks-repository';
import { createPersonalRepository } from './evm/personal-repository';
import { createStatsRepository } from './evm/stats-repository';
import { createTransactionsRepository } from './evm/transactions-repository';

/**
 * The repositories the families add to app.repos, each under its family's name: every family's
 * repositories.ts adds its entry here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FamilyRepositories {}

/** The chain tables' repositories and the given families' own. */
export function createChainRepositories(db: Kysely<DB>, families: readonly { repositories(db: Kysely<DB>): Partial<FamilyRepositories> }[]) {
  return {
    blocks: createBlocksRepository(db),
    transactions: createTransactionsRepository(db),
    stats: createStatsRepository(db),
    personal: createPersonalRepository(db),
    ...(Object.assign({}, ...families.map((f) => f.repositories(db))) as FamilyRepositories),
  };
}

export type Repositories = AppRepositories & ReturnType<typeof createChainRepositories>;
