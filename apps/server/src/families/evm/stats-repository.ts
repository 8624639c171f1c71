/**
 * Figures for the home overview: the newest block, sums over a time window of blocks (the per-block
 * value_sum, gas_price_sum and tx_count the indexer stores), and the newest blocks and transactions.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface WindowSums {
  blocks: number;
  firstTimestamp: number | null;
  lastTimestamp: number | null;
  valueSum: string;
  gasPriceSum: string;
  txCount: number;
}

export function createStatsRepository(db: Kysely<DB>) {
  return {
    async newestBlock(chain: string) {
      return db
        .selectFrom('blocks')
        .select(['height', 'timestamp', 'base_fee'])
        .where('chain', '=', chain)
        .orderBy('height', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Sums over the blocks with from < timestamp <= to. */
    async windowSums(chain: string, from: number, to: number): Promise<WindowSums> {
      const row = await db
        .selectFrom('blocks')
        .where('chain', '=', chain)
        .where('timestamp', '>', from)
        .where('timestamp', '<=', to)
        .select((eb) => [
          eb.fn.countAll<number>().as('blocks'),
          eb.fn.min('timestamp').as('first'),
          eb.fn.max('timestamp').as('last'),
          sql<string>`coalesce(sum(value_sum), 0)`.as('value_sum'),
          sql<string>`coalesce(sum(gas_price_sum), 0)`.as('gas_price_sum'),
          sql<number>`coalesce(sum(tx_count), 0)`.as('tx_count'),
        ])
        .executeTakeFirstOrThrow();
      return {
        blocks: Number(row.blocks),
        firstTimestamp: row.first ?? null,
        lastTimestamp: row.last ?? null,
        valueSum: String(row.value_sum),
        gasPriceSum: String(row.gas_price_sum),
        txCount: Number(row.tx_count),
      };
    },

    async latestBlocks(chain: string, limit: number) {
      return db
        .selectFrom('blocks')
        .select(['height', 'hash', 'timestamp', 'tx_count', 'size'])
        .where('chain', '=', chain)
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
    },

    async latestTransactions(chain: string, limit: number) {
      return db
        .selectFrom('transactions')
        .select(['hash', 'timestamp', 'block_height', 'gas_price', 'effective_gas_price', 'value'])
        .where('chain', '=', chain)
        .orderBy('block_height', 'desc')
        .orderBy('tx_index', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
