/** The Solana family's repositories (all its SQL), exposed as app.repos.sol. */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { createSolAddressReads } from './address-index';
import { createSolBlocksRepository } from './blocks-repository';
import { createSolCsvRepository } from './csv-repository';
import { createSolMintsRepository } from './mints-repository';
import { createSolPersonalRepository } from './personal-repository';
import { createSolProgramsRepository } from './programs-repository';
import { createSolSearchRepository } from './search-repository';
import { createSolStatsRepository } from './stats-repository';
import { createSolTransactionsRepository } from './transactions-repository';

export function createSolRepositories(db: Kysely<DB>) {
  return {
    /** the address page's reads */
    address: createSolAddressReads(db),
    /** the CSV download of a block's transactions */
    csv: createSolCsvRepository(db),
    /** the global search's own probes */
    search: createSolSearchRepository(db),
    blocks: createSolBlocksRepository(db),
    transactions: createSolTransactionsRepository(db),
    stats: createSolStatsRepository(db),
    personal: createSolPersonalRepository(db),
    /** mint addresses: contracts with chain sol */
    mints: createSolMintsRepository(db),
    /** the program registry (sol_programs) and its in-process cache of the active programs */
    programs: createSolProgramsRepository(db),
  };
}

export type SolRepositories = ReturnType<typeof createSolRepositories>;

declare module '../repositories' {
  interface FamilyRepositories {
    sol: SolRepositories;
  }
}
