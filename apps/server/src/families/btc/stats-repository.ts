/**
 * Figures for the Bitcoin home and fee rates: per-block sums and address sketches of a time window
 * of blocks, the newest block's difficulty, and fee-rate percentiles over the newest blocks'
 * transactions (plain SQL that runs the same on PGlite and PostgreSQL 15+).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface BtcWindowBlock {
  height: number;
  timestamp: number;
  tx_count: number;
  /** the block's fees (sat) */
  miner_tip: string;
  value_sum: string;
  /** 2,048 hex characters, or null when the block carries none */
  address_sketch: string | null;
}

export interface BtcNewestBlock {
  height: number;
  timestamp: number;
  difficulty: string | null;
}

export interface FeeRateRow {
  blocks: number;
  transactions: number;
  from_height: number | null;
  to_height: number | null;
  /** sat/vB with two decimals, in the order of the percentiles asked for (null when no transaction) */
  percentiles: (string | null)[];
  minimum: string | null;
  maximum: string | null;
}

export function createBtcStatsRepository(db: Kysely<DB>) {
  return {
    async newestBlock(chain: string): Promise<BtcNewestBlock | undefined> {
      return db
        .selectFrom('blocks')
        .select(['height', 'timestamp'])
        .select(sql<string | null>`extra->>'difficulty'`.as('difficulty'))
        .where('chain', '=', chainKey(chain))
        .orderBy('height', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Blocks with from < timestamp <= to (blocks_chain_time index), in height order. */
    async windowBlocks(chain: string, from: number, to: number): Promise<BtcWindowBlock[]> {
      return db
        .selectFrom('blocks')
        .select(['height', 'timestamp', 'tx_count', 'miner_tip', 'value_sum'])
        .select(sql<string | null>`encode(address_sketch, 'hex')`.as('address_sketch'))
        .where('chain', '=', chainKey(chain))
        .where('timestamp', '>', from)
        .where('timestamp', '<=', to)
        .orderBy('height')
        .execute();
    },

    /**
     * Fee rates (fee / vsize, sat/vB) of the non-coinbase transactions with known input values in
     * the `blocks` newest blocks: the given percentiles (nearest rank: percentile_disc, an actual
     * rate), minimum and maximum, each rounded to two decimals.
     */
    async feeRates(chain: string, blocks: number, percentiles: readonly number[]): Promise<FeeRateRow> {
      const fractions = percentiles.map((p) => (p / 100).toFixed(4));
      const { rows } = await sql<{
        blocks: number | string;
        transactions: number | string;
        from_height: number | string | null;
        to_height: number | string | null;
        percentiles: (string | null)[] | null;
        minimum: string | null;
        maximum: string | null;
      }>`
        WITH recent AS (
          SELECT height FROM blocks WHERE chain = ${chainKey(chain)} ORDER BY height DESC LIMIT ${blocks}
        ), span AS (
          SELECT count(*) AS blocks, min(height) AS lo, max(height) AS hi FROM recent
        ), rates AS (
          SELECT t.fee::numeric / ((t.weight + 3) / 4) AS rate
          FROM btc_transactions t
          CROSS JOIN span
          WHERE t.chain = ${chainKey(chain)} AND t.block_height BETWEEN span.lo AND span.hi
            AND t.tx_index > 0 AND t.fee IS NOT NULL AND t.weight > 0
        ), figures AS (
          SELECT count(*) AS transactions,
                 percentile_disc(${sql.raw(`ARRAY[${fractions.join(', ')}]::float8[]`)}) WITHIN GROUP (ORDER BY rate) AS pct,
                 min(rate) AS minimum, max(rate) AS maximum
          FROM rates
        )
        SELECT span.blocks, figures.transactions, span.lo AS from_height, span.hi AS to_height,
               (SELECT array_agg(round(p, 2)::text ORDER BY n) FROM unnest(figures.pct) WITH ORDINALITY AS x(p, n)) AS percentiles,
               round(figures.minimum, 2)::text AS minimum, round(figures.maximum, 2)::text AS maximum
        FROM span CROSS JOIN figures`.execute(db);
      const row = rows[0]!;
      const num = (v: number | string | null) => (v === null ? null : Number(v));
      return {
        blocks: Number(row.blocks),
        transactions: Number(row.transactions),
        from_height: num(row.from_height),
        to_height: num(row.to_height),
        percentiles: row.percentiles ?? percentiles.map(() => null),
        minimum: row.minimum,
        maximum: row.maximum,
      };
    },
  };
}
