/**
 * The network each chain's node reports (chain_networks, recorded by the indexer when it checks the
 * node; btc: getblockchaininfo's chain). A recorded network is kept for a while (it changes only
 * when the deployment points the chain at another node); "none yet" is asked again each time.
 */
import type { ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

const KEEP_MS = 30_000;

export function createChainNetworksRepository(db: Kysely<DB>) {
  const known = new Map<string, { network: string; at: number }>();
  return {
    /** the recorded network of the chain, or null while its indexer has not checked the node */
    async network(chain: ChainId): Promise<string | null> {
      const hit = known.get(chain);
      if (hit && Date.now() - hit.at < KEEP_MS) return hit.network;
      const row = await db.selectFrom('chain_networks').select('network').where('chain', '=', chain).executeTakeFirst();
      if (!row) return null;
      known.set(chain, { network: row.network, at: Date.now() });
      return row.network;
    },
  };
}

export type ChainNetworksRepository = ReturnType<typeof createChainNetworksRepository>;
