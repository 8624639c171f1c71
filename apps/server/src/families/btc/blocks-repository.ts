/**
 * Bitcoin block reads: the shared blocks row plus its `extra` (header fields, difficulty, subsidy,
 * reward) without the 2 KB address sketch, which only the home stats read (stats-repository).
 * Hashes are stored as bytes and shown as the node prints them (bare hex).
 */
import { chainKey } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { bareHex } from './stored';

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
      .select(['height', 'hash', 'parent_hash', 'timestamp', 'miner', 'size', 'tx_count', 'miner_tip', 'value_sum', 'extra'])
      .where('chain', '=', chainKey(chain));
  const shown = (chain: string) => <R extends { hash: string; parent_hash: string }>(r: R) => ({ ...r, chain, hash: bareHex(r.hash), parent_hash: bareHex(r.parent_hash) });

  return {
    async byHeight(chain: string, height: number): Promise<BtcBlockRow | undefined> {
      const row = await rows(chain).where('height', '=', height).executeTakeFirst();
      return row && shown(chain)(row);
    },

    async byHash(chain: string, hash: string): Promise<BtcBlockRow | undefined> {
      const row = await rows(chain).where('hash', '=', bytea(hash)).executeTakeFirst();
      return row && shown(chain)(row);
    },

    /** Newest first from tip − offset (heights are contiguous: an index seek, no OFFSET scan). */
    async list(chain: string, offset: number, limit: number): Promise<BtcBlockRow[]> {
      const tip = db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', chainKey(chain));
      const list = await rows(chain)
        .where((eb) => eb('height', '<=', eb(tip, '-', offset)))
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
      return list.map(shown(chain));
    },
  };
}
