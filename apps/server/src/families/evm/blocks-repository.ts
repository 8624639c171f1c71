/**
 * Block reads (the indexer writes them). Lists walk the (chain, height) primary key newest first;
 * totals come from chain_counters, never from count(*).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import type { BlocksTable } from '@explorer/db';
import { hexParam } from './tx-rows';

/** a blocks row with the chain's id (the table holds its key) and the hashes as '0x…' */
export type BlockRow = Omit<Selectable<BlocksTable>, 'extra' | 'address_sketch' | 'tx_total' | 'chain'> & { chain: string };

const COLUMNS = [
  'height',
  'hash',
  'parent_hash',
  'timestamp',
  'miner',
  'size',
  'tx_count',
  'gas_used',
  'gas_limit',
  'base_fee',
  'difficulty',
  'miner_tip',
  'burned',
  'value_sum',
  'gas_price_sum',
] as const;

export interface ChainTotals {
  totalBlocks: number;
  totalTransactions: number;
}

export function createBlocksRepository(db: Kysely<DB>) {
  const withChain = <R extends object>(chain: string, row: R) => ({ chain, ...row });
  return {
    async byHeight(chain: string, height: number): Promise<BlockRow | undefined> {
      const row = await db.selectFrom('blocks').select(COLUMNS).where('chain', '=', chainKey(chain)).where('height', '=', height).executeTakeFirst();
      return row && withChain(chain, row);
    },

    /** '0x…' (the hash index; the chain filters the match) */
    async byHash(chain: string, hash: string): Promise<BlockRow | undefined> {
      const key = hexParam(hash);
      if (key === null) return undefined;
      const row = await db.selectFrom('blocks').select(COLUMNS).where('hash', '=', key).where('chain', '=', chainKey(chain)).executeTakeFirst();
      return row && withChain(chain, row);
    },

    /**
     * Newest first: the offset-th newest block and the limit - 1 after it. Heights are contiguous
     * (the indexer never leaves a gap), so the page starts at tip − offset: an index seek at any
     * depth instead of an OFFSET scan.
     */
    async list(chain: string, offset: number, limit: number): Promise<BlockRow[]> {
      const key = chainKey(chain);
      const tip = db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', key);
      const rows = await db
        .selectFrom('blocks')
        .select(COLUMNS)
        .where('chain', '=', key)
        .where((eb) => eb('height', '<=', eb(tip, '-', offset)))
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => withChain(chain, r));
    },

    /** The indexed head (any family's blocks): the highest stored height (null before the first block). */
    async tipHeight(chain: string): Promise<number | null> {
      const row = await db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', chainKey(chain)).executeTakeFirst();
      return row?.tip === null || row?.tip === undefined ? null : Number(row.tip);
    },

    async totals(chain: string): Promise<ChainTotals> {
      const row = await db
        .selectFrom('chain_counters')
        .select(['total_blocks', 'total_txs'])
        .where('chain', '=', chain)
        .executeTakeFirst();
      return { totalBlocks: row?.total_blocks ?? 0, totalTransactions: row?.total_txs ?? 0 };
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
