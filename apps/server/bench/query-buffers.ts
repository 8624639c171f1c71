/**
 * The database pages one request touches, a figure that does not move with the machine's load: the
 * SQL a request sends is captured as Kysely compiles it (@explorer/db/testing's captureQueries),
 * then each statement runs again under EXPLAIN (ANALYZE, BUFFERS) and its shared pages (hit + read)
 * are added up. A statement that only sets a planner option for its transaction (SET LOCAL) is
 * applied to the statement after it, as the request ran it. A read that is an index probe touches
 * about as many pages at any chain size; a scan touches more as the chain grows.
 */
import type { DB } from '@explorer/db';
import type { CompiledQuery, Kysely } from 'kysely';

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

/** shared pages hit + read by the statements, each re-run under EXPLAIN (ANALYZE, BUFFERS) */
export async function pagesTouched(db: Kysely<DB>, queries: readonly CompiledQuery[]): Promise<number> {
  let pages = 0;
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
  }
  return pages;
}
