/**
 * The parse engine (spec part 2 §3 "Parsed transaction result"): a transaction's input data and
 * logs read by its contracts' parser configs into { from_address, to_address, amount_wei,
 * token_symbol } rows. Pure and total — the indexer calls it at ingest, so no input or config makes
 * it throw: a config that cannot be applied, or data too short for it, gives no row (and a reason).
 *
 * Matching: active configs only, highest priority first (then lower id, then the order given).
 * The input data goes to the first config of the tx's `to` contract whose function_signature is the
 * input's selector and that reads it; each log to the first config of the log's contract whose
 * event_signature is the log's topic0 and that reads it. logs_parser_type says which of the two a
 * config takes part in. Rows: the input's first, then the logs' in log order.
 */
import type { ParserConfig } from '@explorer/core';
import { hexDigits, readParam, readTopic, type Read } from './hex-reader';
import {
  byPriority,
  prepareConfig,
  type InputSide,
  type LogSide,
  type PreparedConfig,
  type Rules,
} from './prepared-config';

export interface ParseLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: number;
}

export interface ParseInput {
  /** the called contract (null for a contract creation) */
  to: string | null;
  /** the sender: the from_address of an input row whose config names no from parameter */
  from?: string | null;
  /** call data, 0x hex */
  input: string;
  logs: ParseLog[];
}

export interface ParsedResult {
  from_address: string | null;
  to_address: string | null;
  /** base units, decimal */
  amount_wei: string | null;
  token_symbol: string | null;
  source: 'input' | 'log';
  config_id?: number;
  log_index?: number;
  /** every parameter read, by name */
  data?: Record<string, string>;
}

export interface SkippedConfig {
  source: 'config' | 'input' | 'log';
  config_id?: number;
  log_index?: number;
  reason: string;
}

export interface ParseOutcome {
  results: ParsedResult[];
  skipped: SkippedConfig[];
}

type Values = Record<string, string>;
type ReadAll = { ok: true; values: Values } | { ok: false; reason: string };

function readAll(reads: { name: string; read: () => Read }[]): ReadAll {
  const values: Values = {};
  for (const { name, read } of reads) {
    const r = read();
    if (!r.ok) return { ok: false, reason: `${name}: ${r.reason}` };
    values[name] = r.value;
  }
  return { ok: true, values };
}

function readInput(side: InputSide, args: string): ReadAll {
  return readAll(
    side.params.map((p) => ({ name: p.name, read: () => readParam(args, p.type, p.offset, p.length) })),
  );
}

function readLog(side: LogSide, log: ParseLog): ReadAll {
  const data = hexDigits(log.data);
  if (data === null) return { ok: false, reason: 'log data 不是十六进制' };
  return readAll(
    side.params.map((p) => ({
      name: p.name,
      read: () =>
        p.topic !== null ? readTopic(log.topics[p.topic], p.type) : readParam(data, p.type, p.word! * 32, 32),
    })),
  );
}

const pick = (values: Values, rules: Rules, ...keys: string[]): string | null => {
  for (const k of keys) {
    const name = rules[k];
    if (name !== undefined && values[name] !== undefined) return values[name];
  }
  return null;
};

const amountOf = (values: Values, rules: Rules, exponent: number): string | null => {
  const raw = pick(values, rules, 'extract_amount');
  return raw === null ? null : (BigInt(raw) * 10n ** BigInt(exponent)).toString();
};

const lowerAddress = (v: unknown): string | null =>
  typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v) ? v.toLowerCase() : null;

const withData = (values: Values) => (Object.keys(values).length > 0 ? { data: values } : {});
const withId = (id: number | undefined) => (id === undefined ? {} : { config_id: id });

function parseInputData(
  tx: ParseInput,
  configs: PreparedConfig[],
  symbol: string | null,
  skipped: SkippedConfig[],
): ParsedResult | null {
  const to = lowerAddress(tx.to);
  const mine = configs.filter((c) => c.input !== null && c.contract === to);
  if (mine.length === 0) return null;
  const digits = hexDigits(tx.input);
  if (digits === null || digits.length < 8) {
    skipped.push({
      source: 'input',
      reason: digits === null ? 'input 不是偶数长度的 0x 十六进制' : 'input 不足 4 字节',
    });
    return null;
  }
  const selector = `0x${digits.slice(0, 8)}`;
  const args = digits.slice(8);
  for (const c of mine) {
    const side = c.input!;
    if (side.selector !== selector) continue;
    const read = readInput(side, args);
    if (!read.ok) {
      skipped.push({ source: 'input', ...withId(c.id), reason: read.reason });
      continue;
    }
    const { values } = read;
    return {
      from_address: pick(values, side.rules, 'extract_from_address') ?? lowerAddress(tx.from),
      to_address: pick(values, side.rules, 'extract_to_address'),
      amount_wei: amountOf(values, side.rules, side.exponent),
      token_symbol: symbol,
      source: 'input',
      ...withId(c.id),
      ...withData(values),
    };
  }
  return null;
}

function parseLog(
  log: ParseLog,
  configs: PreparedConfig[],
  symbol: string | null,
  skipped: SkippedConfig[],
): ParsedResult | null {
  if (typeof log !== 'object' || log === null || !Array.isArray(log.topics)) return null;
  const address = lowerAddress(log.address);
  const topic0 = typeof log.topics[0] === 'string' ? log.topics[0].toLowerCase() : null;
  const logIndex = typeof log.logIndex === 'number' ? { log_index: log.logIndex } : {};
  for (const c of configs) {
    const side = c.log;
    if (side === null || c.contract !== address || side.topic0 !== topic0) continue;
    const read = readLog(side, log);
    if (!read.ok) {
      skipped.push({ source: 'log', ...withId(c.id), ...logIndex, reason: read.reason });
      continue;
    }
    const { values } = read;
    return {
      from_address: pick(values, side.rules, 'extract_from_address', 'extract_owner_address'),
      to_address: pick(values, side.rules, 'extract_to_address', 'extract_spender_address'),
      amount_wei: amountOf(values, side.rules, side.exponent),
      token_symbol: symbol,
      source: 'log',
      ...withId(c.id),
      ...logIndex,
      ...withData(values),
    };
  }
  return null;
}

function prepareAll(configs: unknown, skipped: SkippedConfig[]): PreparedConfig[] {
  const prepared: PreparedConfig[] = [];
  (Array.isArray(configs) ? configs : []).forEach((config, i) => {
    let p: ReturnType<typeof prepareConfig>;
    try {
      p = prepareConfig(config, i);
    } catch (e) {
      p = { problem: `配置无法读取: ${(e as Error)?.message ?? String(e)}`, id: undefined };
    }
    if (p === null) return;
    if ('problem' in p) return void skipped.push({ source: 'config', ...withId(p.id), reason: p.problem });
    for (const reason of p.problems) skipped.push({ source: 'config', ...withId(p.id), reason });
    if (p.input || p.log) prepared.push(p);
  });
  return prepared.sort(byPriority);
}

/**
 * Prepared configs by list: the indexer parses a batch's transactions with the same list per
 * contract, so each list is prepared once (a list and its configs are read once: change them by
 * passing a new list).
 */
const PREPARED = new WeakMap<readonly ParserConfig[], { prepared: PreparedConfig[]; skipped: SkippedConfig[] }>();

function preparedFor(configs: readonly ParserConfig[]): { prepared: PreparedConfig[]; skipped: SkippedConfig[] } {
  if (!Array.isArray(configs)) return { prepared: prepareAll(configs, []), skipped: [] };
  let entry = PREPARED.get(configs);
  if (!entry) {
    const skipped: SkippedConfig[] = [];
    entry = { prepared: prepareAll(configs, skipped), skipped };
    PREPARED.set(configs, entry);
  }
  return entry;
}

/** The parsed rows of a transaction and the reasons configs gave none. Never throws. */
export function parseTransaction(
  tx: ParseInput,
  configs: readonly ParserConfig[],
  token?: { symbol: string | null } | null,
): ParseOutcome {
  const skipped: SkippedConfig[] = [];
  const results: ParsedResult[] = [];
  try {
    const ready = preparedFor(configs);
    skipped.push(...ready.skipped);
    const prepared = ready.prepared;
    if (prepared.length === 0 || typeof tx !== 'object' || tx === null) return { results, skipped };
    const symbol = typeof token?.symbol === 'string' ? token.symbol : null;
    const fromInput = parseInputData(tx, prepared, symbol, skipped);
    if (fromInput) results.push(fromInput);
    const logs = Array.isArray(tx.logs)
      ? [...tx.logs].sort((a, b) => (a?.logIndex ?? 0) - (b?.logIndex ?? 0))
      : [];
    for (const log of logs) {
      const row = parseLog(log, prepared, symbol, skipped);
      if (row) results.push(row);
    }
  } catch (e) {
    // a bug or a hostile object (a throwing getter): no rows rather than a failed ingest
    skipped.push({ source: 'config', reason: `解析失败: ${e instanceof Error ? e.message : String(e)}` });
  }
  return { results, skipped };
}

/** The parsed rows of a transaction (see parseTransaction for the reasons of configs that gave none). */
export function applyParserConfigs(
  tx: ParseInput,
  configs: readonly ParserConfig[],
  token?: { symbol: string | null } | null,
): ParsedResult[] {
  return parseTransaction(tx, configs, token).results;
}
