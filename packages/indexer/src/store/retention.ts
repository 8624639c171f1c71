/**
 * Retention (<CHAIN>_RETENTION): removes a chain's data below its window by dropping whole partitions
 * (migration 029's explorer_prune_partitions) — blocks with their transactions, logs (and so token
 * transfers, a view of them), UTXOs, Solana events and mint history, parsed results and address
 * index entries. What is kept as totals stays: chain_counters, chain_hourly_stats (the statistics
 * pages' aggregates; their inputs, the blocks rows, go) and address_summary. The floor (nothing
 * below it is kept) is recorded in chain_retention.pruned_below for the API's 410 answers.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, type ChainId, type Retention } from '@explorer/core';
import type { DB } from '@explorer/db';

export interface PruneResult {
  /** the chain's floor after the call (0: nothing pruned) */
  prunedBelow: number;
  /** the floor moved up in this call */
  pruned: boolean;
}

/**
 * The lowest height the window keeps: the newest `blocks` heights, or the first block no older than
 * the duration counted back from the newest block's time. null: nothing stored.
 */
export async function retentionStart(db: Kysely<DB>, chain: ChainId, retention: Retention): Promise<number | null> {
  const key = chainKey(chain);
  const newest = await db.selectFrom('blocks').select(['height', 'timestamp']).where('chain', '=', key).orderBy('height', 'desc').limit(1).executeTakeFirst();
  if (!newest) return null;
  if (retention.kind === 'blocks') return Math.max(0, newest.height - retention.blocks + 1);
  const first = await db
    .selectFrom('blocks')
    .select('height')
    .where('chain', '=', key)
    .where('timestamp', '>=', newest.timestamp - retention.seconds)
    .orderBy('timestamp')
    .orderBy('height')
    .limit(1)
    .executeTakeFirst();
  return first?.height ?? newest.height;
}

/** The chain's recorded floor (0 when nothing was pruned). */
export async function prunedBelow(db: Kysely<DB>, chain: ChainId): Promise<number> {
  const row = await db.selectFrom('chain_retention').select('pruned_below').where('chain', '=', chainKey(chain)).executeTakeFirst();
  return row ? Number(row.pruned_below) : 0;
}

/**
 * Drops what is below `below` rounded down to the chain's partition span, in one short transaction.
 * The floor never goes down.
 */
export async function pruneBelow(db: Kysely<DB>, chain: ChainId, below: number): Promise<PruneResult> {
  const before = await prunedBelow(db, chain);
  const { rows } = await sql<{ floor: string | number }>`
    SELECT explorer_prune_partitions(${chainKey(chain)}::smallint, ${chain}, ${below}::bigint) AS floor`.execute(db);
  const floor = Number(rows[0]?.floor ?? 0);
  return { prunedBelow: floor, pruned: floor > before };
}

/** Applies the chain's retention now. */
export async function pruneChain(db: Kysely<DB>, chain: ChainId, retention: Retention): Promise<PruneResult> {
  const start = await retentionStart(db, chain, retention);
  if (start === null) return { prunedBelow: await prunedBelow(db, chain), pruned: false };
  return pruneBelow(db, chain, start);
}
