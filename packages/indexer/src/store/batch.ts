/**
 * The steps of a batch write every family shares, inside the caller's transaction: the blocks rows
 * with their running transaction totals, then counters, checkpoint and the live NOTIFYs — sent in
 * the same transaction, so PostgreSQL delivers them only once the data they announce is committed.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, LIVE_CHANNEL, type ChainId } from '@explorer/core';
import { ensurePartitions, type DB } from '@explorer/db';
import { blockHashCodec } from './block-hash';
import { writeCheckpoint } from './checkpoints';
import { batchLiveMessages, highestBlock, type AnnouncedBlock, type ChainTotals, type WriteOptions } from './live-messages';
import type { PgArrayType, TableSpec } from './table-spec';
import { insertUnnest } from './unnest-insert';

interface CountedRow {
  height: number;
  tx_count: number;
}

/**
 * The columns of a `blocks` row every family fills (amounts in base units as decimal strings). chain,
 * hash and parent_hash are the family's forms (chain id, its hash text): insertBlockRows stores them
 * as the chain's key and bytes (migration 024).
 */
export interface BlockRowBase extends CountedRow {
  chain: string;
  hash: string;
  parent_hash: string;
  timestamp: number;
  miner: string | null;
  size: number;
  /** transactions indexed up to and including this block */
  tx_total: number;
  miner_tip: string;
  burned: string;
  /** Σ native value moved by the block's transactions */
  value_sum: string;
}

/** Block rows with their running transaction totals, counted in height order from `txTotalBefore`. */
export function withTxTotals<R extends CountedRow>(rows: readonly R[], txTotalBefore: number): (R & { tx_total: number })[] {
  const totals = new Map<number, number>();
  let running = txTotalBefore;
  for (const row of [...rows].sort((a, b) => a.height - b.height)) {
    running += row.tx_count;
    totals.set(row.height, running);
  }
  return rows.map((row) => ({ ...row, tx_total: totals.get(row.height)! }));
}

/** tx_total of the highest stored block below `height` (0 when the batch starts the chain's data). */
async function txTotalBelow(trx: Kysely<DB>, chain: ChainId, height: number): Promise<number> {
  const below = await trx.selectFrom('blocks').select('tx_total').where('chain', '=', chainKey(chain)).where('height', '<', height).orderBy('height', 'desc').limit(1).executeTakeFirst();
  return below?.tx_total ?? 0;
}

/** the columns insertBlockRows converts: their stored types whatever the family's spec says */
const STORED_TYPES: Readonly<Record<string, PgArrayType>> = { chain: 'int2', hash: 'bytea', parent_hash: 'bytea' };

/**
 * The batch's blocks rows (a family's spec of the blocks table), tx_total counted on from what is
 * stored below; chain and the hashes go in as the chain's key and bytes. First the partitions of the
 * batch's heights are made if this process does not know them (the sync engine made them before the
 * transaction; a direct caller such as a seed makes them here).
 */
export async function insertBlockRows<R extends CountedRow & { hash: string; parent_hash: string }>(
  trx: Kysely<DB>,
  chain: ChainId,
  spec: TableSpec<R & { tx_total: number }>,
  rows: readonly R[],
): Promise<void> {
  const heights = rows.map((r) => r.height);
  await ensurePartitions(trx, chain, heights);
  const lowest = Math.min(...heights);
  const codec = blockHashCodec(chain);
  const key = chainKey(chain);
  const stored = withTxTotals(rows, await txTotalBelow(trx, chain, lowest)).map((r) => ({
    ...r,
    chain: key,
    hash: codec.toBytea(r.hash),
    parent_hash: codec.toBytea(r.parent_hash),
  }));
  const storedSpec = { table: spec.table, columns: spec.columns.map(([name, type]) => [name, STORED_TYPES[name] ?? type] as const) };
  await insertUnnest(trx, storedSpec as TableSpec<(typeof stored)[number]>, stored);
}

/** Counters, checkpoint (the batch's highest block) and live events. */
export async function finishBatch(trx: Kysely<DB>, chain: ChainId, blocks: readonly (AnnouncedBlock & { block: { txCount: number } })[], opts: WriteOptions): Promise<void> {
  const txCount = blocks.reduce((n, b) => n + b.block.txCount, 0);
  const totals = await addToCounters(trx, chain, blocks.length, txCount);
  const last = highestBlock(blocks);
  await writeCheckpoint(trx, chain, last.height, last.hash, opts.nodeHead);
  const payloads = batchLiveMessages(chain, blocks, totals, opts.notify ?? 'all', Date.now()).map((m) => JSON.stringify(m));
  if (payloads.length > 0) await sql`SELECT pg_notify(${LIVE_CHANNEL}, m) FROM unnest(${payloads}::text[]) AS m`.execute(trx);
}

export async function addToCounters(trx: Kysely<DB>, chain: ChainId, blocks: number, txs: number): Promise<ChainTotals> {
  const row = await trx
    .insertInto('chain_counters')
    .values({ chain, total_blocks: blocks, total_txs: txs })
    .onConflict((oc) =>
      oc.column('chain').doUpdateSet({
        total_blocks: sql`chain_counters.total_blocks + EXCLUDED.total_blocks`,
        total_txs: sql`chain_counters.total_txs + EXCLUDED.total_txs`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['total_blocks', 'total_txs'])
    .executeTakeFirstOrThrow();
  return { totalBlocks: row.total_blocks, totalTransactions: row.total_txs };
}
