/**
 * What the server (a parser config save), the indexer (a batch's parsing, a re-parse window, the
 * default configs of a token it discovers) and the benchmarks agree on around parser configs: the
 * row a config is stored as, the chain's parser lock (transaction-scoped: config saves and parsing
 * take turns, so a batch reads either the configs before a change or after it) and the re-parse
 * queue (a change queues the contract's history; a job already open starts over).
 */
import type { ParserConfig } from '@explorer/core';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from './schema';

const JSON_FIELDS = ['param_config', 'parser_rules', 'logs_param_config', 'logs_parser_rules'] as const;
const TEXT_FIELDS = ['parser_type', 'function_signature', 'function_name', 'function_description', 'display_format', 'event_signature', 'event_name', 'event_description', 'logs_display_format'] as const;
/** every column a config's fields are stored in (what a save may change) */
export const PARSER_CONFIG_FIELDS = [...TEXT_FIELDS, ...JSON_FIELDS, 'is_active', 'priority', 'logs_parser_type'] as const;

/** The columns a checked config is stored with (text '' as NULL, lists and rules as JSON). */
export function parserConfigColumns(c: ParserConfig) {
  const out: Record<string, unknown> = { is_active: c.is_active, priority: c.priority, logs_parser_type: c.logs_parser_type };
  for (const k of JSON_FIELDS) out[k] = JSON.stringify(c[k] ?? (k.endsWith('rules') ? {} : []));
  for (const k of TEXT_FIELDS) out[k] = c[k] === '' || c[k] === undefined ? null : c[k];
  if (out.parser_type === null) out.parser_type = 'input_data';
  return out as Omit<Insertable<DB['parser_configs']>, 'chain' | 'contract_address' | 'source'>;
}

/** Inserts a contract's default configs unless it has configs already; true when it did (and queued the re-parse of its history). */
export async function ensureDefaultParserConfigs(trx: Kysely<DB>, chain: string, contract: string, defaults: readonly ParserConfig[]): Promise<boolean> {
  await lockParserConfigs(trx, chain);
  const has = await trx.selectFrom('parser_configs').select('id').where('chain', '=', chain).where('contract_address', '=', contract).limit(1).executeTakeFirst();
  if (has || defaults.length === 0) return false;
  await trx
    .insertInto('parser_configs')
    .values(defaults.map((c) => ({ chain, contract_address: contract, source: 'default' as const, ...parserConfigColumns(c) })))
    .execute();
  await queueReparse(trx, chain, contract);
  return true;
}

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
