/**
 * Bitcoin block reads: the shared blocks row plus its `extra` (header fields, difficulty, subsidy,
 * reward) without the 2 KB address sketch, which only the home stats read (stats-repository).
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface BtcBlockRow {
  chain: string;
  height: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  miner: string | null;
  size: number;
  tx_count: number;
  miner_tip: string;
  value_sum: string;
  extra: Record<string, unknown> | null;
}

export function createBtcBlocksRepository(db: Kysely<DB>) {
  const rows = (chain: string) =>
    db
      .selectFrom('blocks')
      .select(['chain', 'height', 'hash', 'parent_hash', 'timestamp', 'miner', 'size', 'tx_count', 'miner_tip', 'value_sum'])
      .select(sql<Record<string, unknown> | null>`extra - 'address_sketch'`.as('extra'))
      .where('chain', '=', chain);

  return {
    async byHeight(chain: string, height: number): Promise<BtcBlockRow | undefined> {
      return rows(chain).where('height', '=', height).executeTakeFirst();
    },

    async byHash(chain: string, hash: string): Promise<BtcBlockRow | undefined> {
      return rows(chain).where('hash', '=', hash).executeTakeFirst();
    },

    /** Newest first from tip − offset (heights are contiguous: an index seek, no OFFSET scan). */
    async list(chain: string, offset: number, limit: number): Promise<BtcBlockRow[]> {
      const tip = db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', chain);
      return rows(chain)
        .where((eb) => eb('height', '<=', eb(tip, '-', offset)))
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
