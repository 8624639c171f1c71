/**
 * The partitions of the chain-data tables (migration 029): each table is partitioned by RANGE (chain,
 * height) in spans of the chain registry's partitionSpan. Before rows of a height are written its
 * partitions must exist (else the rows land in the table's DEFAULT partition, which works but is
 * never dropped whole): ensurePartitions makes those of the given heights and of the span after the
 * highest, and remembers per database handle which spans exist, so a batch whose spans are known
 * costs no query. Several processes may make the same partition: the SQL function serialises the
 * ones that make partitions under an advisory lock and skips what exists; a call that finds them all
 * takes no lock.
 */
import { sql, type Kysely } from 'kysely';
import { CHAINS, type ChainId } from '@explorer/core';
import type { DB } from './schema';

interface ChainPartitions {
  span: number;
  /** first heights of the spans known to exist */
  made: Set<number>;
}

const known = new WeakMap<object, Map<string, ChainPartitions>>();

/** the span a chain's partitions are made with when it has none yet: the override, else the registry's */
export interface PartitionOptions {
  span?: number;
}

function cacheOf(db: Kysely<DB>): Map<string, ChainPartitions> {
  // a transaction's Kysely is a new object each time: remember per the root handle's query executor's pool
  const owner = (db.getExecutor().adapter as object | undefined) ?? db;
  let map = known.get(owner);
  if (!map) {
    map = new Map();
    known.set(owner, map);
  }
  return map;
}

/**
 * Makes the partitions of `heights` (and of the next span) for the chain's tables, unless this process
 * knows they exist. Runs in `db`: a transaction that makes one holds the advisory lock and the new
 * partition's locks until it ends, so the indexer calls it before a batch's transaction (the store
 * calls it again inside, where it is then answered from memory).
 */
export async function ensurePartitions(db: Kysely<DB>, chain: ChainId, heights: readonly number[], opts: PartitionOptions = {}): Promise<void> {
  if (heights.length === 0) return;
  const info = CHAINS[chain];
  const cache = cacheOf(db);
  const entry = cache.get(chain);
  let top = -1;
  for (const h of heights) if (h > top) top = h;
  if (entry) {
    const span = entry.span;
    const needed = new Set(heights.filter((h) => h >= 0).map((h) => Math.floor(h / span) * span));
    if (top >= 0) needed.add((Math.floor(top / span) + 1) * span);
    if ([...needed].every((start) => entry.made.has(start))) return;
  }
  const wanted = heights.filter((h) => h >= 0);
  if (wanted.length === 0) return;
  const { rows } = await sql<{ span: string | number }>`
    SELECT explorer_ensure_partitions(${info.key}::smallint, ${chain}, ${info.family}, ${opts.span ?? info.partitionSpan}::bigint, ${sql.val(wanted)}::bigint[]) AS span`.execute(db);
  const span = Number(rows[0]!.span);
  // what a transaction made is known only once it commits: remembered from calls outside one
  if (db.isTransaction) return;
  const made = entry && entry.span === span ? entry.made : new Set<number>();
  for (const h of wanted) made.add(Math.floor(h / span) * span);
  made.add((Math.floor(top / span) + 1) * span);
  cache.set(chain, { span, made });
}

/** Forgets what this process knows of the chain's partitions (after they were dropped). */
export function forgetPartitions(db: Kysely<DB>, chain: ChainId): void {
  cacheOf(db).delete(chain);
}
