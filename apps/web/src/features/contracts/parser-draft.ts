/**
 * A parser config as the editor holds it (spec part 2 §3 Parser config): text inputs for every
 * field, a new parameter starting as uint256 with offset 0 and length 32, and the conversions from
 * the stored config and to the save body. The server checks whether a config can be applied and
 * answers every reason; the editor shows them beside the config.
 */
import { PARAM_TYPES, type ParserConfigInput } from '../../lib/core';

export interface ParamDraft {
  name: string;
  type: string;
  offset: string;
  length: string;
  description: string;
}

export interface LogParamDraft {
  name: string;
  type: string;
  topic_index: string;
  data_index: string;
  description: string;
}

export const INPUT_RULES = ['extract_from_address', 'extract_to_address', 'extract_amount', 'amount_unit', 'extract_data'] as const;
export const LOG_RULES = ['extract_from_address', 'extract_to_address', 'extract_amount', 'amount_unit', 'extract_owner_address', 'extract_spender_address'] as const;
export type InputRule = (typeof INPUT_RULES)[number];
export type LogRule = (typeof LOG_RULES)[number];

export interface ParserDraft {
  id: number | null;
  function_signature: string;
  function_name: string;
  function_description: string;
  display_format: string;
  is_active: boolean;
  priority: string;
  logs_parser_type: string;
  event_signature: string;
  event_name: string;
  event_description: string;
  param_config: ParamDraft[];
  parser_rules: Record<InputRule, string>;
  logs_param_config: LogParamDraft[];
  logs_parser_rules: Record<LogRule, string>;
  logs_display_format: string;
}

export const newParam = (): ParamDraft => ({ name: '', type: 'uint256', offset: '0', length: '32', description: '' });
export const newLogParam = (): LogParamDraft => ({ name: '', type: 'uint256', topic_index: '', data_index: '0', description: '' });

const emptyRules = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

export function newParserDraft(): ParserDraft {
  return {
    id: null,
    function_signature: '',
    function_name: '',
    function_description: '',
    display_format: '',
    is_active: true,
    priority: '0',
    logs_parser_type: 'input_data',
    event_signature: '',
    event_name: '',
    event_description: '',
    param_config: [],
    parser_rules: emptyRules(INPUT_RULES),
    logs_param_config: [],
    logs_parser_rules: emptyRules(LOG_RULES),
    logs_display_format: '',
  };
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown): Record<string, unknown>[] => {
  const value = typeof v === 'string' ? safeJson(v) : v;
  return Array.isArray(value) ? value.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];
};
const obj = (v: unknown): Record<string, unknown> => {
  const value = typeof v === 'string' ? safeJson(v) : v;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};
function safeJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}
const pick = <K extends string>(keys: readonly K[], from: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, str(from[k])])) as Record<K, string>;

/** A stored config (the coin-config call's parser_configs entry) as the editor holds it. */
export function draftFromConfig(c: Record<string, unknown>): ParserDraft {
  return {
    id: typeof c.id === 'number' ? c.id : null,
    function_signature: str(c.function_signature),
    function_name: str(c.function_name),
    function_description: str(c.function_description),
    display_format: str(c.display_format),
    is_active: c.is_active !== false,
    priority: str(c.priority ?? 0),
    logs_parser_type: str(c.logs_parser_type) || 'input_data',
    event_signature: str(c.event_signature),
    event_name: str(c.event_name),
    event_description: str(c.event_description),
    param_config: list(c.param_config).map((p) => ({ name: str(p.name), type: str(p.type) || 'uint256', offset: str(p.offset ?? 0), length: str(p.length ?? 32), description: str(p.description) })),
    parser_rules: pick(INPUT_RULES, obj(c.parser_rules)),
    logs_param_config: list(c.logs_param_config).map((p) => ({ name: str(p.name), type: str(p.type) || 'uint256', topic_index: str(p.topic_index), data_index: str(p.data_index), description: str(p.description) })),
    logs_parser_rules: pick(LOG_RULES, obj(c.logs_parser_rules)),
    logs_display_format: str(c.logs_display_format),
  };
}

/** digits become a number; anything else is sent as typed so the server names the field */
const num = (v: string): number | string | null => {
  const t = v.trim();
  if (t === '') return null;
  return /^-?\d{1,15}$/.test(t) ? Number(t) : t;
};
const rules = (r: Record<string, string>) => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r)) {
    const t = v.trim();
    if (t !== '') out[k] = k === 'amount_unit' && /^\d{1,2}$/.test(t) ? Number(t) : t;
  }
  return out;
};

export function parserBody(d: ParserDraft, contractAddress: string, chain: string): ParserConfigInput & { chain_name: string } {
  return {
    chain_name: chain,
    contract_address: contractAddress,
    function_signature: d.function_signature.trim() || null,
    function_name: d.function_name,
    function_description: d.function_description,
    display_format: d.display_format,
    is_active: d.is_active,
    priority: num(d.priority) ?? 0,
    logs_parser_type: d.logs_parser_type,
    event_signature: d.event_signature.trim() || null,
    event_name: d.event_name,
    event_description: d.event_description,
    param_config: d.param_config.map((p) => ({ name: p.name, type: p.type, offset: num(p.offset) ?? 0, length: num(p.length) ?? 32, description: p.description })),
    parser_rules: rules(d.parser_rules),
    logs_param_config: d.logs_param_config.map((p) => ({ name: p.name, type: p.type, topic_index: num(p.topic_index), data_index: num(p.data_index), description: p.description })),
    logs_parser_rules: rules(d.logs_parser_rules),
    logs_display_format: d.logs_display_format,
  } as ParserConfigInput & { chain_name: string };
}

export { PARAM_TYPES };
