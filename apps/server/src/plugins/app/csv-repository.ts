/**
 * Keyset reads behind the CSV downloads: a chain's blocks newest first below a height (the (chain,
 * height) primary key), one page at a time (a block's transactions after a position are each family's:
 * families/<family>/csv-repository.ts), so a download of 10,000 rows never OFFSET-scans and
 * never holds more than a page.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface CsvBlockRow {
  height: number;
  /** '0x…' as read (BYTEA): the family's CSV columns write it in its form */
  hash: string;
  timestamp: number;
  miner: string | null;
  size: number;
  tx_count: number;
  gas_used: string | null;
  gas_limit: string | null;
  base_fee: string | null;
  difficulty: string | null;
  miner_tip: string;
  burned: string;
  value_sum: string;
  extra: Record<string, unknown> | null;
}

export function createCsvRepository(db: Kysely<DB>) {
  return {
    /** up to `limit` blocks of `chain` below `before` (null: from the newest), newest first */
    async blocksBelow(chain: string, before: number | null, limit: number): Promise<CsvBlockRow[]> {
      let q = db
        .selectFrom('blocks')
        .select(['height', 'hash', 'timestamp', 'miner', 'size', 'tx_count', 'gas_used', 'gas_limit', 'base_fee', 'difficulty', 'miner_tip', 'burned', 'value_sum', 'extra'])
        .where('chain', '=', chainKey(chain));
      if (before !== null) q = q.where('height', '<', before);
      return q.orderBy('height', 'desc').limit(limit).execute() as Promise<CsvBlockRow[]>;
    },

    /** how many blocks of `chain` are above `height`, counting at most `limit` (an index range of ≤ limit rows) */
    async countAbove(chain: string, height: number, limit: number): Promise<number> {
      const row = await db
        .selectFrom((eb) => eb.selectFrom('blocks').select('height').where('chain', '=', chainKey(chain)).where('height', '>', height).orderBy('height', 'desc').limit(limit).as('newer'))
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type CsvRepository = ReturnType<typeof createCsvRepository>;
