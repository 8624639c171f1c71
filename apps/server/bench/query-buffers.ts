/**
 * The database pages one request touches, a figure that does not move with the machine's load: the
 * SQL a request sends is captured as Kysely compiles it (@explorer/db/testing's captureQueries),
 * then each statement runs again under EXPLAIN (ANALYZE, BUFFERS) and its shared pages (hit + read)
 * are added up. A statement that only sets a planner option for its transaction (SET LOCAL) is
 * applied to the statement after it, as the request ran it. A read that is an index probe touches
 * about as many pages at any chain size; a scan touches more as the chain grows. The same plans
 * name the sequential scans (explainQueries): a Seq Scan on a table that grows with the chain is a
 * read whose time grows with it.
 */
import { sql, type DB } from '@explorer/db';
import type { CompiledQuery, Kysely } from 'kysely';

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** the tables that grow with the chain (a partition of one is named <table>_c<key>_<height> or <table>_default) */
export const GROWING_TABLES = [
  'blocks',
  'evm_transactions',
  'evm_logs',
  'parsed_results',
  'contracts',
  'address_activity',
  'address_summary',
  'btc_transactions',
  'btc_outputs',
  'btc_inputs',
  'sol_transactions',
  'sol_events',
  'sol_mint_changes',
  'sol_mints',
  'hourly_stats',
];
const GROWING = new RegExp(`^(${GROWING_TABLES.join('|')})(_c\\d+_\\d+|_default)?$`);

export interface Explained {
  /** shared pages hit + read by the statements */
  pages: number;
  /** the growing tables (or partitions) of more than SMALL_RELATION pages some statement reads with a Seq Scan */
  seqScans: string[];
  /** the same on relations of at most SMALL_RELATION pages (a partition made ahead and still empty, a tiny chain): the planner's right choice there */
  smallSeqScans: string[];
}

/** a relation this small is read whole faster than through an index: a Seq Scan of it is not a scan that grows */
export const SMALL_RELATION = 8;

function seqScansOf(node: PlanNode, out: Set<string>): void {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && GROWING.test(node['Relation Name'])) out.add(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOf(child, out);
}

/** the statements re-run under EXPLAIN (ANALYZE, BUFFERS): pages touched and sequential scans of growing tables */
export async function explainQueries(db: Kysely<DB>, queries: readonly CompiledQuery[]): Promise<Explained> {
  let pages = 0;
  const seqScans = new Set<string>();
  let setting: CompiledQuery | null = null;
  for (const q of queries) {
    if (/^\s*SET\s+LOCAL\b/i.test(q.sql)) {
      setting = q;
      continue;
    }
    if (!/^\s*(SELECT|WITH)\b/i.test(q.sql)) continue;
    const explain = { ...q, sql: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.sql}` };
    const before = setting;
    const rows = await db.transaction().execute(async (trx) => {
      if (before) await trx.getExecutor().executeQuery(before);
      return (await trx.getExecutor().executeQuery<{ 'QUERY PLAN': unknown }>(explain)).rows;
    });
    setting = null;
    const raw = rows[0]!['QUERY PLAN'];
    const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
    pages += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    seqScansOf(plan, seqScans);
    // BENCH_DEBUG_SEQ=1: name the statement behind each Seq Scan (to find the query a verdict is about)
    if (process.env.BENCH_DEBUG_SEQ) {
      const own = new Set<string>();
      seqScansOf(plan, own);
      if (own.size) console.error('Seq Scan of', [...own].join(', '), 'in:', q.sql.slice(0, 600));
    }
  }
  const sizes = new Map<string, number>();
  if (seqScans.size) {
    const names = [...seqScans];
    const { rows } = await sql<{ relname: string; pages: number }>`
      SELECT relname, (pg_relation_size(oid) / current_setting('block_size')::int)::int AS pages FROM pg_class WHERE relname = ANY(${names})`.execute(db);
    for (const r of rows) sizes.set(r.relname, Number(r.pages));
  }
  const big = [...seqScans].filter((t) => (sizes.get(t) ?? 0) > SMALL_RELATION).sort();
  return { pages, seqScans: big, smallSeqScans: [...seqScans].filter((t) => !big.includes(t)).sort() };
}

/** shared pages hit + read by the statements, each re-run under EXPLAIN (ANALYZE, BUFFERS) */
export async function pagesTouched(db: Kysely<DB>, queries: readonly CompiledQuery[]): Promise<number> {
  return (await explainQueries(db, queries)).pages;
}
