/**
 * Figures for the home overview: the newest block, sums over a time window of blocks (the per-block
 * value_sum, gas_price_sum and tx_count the indexer stores), and the newest blocks and transactions.
 */
import { chainKey } from '@explorer/core';
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
        .where('chain', '=', chainKey(chain))
        .orderBy('height', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Sums over the blocks with from < timestamp <= to. */
    async windowSums(chain: string, from: number, to: number): Promise<WindowSums> {
      const row = await db
        .selectFrom('blocks')
        .where('chain', '=', chainKey(chain))
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
        .where('chain', '=', chainKey(chain))
        .orderBy('height', 'desc')
        .limit(limit)
        .execute();
    },

    /** The chain's newest EVM transactions (evm_transactions; the time is the block's). */
    async latestTransactions(chain: string, limit: number) {
      const { rows } = await sql<{ hash: string; timestamp: number; block_height: number; gas_price: string | null; effective_gas_price: string | null; value: string }>`
        SELECT t.hash, b.timestamp, t.block_height, t.gas_price, t.effective_gas_price, t.value
        FROM evm_transactions t JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height
        WHERE t.chain = ${chainKey(chain)}
        ORDER BY t.block_height DESC, t.tx_index DESC LIMIT ${limit}`.execute(db);
      return rows;
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
