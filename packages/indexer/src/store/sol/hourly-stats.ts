/**
 * chain_hourly_stats (migration 008): per-hour block, transaction, vote, failure and fee sums and a
 * sketch of the hour's addresses, kept at ingest so a day of figures is 25 rows to read. A batch
 * adds its blocks' figures (sketches merged: the register-wise maximum); a rollback subtracts the
 * removed blocks' sums. A sketch cannot forget: the addresses of orphaned blocks stay in their
 * hour's estimate (a reorg is a few slots; the estimate is ±3 % anyway).
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, mergeSketch, sketchFromHex, sketchToHex, type ChainId } from '@explorer/core';
import type { DB } from '@explorer/db';

export interface HourFigures {
  /** unix seconds, a multiple of 3600 */
  hour: number;
  txs: number;
  voteTxs: number;
  failedTxs: number;
  /** lamports */
  fees: string;
  /** distinct-sketch of the block's addresses, hex */
  sketch: string;
}

interface HourSum {
  hour: number;
  blocks: number;
  txs: number;
  voteTxs: number;
  failedTxs: number;
  fees: bigint;
  sketch: Uint8Array;
}

export async function addToHourlyStats(trx: Kysely<DB>, chain: ChainId, figures: readonly HourFigures[]): Promise<void> {
  const sums = new Map<number, HourSum>();
  for (const f of figures) {
    let s = sums.get(f.hour);
    if (!s) sums.set(f.hour, (s = { hour: f.hour, blocks: 0, txs: 0, voteTxs: 0, failedTxs: 0, fees: 0n, sketch: sketchFromHex(f.sketch) }));
    else mergeSketch(s.sketch, sketchFromHex(f.sketch));
    s.blocks += 1;
    s.txs += f.txs;
    s.voteTxs += f.voteTxs;
    s.failedTxs += f.failedTxs;
    s.fees += BigInt(f.fees);
  }
  const hours = [...sums.keys()];
  const stored = await trx.selectFrom('chain_hourly_stats').select(['hour', 'address_sketch']).where('chain', '=', chain).where('hour', 'in', hours).execute();
  for (const row of stored) mergeSketch(sums.get(Number(row.hour))!.sketch, sketchFromHex(row.address_sketch));
  await trx
    .insertInto('chain_hourly_stats')
    .values(
      [...sums.values()].map((s) => ({
        chain,
        hour: s.hour,
        blocks: s.blocks,
        txs: s.txs,
        vote_txs: s.voteTxs,
        failed_txs: s.failedTxs,
        fees: s.fees.toString(),
        address_sketch: sketchToHex(s.sketch),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['chain', 'hour']).doUpdateSet({
        blocks: sql`chain_hourly_stats.blocks + EXCLUDED.blocks`,
        txs: sql`chain_hourly_stats.txs + EXCLUDED.txs`,
        vote_txs: sql`chain_hourly_stats.vote_txs + EXCLUDED.vote_txs`,
        failed_txs: sql`chain_hourly_stats.failed_txs + EXCLUDED.failed_txs`,
        fees: sql`chain_hourly_stats.fees + EXCLUDED.fees`,
        address_sketch: sql`EXCLUDED.address_sketch`,
      }),
    )
    .execute();
}

/** Subtracts the figures of the chain's blocks above `height` (still stored) from their hours. */
export async function subtractFromHourlyStats(trx: Kysely<DB>, chain: ChainId, height: number): Promise<void> {
  await sql`
    UPDATE chain_hourly_stats AS h
    SET blocks = h.blocks - g.blocks, txs = h.txs - g.txs, vote_txs = h.vote_txs - g.vote_txs,
        failed_txs = h.failed_txs - g.failed_txs, fees = h.fees - g.fees
    FROM (
      SELECT timestamp - timestamp % 3600 AS hour, count(*)::int AS blocks, sum(tx_count)::bigint AS txs,
             sum((extra->>'vote_tx_count')::bigint)::bigint AS vote_txs, sum((extra->>'failed_tx_count')::bigint)::bigint AS failed_txs,
             sum((extra->>'total_fees')::numeric) AS fees
      FROM blocks WHERE chain = ${chainKey(chain)} AND height > ${height}
      GROUP BY 1
    ) AS g
    WHERE h.chain = ${chain} AND h.hour = g.hour`.execute(trx);
  await trx.deleteFrom('chain_hourly_stats').where('chain', '=', chain).where('blocks', '<=', 0).execute();
}
