/**
 * Parsed results at ingest: the batch's transactions and logs of contracts that have active parser
 * configs (only those: a prepared block lists the addresses it touches) are parsed (chains/evm/parse)
 * into parsed_results, in the batch's DB transaction. The configs are read under the chain's parser
 * advisory lock, which a config save also takes: a batch uses either the configs before a change or
 * the ones after it, never a mix, and the re-parse job a change starts covers every batch before it.
 * The re-parse job (families/evm/reparse-task.ts) writes the same rows through readParseInputs and parseRows;
 * at ingest the inputs come from the batch's encoded rows (parse-inputs.ts), the same transactions and logs.
 */
import { sql, type Kysely } from 'kysely';
import { chainKey, ParserConfigSchema, type ChainId, type ParserConfig } from '@explorer/core';
import { bytea, lockParserConfigs, type DB } from '@explorer/db';
import { applyParserConfigs, type ParseLog } from '../../chains/evm/parse';
import type { TableSpec } from '../table-spec';
import { insertUnnest } from '../unnest-insert';
import { parseInputsOfBlocks, type EncodedBlock, type StoredTx } from './parse-inputs';

/** a parsed_results row as the store writes it (migrations 011, 025): chain key, contract as BYTEA input text '\x…' */
export interface ParsedResultRow {
  chain: number;
  block_height: number;
  tx_index: number;
  seq: number;
  contract: string;
  config_id: number | null;
  source: 'input' | 'log';
  log_index: number | null;
  from_address: string | null;
  to_address: string | null;
  amount_wei: string | null;
  token_symbol: string | null;
}

export const PARSED_RESULTS: TableSpec<ParsedResultRow> = {
  table: 'parsed_results',
  columns: [
    ['chain', 'int2'], ['block_height', 'int8'], ['tx_index', 'int4'], ['seq', 'int4'], ['contract', 'bytea'], ['config_id', 'int8'], ['source', 'text'],
    ['log_index', 'int4'], ['from_address', 'text'], ['to_address', 'text'], ['amount_wei', 'numeric'], ['token_symbol', 'text'],
  ],
};

export interface ContractConfigs {
  configs: Map<string, ParserConfig[]>;
  symbols: Map<string, string | null>;
}

/** Active configs of a chain by contract address (a stored config that no longer validates is skipped). */
async function readActiveConfigs(trx: Kysely<DB>, chain: string, contracts?: readonly string[]): Promise<Map<string, ParserConfig[]>> {
  let q = trx.selectFrom('parser_configs').selectAll().where('chain', '=', chain).where('is_active', '=', true);
  if (contracts) q = q.where('contract_address', 'in', [...contracts]);
  const rows = await q.orderBy('priority', 'desc').orderBy('id').execute();
  const configs = new Map<string, ParserConfig[]>();
  for (const r of rows) {
    const parsed = ParserConfigSchema.safeParse({ ...r, id: Number(r.id) });
    if (!parsed.success) continue;
    const list = configs.get(r.contract_address) ?? [];
    list.push(parsed.data);
    configs.set(r.contract_address, list);
  }
  return configs;
}

/** The token symbol of each contract: its coin config's, else the contracts row's. */
async function readSymbols(trx: Kysely<DB>, chain: string, addresses: readonly string[]): Promise<Map<string, string | null>> {
  const symbols = new Map<string, string | null>();
  if (addresses.length === 0) return symbols;
  const [coins, contractRows] = await Promise.all([
    trx.selectFrom('coin_configs').select(['contract_addr', 'symbol']).where('chain', '=', chain).where('contract_addr', 'in', [...addresses]).execute(),
    trx.selectFrom('contracts').select(['address', 'symbol']).where('chain', '=', chain).where('address', 'in', [...addresses]).execute(),
  ]);
  for (const c of contractRows) symbols.set(c.address, c.symbol);
  for (const c of coins) symbols.set(c.contract_addr, c.symbol);
  return symbols;
}

/** Active configs of a chain by contract address, with each contract's token symbol. */
export async function loadActiveConfigs(trx: Kysely<DB>, chain: string, contracts?: readonly string[]): Promise<ContractConfigs> {
  if (contracts && contracts.length === 0) return { configs: new Map(), symbols: new Map() };
  const configs = await readActiveConfigs(trx, chain, contracts);
  return { configs, symbols: await readSymbols(trx, chain, [...configs.keys()]) };
}

/**
 * A chain's active configs as the last batch read them, and the version they were read at: the
 * batches between two config changes (most of them) read one aggregate instead of every config,
 * and the engine's prepared configs (kept per list) carry over.
 */
const ACTIVE = new Map<string, { version: string; configs: Map<string, ParserConfig[]> }>();

async function activeConfigs(trx: Kysely<DB>, chain: string): Promise<Map<string, ParserConfig[]>> {
  // a save inserts (count, ids) or updates (m_time, to the microsecond); the cache is per process and
  // chain, so the version also tells one database's configs from another's
  const { rows } = await sql<{ version: string }>`
    SELECT count(*)::text || ':' || coalesce(sum(id), 0)::text || ':' || coalesce(max(m_time)::text, '') AS version
    FROM parser_configs WHERE chain = ${chain}`.execute(trx);
  const version = rows[0]!.version;
  const cached = ACTIVE.get(chain);
  if (cached?.version === version) return cached.configs;
  const configs = await readActiveConfigs(trx, chain);
  ACTIVE.set(chain, { version, configs });
  return configs;
}

/** Parses stored transactions (with the logs given) by the contracts' configs into rows. */
export function parseRows(chain: ChainId, txs: readonly StoredTx[], logs: Map<string, ParseLog[]>, cc: ContractConfigs, only?: string): ParsedResultRow[] {
  const out: ParsedResultRow[] = [];
  const key = chainKey(chain);
  for (const tx of txs) {
    const txLogs = logs.get(`${tx.block_height}:${tx.tx_index}`) ?? [];
    const involved = new Set<string>();
    if (tx.to_addr && cc.configs.has(tx.to_addr)) involved.add(tx.to_addr);
    for (const l of txLogs) if (cc.configs.has(l.address)) involved.add(l.address);
    for (const contract of involved) {
      if (only !== undefined && contract !== only) continue;
      // the engine matches input configs to tx.to and event configs to each log's address
      const results = applyParserConfigs({ to: tx.to_addr, from: tx.from_addr, input: tx.input ?? '0x', logs: txLogs }, cc.configs.get(contract)!, { symbol: cc.symbols.get(contract) ?? null });
      let seq = 0;
      const contractBytes = bytea(contract);
      for (const r of results) {
        out.push({
          chain: key,
          block_height: tx.block_height,
          tx_index: tx.tx_index,
          seq: seq++,
          contract: contractBytes,
          config_id: r.config_id ?? null,
          source: r.source,
          log_index: r.log_index ?? null,
          from_address: r.from_address,
          to_address: r.to_address,
          amount_wei: r.amount_wei,
          token_symbol: r.token_symbol,
        });
      }
    }
  }
  return out;
}

/**
 * The stored transactions in [from, to] that call one of `contracts` or hold a log of one, with those
 * logs (a config reads its own contract's logs only: input configs match the called contract, event
 * configs the log's address).
 */
export async function readParseInputs(trx: Kysely<DB>, chain: ChainId, from: number, to: number, contracts: readonly string[]): Promise<{ txs: StoredTx[]; logs: Map<string, ParseLog[]> }> {
  const key = chainKey(chain);
  const contractBytes = contracts.map((c) => bytea(c));
  const logRows = await trx
    .selectFrom('evm_logs')
    .select(['block_height', 'tx_index', 'log_index', 'address', 'topic0', 'topic1', 'topic2', 'topic3', 'data'])
    .where('chain', '=', key)
    .where('block_height', '>=', from)
    .where('block_height', '<=', to)
    .where('address', 'in', contractBytes)
    .orderBy('block_height')
    .orderBy('log_index')
    .execute();
  const logs = new Map<string, ParseLog[]>();
  for (const l of logRows) {
    const key = `${l.block_height}:${l.tx_index}`;
    const list = logs.get(key) ?? [];
    list.push({ address: l.address, topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null), data: l.data, logIndex: l.log_index });
    logs.set(key, list);
  }
  // the range's transactions are few (a batch, a re-parse window): all are read without their input
  // but for the calls to the contracts and filtered here (a semi-join on the logs costs PostgreSQL more)
  const wanted = new Set(contracts);
  const txRows = await trx
    .selectFrom('evm_transactions')
    .select((eb) => ['block_height', 'tx_index', 'from_addr', 'to_addr', eb.case().when('to_addr', 'in', contractBytes).then(eb.ref('input')).else(null).end().as('input')])
    .where('chain', '=', key)
    .where('block_height', '>=', from)
    .where('block_height', '<=', to)
    .orderBy('block_height')
    .orderBy('tx_index')
    .execute();
  const txs = txRows.filter((t) => (t.to_addr !== null && wanted.has(t.to_addr)) || logs.has(`${t.block_height}:${t.tx_index}`));
  return { txs, logs };
}

/**
 * At ingest: the batch's parsed results, for the contracts with active configs among the addresses its
 * blocks touch, parsed from the batch's encoded rows (parse-inputs.ts: what readParseInputs would read back).
 */
export async function parseBatch(trx: Kysely<DB>, chain: ChainId, blocks: readonly (EncodedBlock & { touched: readonly string[] })[]): Promise<void> {
  if (blocks.length === 0) return;
  await lockParserConfigs(trx, chain);
  const all = await activeConfigs(trx, chain);
  if (all.size === 0) return;
  const touched = new Set(blocks.flatMap((b) => b.touched));
  const matched = [...all.keys()].filter((a) => touched.has(a));
  if (matched.length === 0) return;
  const cc: ContractConfigs = { configs: new Map(matched.map((a) => [a, all.get(a)!])), symbols: await readSymbols(trx, chain, matched) };
  const { txs, logs } = parseInputsOfBlocks(blocks, new Set(matched));
  await insertUnnest(trx, PARSED_RESULTS, parseRows(chain, txs, logs, cc));
}
