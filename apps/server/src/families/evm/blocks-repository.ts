/**
 * Block reads (the indexer writes them). Lists walk the (chain, height) primary key newest first;
 * totals come from chain_counters, never from count(*).
 */
import type { DB } from '@explorer/db';
import type { Kysely, Selectable } from 'kysely';
import type { BlocksTable } from '@explorer/db';

export type BlockRow = Omit<Selectable<BlocksTable>, 'extra' | 'tx_total'>;

const COLUMNS = [
  'chain',
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
  return {
    async byHeight(chain: string, height: number): Promise<BlockRow | undefined> {
      return db.selectFrom('blocks').select(COLUMNS).where('chain', '=', chain).where('height', '=', height).executeTakeFirst();
    },

    async byHash(chain: string, hash: string): Promise<BlockRow | undefined> {
      return db.selectFrom('blocks').select(COLUMNS).where('chain', '=', chain).where('hash', '=', hash).executeTakeFirst();
    },

    /**
     * Newest first: the offset-th newest block and the limit - 1 after it. Heights are contiguous
     * (the indexer never leaves a gap), so the page starts at tip − offset: an index seek at any
     * depth instead of an OFFSET scan.
     */
    async list(chain: string, offset: number, limit: number): Promise<BlockRow[]> {
      const tip = db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', chain);
      return db
        .selectFrom('blocks')
        .select(COLUMNS)
        .where('chain', '=', chain)
        .where((eb) => eb('height', '<=', eb(tip, '-', offset)))
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
    },

    /** The indexed head (any family's blocks): the highest stored height (null before the first block). */
    async tipHeight(chain: string): Promise<number | null> {
      const row = await db.selectFrom('blocks').select((eb) => eb.fn.max('height').as('tip')).where('chain', '=', chain).executeTakeFirst();
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
