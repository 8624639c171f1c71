/** The EVM family's own repositories, exposed as app.repos.evm (the chain tables every family shares — blocks, transactions, stats, personal — are app.repos' own). */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { createEvmAddressReads } from './address-index';
import { createEvmCsvRepository } from './csv-repository';
import { createEvmEtherscanReads } from './etherscan-repository';
import { createEvmInternalCallReads } from './internal-calls-repository';
import { createEvmSearchRepository } from './search-repository';
import { createEvmTokenReads } from './tokens-repository';

export function createEvmRepositories(db: Kysely<DB>) {
  return {
    /** the address page's transactions, token transfers and contract facts */
    address: createEvmAddressReads(db),
    /** the CSV download of a block's transactions */
    csv: createEvmCsvRepository(db),
    /** the Etherscan-compatible API's reads (routes/etherscan) */
    etherscan: createEvmEtherscanReads(db),
    /** internal calls kept by the indexer's tracer */
    internalCalls: createEvmInternalCallReads(db),
    /** the global search's own probes */
    search: createEvmSearchRepository(db),
    /** the token page and an address's token balances (balances kept by the indexer) */
    tokens: createEvmTokenReads(db),
  };
}

export type EvmRepositories = ReturnType<typeof createEvmRepositories>;

declare module '../repositories' {
  interface FamilyRepositories {
    evm: EvmRepositories;
  }
}
