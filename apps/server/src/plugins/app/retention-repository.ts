/**
 * Each chain's retention floor (chain_retention.pruned_below, migration 029; the indexer moves it when
 * it drops old partitions): nothing of the chain below it is kept. Read on a miss (a 404 may be a 410)
 * and by /api/config and /api/health; remembered for a few seconds (it moves at most once a partition span).
 */
import { CHAINS, chainOfKey, isChainId, type ChainId, type ChainInfo } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

const FRESH_MS = 5_000;

export function createRetentionRepository(db: Kysely<DB>) {
  let cached: { at: number; floors: Promise<Partial<Record<ChainId, number>>> } | null = null;
  async function read(): Promise<Partial<Record<ChainId, number>>> {
    const rows = await db.selectFrom('chain_retention').select(['chain', 'pruned_below']).where('pruned_below', '>', 0).execute();
    const out: Partial<Record<ChainId, number>> = {};
    for (const r of rows) {
      const known = Object.values(CHAINS as Record<string, ChainInfo>).some((c) => c.key === r.chain);
      if (!known) continue;
      const id = chainOfKey(r.chain);
      if (isChainId(id)) out[id] = Number(r.pruned_below);
    }
    return out;
  }
  return {
    /** every chain's floor (a chain that was never pruned: absent) */
    floors(): Promise<Partial<Record<ChainId, number>>> {
      const now = Date.now();
      if (!cached || now - cached.at > FRESH_MS) {
        const floors = read();
        cached = { at: now, floors };
        floors.catch(() => (cached = null));
      }
      return cached.floors;
    },
    /** the chain's floor: 0 when nothing was pruned */
    async prunedBelow(chain: ChainId): Promise<number> {
      return (await this.floors())[chain] ?? 0;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
