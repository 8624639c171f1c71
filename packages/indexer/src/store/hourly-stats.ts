/**
 * chain_hourly_stats for every family (migration 017): per-hour sums derived from the `blocks` rows
 * alone — blocks, txs, fees (miner_tip + burned), value, gas price and gas used, size and weight, the
 * hour's first and last block time and its last block's difficulty. The statistics pages read these
 * rows, never the blocks.
 *
 * At ingest the batch's own blocks rows (just written, by primary key) are aggregated and added to
 * their hours in the same transaction. A rollback recomputes the hours it touches from the blocks
 * that stay. Solana keeps its counts (blocks, txs, votes, failures, fees, address sketch) in
 * sol/hourly-stats.ts; for it (`counts: false`) only the other columns are kept here.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chainKey, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';
import { columnArraySql } from './unnest-insert';

export interface HourlyStatsOptions {
  /** false: blocks, txs and fees are kept by the family itself (Solana) */
  counts: boolean;
}

const HOUR = sql`b.timestamp - b.timestamp % 3600`;

/** The aggregate of one chain's `blocks b` rows per hour (`where` picks the chain's key), in the column order of INSERT_COLUMNS. */
function aggregateSql(
  chain: ChainId,
  where: RawBuilder<unknown>,
  from: RawBuilder<unknown> = sql`blocks b`,
): RawBuilder<unknown> {
  return sql`
    SELECT ${chain}::text, ${HOUR} AS hour, count(*)::int, sum(b.tx_count)::bigint, sum(b.miner_tip + b.burned), sum(b.value_sum),
           sum(b.gas_price_sum), sum(coalesce(b.gas_used, 0)), sum(b.size)::bigint, sum(coalesce((b.extra->>'weight')::bigint, 0))::bigint,
           min(b.timestamp), max(b.timestamp), max(b.height),
           (array_agg(coalesce(b.difficulty, (b.extra->>'difficulty')::numeric) ORDER BY b.height DESC))[1]
    FROM ${from} WHERE ${where}
    GROUP BY ${HOUR}`;
}

const INSERT_COLUMNS = sql`(chain, hour, blocks, txs, fees, value_sum, gas_price_sum, gas_used, size_sum, weight_sum, first_ts, last_ts, last_height, difficulty)`;

/** Adds the figures of the chain's stored blocks at `heights` (the batch just written) to their hours. */
export async function addBlocksToHourlyStats(
  trx: Kysely<DB>,
  chain: ChainId,
  heights: readonly number[],
  opts: HourlyStatsOptions,
): Promise<void> {
  if (heights.length === 0) return;
  const lo = Math.min(...heights);
  const hi = Math.max(...heights);
  const where = sql`b.chain = ${chainKey(chain)} AND b.height BETWEEN ${lo} AND ${hi} AND b.height = ANY(${columnArraySql(heights, 'int8')})`;
  const counts = opts.counts
    ? sql`blocks = h.blocks + EXCLUDED.blocks, txs = h.txs + EXCLUDED.txs, fees = h.fees + EXCLUDED.fees,`
    : sql``;
  await sql`
    INSERT INTO chain_hourly_stats AS h ${INSERT_COLUMNS} ${aggregateSql(chain, where)}
    ON CONFLICT (chain, hour) DO UPDATE SET ${counts}
      value_sum = h.value_sum + EXCLUDED.value_sum, gas_price_sum = h.gas_price_sum + EXCLUDED.gas_price_sum,
      gas_used = h.gas_used + EXCLUDED.gas_used, size_sum = h.size_sum + EXCLUDED.size_sum, weight_sum = h.weight_sum + EXCLUDED.weight_sum,
      first_ts = LEAST(h.first_ts, EXCLUDED.first_ts), last_ts = GREATEST(h.last_ts, EXCLUDED.last_ts),
      difficulty = CASE WHEN h.last_height IS NULL OR EXCLUDED.last_height > h.last_height THEN EXCLUDED.difficulty ELSE h.difficulty END,
      last_height = GREATEST(h.last_height, EXCLUDED.last_height)`.execute(trx);
}

/**
 * Before a rollback to `height` (the rows above it still stored): the hours the removed blocks fall
 * in are recomputed from the blocks at or below `height`; an hour left without blocks loses its row
 * (with `counts: false` the family's own step removes it).
 */
export async function recomputeHourlyStatsBelow(
  trx: Kysely<DB>,
  chain: ChainId,
  height: number,
  opts: HourlyStatsOptions,
): Promise<void> {
  const touched = await sql<{ hour: number }>`
    SELECT DISTINCT ${HOUR} AS hour FROM blocks b WHERE b.chain = ${chainKey(chain)} AND b.height > ${height}`.execute(
    trx,
  );
  const hours = touched.rows.map((r) => Number(r.hour));
  if (hours.length === 0) return;
  const hourArray = columnArraySql(hours, 'int8');
  const from = sql`unnest(${hourArray}) AS t(hour) JOIN blocks b ON b.chain = ${chainKey(chain)} AND b.timestamp >= t.hour AND b.timestamp < t.hour + 3600`;
  const where = sql`b.height <= ${height}`;
  if (opts.counts) {
    await sql`DELETE FROM chain_hourly_stats WHERE chain = ${chain} AND hour = ANY(${hourArray})`.execute(
      trx,
    );
    await sql`INSERT INTO chain_hourly_stats ${INSERT_COLUMNS} ${aggregateSql(chain, where, from)}`.execute(trx);
    return;
  }
  await sql`
    INSERT INTO chain_hourly_stats AS h ${INSERT_COLUMNS} ${aggregateSql(chain, where, from)}
    ON CONFLICT (chain, hour) DO UPDATE SET
      value_sum = EXCLUDED.value_sum, gas_price_sum = EXCLUDED.gas_price_sum, gas_used = EXCLUDED.gas_used,
      size_sum = EXCLUDED.size_sum, weight_sum = EXCLUDED.weight_sum, first_ts = EXCLUDED.first_ts, last_ts = EXCLUDED.last_ts,
      last_height = EXCLUDED.last_height, difficulty = EXCLUDED.difficulty`.execute(trx);
}
