/**
 * Solana block reads: rows of the shared `blocks` table with chain = 'sol' (height = slot, miner =
 * leader, miner_tip = the leader's Fee reward, gas_used = compute units, extra = SolBlockExtra).
 * Skipped slots have no row, so heights have gaps: a page is the offset-th newest existing row on
 * (chain, height), never tip − offset.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { b58, byteaOfBase58 } from './columns';

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
      .select(['height', 'hash', 'parent_hash', 'timestamp', 'miner', 'tx_count', 'gas_used', 'miner_tip', 'burned', 'extra'])
      .where('chain', '=', chainKey(chain));
  /** the hashes' bytes as base58 (the node's form) */
  const toRow = (chain: string, r: Omit<SolBlockRow, 'chain'> & { extra: unknown }): SolBlockRow => ({
    ...r,
    chain,
    hash: b58(r.hash),
    parent_hash: b58(r.parent_hash),
    extra: r.extra as SolBlockRow['extra'],
  });

  return {
    async byHeight(chain: string, height: number): Promise<SolBlockRow | undefined> {
      const row = await rows(chain).where('height', '=', height).executeTakeFirst();
      return row && toRow(chain, row);
    },

    /** exact comparison: base58 is case-sensitive */
    async byHash(chain: string, hash: string): Promise<SolBlockRow | undefined> {
      const bytes = byteaOfBase58(hash);
      if (bytes === null) return undefined;
      const row = await rows(chain).where('hash', '=', bytes).executeTakeFirst();
      return row && toRow(chain, row);
    },

    /** Newest first over the rows that exist (skipped slots leave gaps), skipping the `offset` newest. */
    async list(chain: string, offset: number, limit: number): Promise<SolBlockRow[]> {
      return (await rows(chain).orderBy('height', 'desc').limit(limit).offset(offset).execute()).map((r) => toRow(chain, r));
    },
  };
}
