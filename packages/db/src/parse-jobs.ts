/**
 * What the server (a parser config save) and the indexer (a batch's parsing, a re-parse window) agree
 * on around parsed results: the chain's parser lock (transaction-scoped: config saves and parsing
 * take turns, so a batch reads either the configs before a change or after it) and the re-parse
 * queue (a change queues the contract's history; a job already open starts over).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export async function lockParserConfigs(trx: Kysely<DB>, chain: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`parser_configs:${chain}`}))`.execute(trx);
}

export async function queueReparse(trx: Kysely<DB>, chain: string, contract: string): Promise<void> {
  const open = await trx.selectFrom('parse_jobs').select('id').where('chain', '=', chain).where('contract', '=', contract).where('status', 'in', ['queued', 'running']).executeTakeFirst();
  if (open) {
    await trx.updateTable('parse_jobs').set({ status: 'queued', done_height: null, to_height: null, results: 0, updated_at: new Date() }).where('id', '=', open.id).execute();
    return;
  }
  await trx.insertInto('parse_jobs').values({ chain, contract }).execute();
}
