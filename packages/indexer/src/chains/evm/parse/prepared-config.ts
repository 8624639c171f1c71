/**
 * A parser config checked for what the engine needs, field by field, without trusting its type: the
 * configs come from the database (or a caller) and may be of an older shape or malformed. A side
 * (input data, logs) that cannot be applied is dropped with its reason; the other side still runs.
 */
import { amountUnitExponent, PARAM_TYPES, type ParamType } from '@explorer/core';

export interface InputParam {
  name: string;
  type: ParamType;
  offset: number;
  length: number;
}

export interface LogParam {
  name: string;
  type: ParamType;
  topic: number | null;
  word: number | null;
}

/** rule → the name of the parameter it takes (only rules that are set) */
export type Rules = Partial<Record<string, string>>;

export interface InputSide {
  selector: string;
  params: InputParam[];
  rules: Rules;
  exponent: number;
}

export interface LogSide {
  topic0: string;
  params: LogParam[];
  rules: Rules;
  exponent: number;
}

export interface PreparedConfig {
  id: number | undefined;
  order: number;
  priority: number;
  contract: string;
  input: InputSide | null;
  log: LogSide | null;
  /** why a side the config asks for cannot be applied */
  problems: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isParamType = (v: unknown): v is ParamType =>
  typeof v === 'string' && (PARAM_TYPES as readonly string[]).includes(v);

const ADDRESS_RULES = [
  'extract_from_address',
  'extract_to_address',
  'extract_owner_address',
  'extract_spender_address',
];
const INPUT_RULES = ['extract_from_address', 'extract_to_address', 'extract_amount', 'extract_data'];
const LOG_RULES = [
  'extract_from_address',
  'extract_to_address',
  'extract_amount',
  'extract_owner_address',
  'extract_spender_address',
];

class Unusable extends Error {}
const unusable = (reason: string): never => {
  throw new Unusable(reason);
};

function readName(p: Obj, where: string): string {
  return typeof p.name === 'string' && p.name.trim() !== '' ? p.name.trim() : unusable(`${where}.name 缺失`);
}

function readType(p: Obj, where: string): ParamType {
  if (p.type === undefined || p.type === null) return 'uint256';
  return isParamType(p.type) ? p.type : unusable(`${where}.type 未知: ${String(p.type)}`);
}

function inputParams(list: unknown): InputParam[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return unusable('param_config 不是列表');
  return list.map((p, i) => {
    const where = `param_config[${i}]`;
    if (!isObj(p)) return unusable(`${where} 不是对象`);
    const offset = p.offset ?? 0;
    const length = p.length ?? 32;
    if (!isIndex(offset, 0, Number.MAX_SAFE_INTEGER)) unusable(`${where}.offset 无效: ${String(offset)}`);
    if (!isIndex(length, 1, Number.MAX_SAFE_INTEGER)) unusable(`${where}.length 无效: ${String(length)}`);
    return {
      name: readName(p, where),
      type: readType(p, where),
      offset: offset as number,
      length: length as number,
    };
  });
}

function logParams(list: unknown): LogParam[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return unusable('logs_param_config 不是列表');
  return list.map((p, i) => {
    const where = `logs_param_config[${i}]`;
    if (!isObj(p)) return unusable(`${where} 不是对象`);
    const topic = p.topic_index ?? null;
    const word = p.data_index ?? null;
    if (topic !== null && !isIndex(topic, 1, 3)) unusable(`${where}.topic_index 应为 1–3: ${String(topic)}`);
    if (word !== null && !isIndex(word, 0, Number.MAX_SAFE_INTEGER))
      unusable(`${where}.data_index 无效: ${String(word)}`);
    if ((topic === null) === (word === null))
      unusable(`${where} 需要且只能有 topic_index 或 data_index 之一`);
    return {
      name: readName(p, where),
      type: readType(p, where),
      topic: topic as number | null,
      word: word as number | null,
    };
  });
}

function readRules(
  raw: unknown,
  key: string,
  names: readonly string[],
  params: { name: string; type: ParamType }[],
): { rules: Rules; exponent: number } {
  if (raw !== undefined && raw !== null && !isObj(raw)) return unusable(`${key} 不是对象`);
  const obj: Obj = raw ?? {};
  const rules: Rules = {};
  for (const rule of names) {
    const ref = obj[rule];
    if (ref === undefined || ref === null || ref === '') continue;
    if (typeof ref !== 'string') return unusable(`${key}.${rule} 不是参数名`);
    const param = params.find((p) => p.name === ref.trim());
    if (!param) return unusable(`${key}.${rule}: 参数 "${ref}" 不存在`);
    if (ADDRESS_RULES.includes(rule) && param.type !== 'address')
      return unusable(`${key}.${rule}: 参数 "${ref}" 不是 address`);
    if (rule === 'extract_amount' && param.type !== 'uint256')
      return unusable(`${key}.${rule}: 参数 "${ref}" 不是 uint256`);
    rules[rule] = param.name;
  }
  const exponent = amountUnitExponent(obj.amount_unit);
  return { rules, exponent: exponent ?? unusable(`${key}.amount_unit 未知: ${String(obj.amount_unit)}`) };
}

function side<T>(problems: string[], build: () => T): T | null {
  try {
    return build();
  } catch (e) {
    if (!(e instanceof Unusable)) throw e;
    problems.push(e.message);
    return null;
  }
}

/** The usable form of a config, or null when it is inactive or not an object with a contract address. */
export function prepareConfig(
  config: unknown,
  order: number,
): PreparedConfig | { problem: string; id: number | undefined } | null {
  if (!isObj(config)) return { problem: '配置不是对象', id: undefined };
  const id = typeof config.id === 'number' && Number.isSafeInteger(config.id) ? config.id : undefined;
  if (config.is_active === false) return null;
  if (typeof config.contract_address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(config.contract_address))
    return { problem: 'contract_address 无效', id };
  const kind = config.logs_parser_type ?? 'input_data';
  if (kind !== 'input_data' && kind !== 'event_log' && kind !== 'both')
    return { problem: `logs_parser_type 未知: ${String(kind)}`, id };
  const problems: string[] = [];
  const input =
    kind === 'event_log'
      ? null
      : side(problems, (): InputSide => {
          const sig = config.function_signature;
          if (typeof sig !== 'string' || !/^0x[0-9a-fA-F]{8}$/.test(sig))
            unusable('function_signature 不是 4 字节选择器');
          const params = inputParams(config.param_config);
          return {
            selector: (sig as string).toLowerCase(),
            params,
            ...readRules(config.parser_rules, 'parser_rules', INPUT_RULES, params),
          };
        });
  const log =
    kind === 'input_data'
      ? null
      : side(problems, (): LogSide => {
          const sig = config.event_signature;
          if (typeof sig !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(sig))
            unusable('event_signature 不是 32 字节 topic0');
          const params = logParams(config.logs_param_config);
          return {
            topic0: (sig as string).toLowerCase(),
            params,
            ...readRules(config.logs_parser_rules, 'logs_parser_rules', LOG_RULES, params),
          };
        });
  const priority =
    typeof config.priority === 'number' && Number.isFinite(config.priority) ? config.priority : 0;
  return { id, order, priority, contract: config.contract_address.toLowerCase(), input, log, problems };
}

/** highest priority first, then the lower id, then the order given */
export function byPriority(a: PreparedConfig, b: PreparedConfig): number {
  return b.priority - a.priority || (a.id ?? Infinity) - (b.id ?? Infinity) || a.order - b.order;
}
