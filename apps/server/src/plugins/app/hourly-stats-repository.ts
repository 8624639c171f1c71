/**
 * The statistics pages' reads (all SQL): rows of chain_hourly_stats (migration 017), kept at ingest
 * for every family. A request reads at most a year of a chain's hours by primary key — never the
 * blocks or transactions.
 */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface HourlyStatsRow {
  hour: number;
  blocks: number;
  txs: number;
  voteTxs: number;
  /** base units */
  fees: string;
  value: string;
  gasPriceSum: string;
  gasUsed: string;
  size: number;
  weight: number;
  firstTs: number | null;
  lastTs: number | null;
  lastHeight: number | null;
  difficulty: string | null;
  /** distinct-sketch hex (sol; '' elsewhere) */
  addressSketch: string;
}

export function createHourlyStatsRepository(db: Kysely<DB>) {
  return {
    /** The start of the chain's newest hour with blocks, or null. */
    async newestHour(chain: string): Promise<number | null> {
      const row = await db
        .selectFrom('chain_hourly_stats')
        .select('hour')
        .where('chain', '=', chain)
        .orderBy('hour', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.hour) : null;
    },

    /** The hours with from <= hour <= to, oldest first. */
    async hours(chain: string, from: number, to: number): Promise<HourlyStatsRow[]> {
      const rows = await db
        .selectFrom('chain_hourly_stats')
        .select([
          'hour',
          'blocks',
          'txs',
          'vote_txs',
          'fees',
          'value_sum',
          'gas_price_sum',
          'gas_used',
          'size_sum',
          'weight_sum',
          'first_ts',
          'last_ts',
          'last_height',
          'difficulty',
          'address_sketch',
        ])
        .where('chain', '=', chain)
        .where('hour', '>=', from)
        .where('hour', '<=', to)
        .orderBy('hour')
        .execute();
      return rows.map((r) => ({
        hour: Number(r.hour),
        blocks: Number(r.blocks),
        txs: Number(r.txs),
        voteTxs: Number(r.vote_txs),
        fees: String(r.fees),
        value: String(r.value_sum),
        gasPriceSum: String(r.gas_price_sum),
        gasUsed: String(r.gas_used),
        size: Number(r.size_sum),
        weight: Number(r.weight_sum),
        firstTs: r.first_ts === null ? null : Number(r.first_ts),
        lastTs: r.last_ts === null ? null : Number(r.last_ts),
        lastHeight: r.last_height === null ? null : Number(r.last_height),
        difficulty: r.difficulty === null ? null : String(r.difficulty),
        addressSketch: r.address_sketch,
      }));
    },
  };
}

export type HourlyStatsRepository = ReturnType<typeof createHourlyStatsRepository>;
