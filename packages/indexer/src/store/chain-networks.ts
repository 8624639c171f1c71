/** The network the chain's node reports (chain_networks, migration 022): the API checks the chain's addresses against it. */
import { sql, type Kysely } from 'kysely';
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';

export async function recordChainNetwork(db: Kysely<DB>, chain: ChainId, network: string): Promise<void> {
  await db
    .insertInto('chain_networks')
    .values({ chain, network })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ network, updated_at: sql`now()` }))
    .execute();
}
