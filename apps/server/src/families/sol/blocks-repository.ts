/**
 * Solana block reads: rows of the shared `blocks` table with chain = 'sol' (height = slot, miner =
 * leader, miner_tip = the leader's Fee reward, gas_used = compute units, extra = SolBlockExtra).
 * Skipped slots have no row, so heights have gaps: a page is the offset-th newest existing row on
 * (chain, height), never tip − offset.
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface SolBlockRow {
  chain: string;
  height: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  miner: string | null;
  tx_count: number;
  gas_used: string | null;
  miner_tip: string;
  burned: string;
  extra: Record<string, unknown> | null;
}

export function createSolBlocksRepository(db: Kysely<DB>) {
  const rows = (chain: string) =>
    db
      .selectFrom('blocks')
      .select(['chain', 'height', 'hash', 'parent_hash', 'timestamp', 'miner', 'tx_count', 'gas_used', 'miner_tip', 'burned', 'extra'])
      .where('chain', '=', chain);

  return {
    async byHeight(chain: string, height: number): Promise<SolBlockRow | undefined> {
      return rows(chain).where('height', '=', height).executeTakeFirst() as Promise<SolBlockRow | undefined>;
    },

    /** exact comparison: base58 is case-sensitive */
    async byHash(chain: string, hash: string): Promise<SolBlockRow | undefined> {
      return rows(chain).where('hash', '=', hash).executeTakeFirst() as Promise<SolBlockRow | undefined>;
    },

    /** Newest first over the rows that exist (skipped slots leave gaps), skipping the `offset` newest. */
    async list(chain: string, offset: number, limit: number): Promise<SolBlockRow[]> {
      return rows(chain).orderBy('height', 'desc').limit(limit).offset(offset).execute() as Promise<SolBlockRow[]>;
    },
  };
}
