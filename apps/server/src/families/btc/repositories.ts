/** The Bitcoin family's repositories (all its SQL), exposed as app.repos.btc. */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { createBtcAddressReads } from './address-index';
import { createBtcBlocksRepository } from './blocks-repository';
import { createBtcCsvRepository } from './csv-repository';
import { createBtcPersonalRepository } from './personal-repository';
import { createBtcSearchRepository } from './search-repository';
import { createBtcStatsRepository } from './stats-repository';
import { createBtcTransactionsRepository } from './transactions-repository';
import { createBtcWalletReads } from './wallet-repository';
import { createEsploraReads } from './esplora/repository';

export function createBtcRepositories(db: Kysely<DB>) {
  return {
    /** the address page's reads */
    address: createBtcAddressReads(db),
    /** the CSV download of a block's transactions */
    csv: createBtcCsvRepository(db),
    /** the global search's own probes */
    search: createBtcSearchRepository(db),
    blocks: createBtcBlocksRepository(db),
    transactions: createBtcTransactionsRepository(db),
    stats: createBtcStatsRepository(db),
    personal: createBtcPersonalRepository(db),
    /** the wallet view's reads (derived addresses' use, balance, transactions) */
    wallet: createBtcWalletReads(db),
    /** the Esplora API's own reads (txids, median time, address totals) */
    esplora: createEsploraReads(db),
  };
}

export type BtcRepositories = ReturnType<typeof createBtcRepositories>;

declare module '../repositories' {
  interface FamilyRepositories {
    btc: BtcRepositories;
  }
}
