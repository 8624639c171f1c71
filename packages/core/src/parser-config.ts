/**
 * Parser configs (spec part 2 §3 "Parser config", §9): how a maintainer describes, per contract,
 * reading a call's input data and its logs into parsed results (from, to, amount). The zod schema is
 * what the API accepts — the spec's field names, its defaults (offset 0, length 32, type uint256,
 * is_active true, priority 0, logs_parser_type input_data; parser_type, free text, input_data as
 * the database column's default), text trimmed, capped and free of NUL, signatures
 * stored as their selector / topic0 (a human signature such as `transfer(address,uint256)` or
 * `Transfer(address,address,uint256)` is hashed with viem). checkParserConfig lists the reasons, each
 * naming its field (`param_config[1].offset: …`), why a config cannot be applied. Browser-safe.
 *
 * How the indexer reads parameters (packages/indexer/src/chains/evm/parse):
 * - input params: `length` bytes at `offset` of the call data after the 4-byte selector. address —
 *   the last 20 bytes of the slice (length 20–32; 32 = one ABI word); uint256 — the slice as an
 *   unsigned big-endian integer (length 1–32); bytes — the slice as 0x hex (length 1–4096);
 *   string — an ABI dynamic string whose head word (length 32) is at offset.
 * - log params: topic_index 1–3 reads that topic, data_index n the n-th 32-byte word of the data
 *   (a string: the head word of an ABI dynamic string). Exactly one of the two is set.
 * - rules name parameters; parser_rules.extract_from_address is an addition to the spec's list (the
 *   from of a transferFrom), without it the from is the transaction's sender.
 * - amount_unit: what the amount parameter counts in, as a power of ten of base units (wei):
 *   'wei' (0, the default), 'gwei' (9), 'ether' (18) or a decimals count 0–36 (a number or digits);
 *   amount_wei = raw × 10^unit.
 * - text fields absent or null come out as ''; a rule or a signature left empty as absent (undefined
 *   / null). Unknown keys (a database row's chain, source, c_time …) are dropped.
 */
import { z } from 'zod';
import { LOGS_PARSER_TYPES, PARAM_TYPE_LENGTHS, PARAM_TYPES, type ParamType } from './console-constants';
import { eventSignature, functionSignature } from './parser-signatures';

export { LOGS_PARSER_TYPES, PARAM_TYPE_LENGTHS, PARAM_TYPES, type LogsParserType, type ParamType } from './console-constants';

export const AMOUNT_UNITS = { wei: 0, gwei: 9, ether: 18 } as const;
export const MAX_AMOUNT_DECIMALS = 36;

/** Call data is far below 1 MiB on eth and bsc; an offset (or offset + length) past it reads nothing. */
export const MAX_PARAM_OFFSET = 1 << 20;
/** a data word index past 1 MiB of log data */
export const MAX_DATA_INDEX = MAX_PARAM_OFFSET / 32;
export const MAX_PARAMS = 32;
const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const FORMAT_MAX = 1000;
const PARSER_TYPE_MAX = 50;

const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = '不能包含 NUL 字符 (no NUL characters)';

/** Optional text: absent or null → ''; trimmed, capped, without NUL. */
const text = (max: number) =>
  z
    .string({ error: '必须是文本 (must be text)' })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, `最多 ${max} 个字符 (at most ${max} characters)`).refine(noNul, NUL_MESSAGE));

const paramName = z
  .string({ error: '参数名必填 (a parameter name is required)' })
  .trim()
  .min(1, '参数名必填 (a parameter name is required)')
  .max(NAME_MAX, `最多 ${NAME_MAX} 个字符 (at most ${NAME_MAX} characters)`)
  .refine(noNul, NUL_MESSAGE);

/** A rule's value: the name of a parameter, or absent ('' and null count as absent). */
const paramRef = z
  .string({ error: '必须是参数名 (must name a parameter)' })
  .nullish()
  .transform((v) => v?.trim() || undefined)
  .pipe(
    z
      .string()
      .max(NAME_MAX, `最多 ${NAME_MAX} 个字符 (at most ${NAME_MAX} characters)`)
      .refine(noNul, NUL_MESSAGE)
      .optional(),
  );

const paramType = z
  .enum(PARAM_TYPES, { error: '未知的参数类型，应为 address、uint256、bytes、string 之一 (unknown type)' })
  .default('uint256');

const int = (what: string) =>
  z.number({ error: `${what}必须是整数 (must be an integer)` }).int(`${what}必须是整数 (must be an integer)`);

const amountUnit = z
  .union(
    [
      z.enum(['wei', 'gwei', 'ether']),
      z.number().int().min(0).max(MAX_AMOUNT_DECIMALS),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number)
        .pipe(z.number().max(MAX_AMOUNT_DECIMALS)),
    ],
    { error: `金额单位应为 wei、gwei、ether 或 0–${MAX_AMOUNT_DECIMALS} 的小数位数 (unknown amount unit)` },
  )
  .nullish()
  .transform((v) => v ?? undefined);
export type AmountUnit = keyof typeof AMOUNT_UNITS | number;

/** The power of ten an amount in this unit is multiplied by to give base units; null when unknown. */
export function amountUnitExponent(unit: unknown): number | null {
  if (unit === undefined || unit === null || unit === '') return 0;
  if (typeof unit === 'string' && Object.hasOwn(AMOUNT_UNITS, unit))
    return AMOUNT_UNITS[unit as keyof typeof AMOUNT_UNITS];
  const n = typeof unit === 'string' && /^\d{1,2}$/.test(unit) ? Number(unit) : unit;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_AMOUNT_DECIMALS ? n : null;
}

const contractAddress = z
  .string({ error: '合约地址必填 (contract_address is required)' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, '不是有效的 EVM 合约地址，应为 0x 开头的 40 位十六进制 (not an EVM address)')
  .transform((v) => v.toLowerCase());

export const ParamConfigSchema = z.object({
  name: paramName,
  type: paramType,
  offset: int('偏移')
    .min(0, '偏移不能为负 (offset must be ≥ 0)')
    .max(MAX_PARAM_OFFSET, `偏移最大 ${MAX_PARAM_OFFSET} (offset too large)`)
    .default(0),
  length: int('长度')
    .min(1, '长度至少为 1 (length must be ≥ 1)')
    .max(PARAM_TYPE_LENGTHS.bytes.max, `长度最大 ${PARAM_TYPE_LENGTHS.bytes.max} (length too large)`)
    .default(32),
  description: text(DESCRIPTION_MAX),
});
export type ParamConfig = z.output<typeof ParamConfigSchema>;

export const LogParamConfigSchema = z.object({
  name: paramName,
  type: paramType,
  topic_index: int('topic_index')
    .min(1, 'topic_index 应为 1–3 (topic 0 is the event signature)')
    .max(3, 'topic_index 应为 1–3 (a log has at most 4 topics)')
    .nullish()
    .transform((v) => v ?? null),
  data_index: int('data_index')
    .min(0, 'data_index 不能为负 (must be ≥ 0)')
    .max(MAX_DATA_INDEX, `data_index 最大 ${MAX_DATA_INDEX} (too large)`)
    .nullish()
    .transform((v) => v ?? null),
  description: text(DESCRIPTION_MAX),
});
export type LogParamConfig = z.output<typeof LogParamConfigSchema>;

const rulesObject = <T extends z.ZodRawShape>(shape: T) => {
  const rules = z.object(shape, { error: '必须是对象 (must be an object)' });
  // absent or null: no rules (every rule is optional)
  return rules.nullish().transform((v) => v ?? ({} as z.output<typeof rules>));
};

export const ParserRulesSchema = rulesObject({
  extract_from_address: paramRef,
  extract_to_address: paramRef,
  extract_amount: paramRef,
  amount_unit: amountUnit,
  extract_data: paramRef,
});
export type ParserRules = z.output<typeof ParserRulesSchema>;

export const LogsParserRulesSchema = rulesObject({
  extract_from_address: paramRef,
  extract_to_address: paramRef,
  extract_amount: paramRef,
  amount_unit: amountUnit,
  extract_owner_address: paramRef,
  extract_spender_address: paramRef,
});
export type LogsParserRules = z.output<typeof LogsParserRulesSchema>;

const paramList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: '必须是参数列表 (must be a list)' })
    .max(MAX_PARAMS, `最多 ${MAX_PARAMS} 个参数 (at most ${MAX_PARAMS} parameters)`)
    .nullish()
    .transform((v) => v ?? []);

const ParserConfigShape = z.object({
  id: z.number().int().positive().optional(),
  contract_address: contractAddress,
  /** free text; 'input_data' when not given, as the database column's default */
  parser_type: text(PARSER_TYPE_MAX).transform((v) => v || 'input_data'),
  function_signature: functionSignature,
  function_name: text(NAME_MAX),
  function_description: text(DESCRIPTION_MAX),
  param_config: paramList(ParamConfigSchema),
  parser_rules: ParserRulesSchema,
  display_format: text(FORMAT_MAX),
  is_active: z.boolean({ error: '必须是 true 或 false (must be a boolean)' }).default(true),
  priority: int('优先级').min(-1_000_000).max(1_000_000).default(0),
  logs_parser_type: z
    .enum(LOGS_PARSER_TYPES, {
      error: '解析类型应为 input_data、event_log、both 之一 (unknown logs_parser_type)',
    })
    .default('input_data'),
  event_signature: eventSignature,
  event_name: text(NAME_MAX),
  event_description: text(DESCRIPTION_MAX),
  logs_param_config: paramList(LogParamConfigSchema),
  logs_parser_rules: LogsParserRulesSchema,
  logs_display_format: text(FORMAT_MAX),
});

interface Problem {
  path: (string | number)[];
  message: string;
}

const ADDRESS_RULES = new Set([
  'extract_from_address',
  'extract_to_address',
  'extract_owner_address',
  'extract_spender_address',
]);

/** Rules naming parameters that are missing, or of a type the rule cannot use. */
function ruleProblems(
  rulesKey: string,
  rules: Record<string, unknown>,
  listKey: string,
  params: { name: string; type: ParamType }[],
): Problem[] {
  const out: Problem[] = [];
  for (const [rule, ref] of Object.entries(rules)) {
    if (rule === 'amount_unit' || typeof ref !== 'string') continue;
    const param = params.find((p) => p.name === ref);
    if (!param)
      out.push({
        path: [rulesKey, rule],
        message: `参数 "${ref}" 不在 ${listKey} 中 (names no parameter of ${listKey})`,
      });
    else if (ADDRESS_RULES.has(rule) && param.type !== 'address')
      out.push({
        path: [rulesKey, rule],
        message: `参数 "${ref}" 应为 address 类型 (must name an address parameter)`,
      });
    else if (rule === 'extract_amount' && param.type !== 'uint256')
      out.push({
        path: [rulesKey, rule],
        message: `参数 "${ref}" 应为 uint256 类型 (must name a uint256 parameter)`,
      });
  }
  return out;
}

function duplicateNames(listKey: string, params: { name: string }[]): Problem[] {
  const seen = new Set<string>();
  return params.flatMap((p, i) => {
    if (!seen.has(p.name)) return (seen.add(p.name), []);
    return [{ path: [listKey, i, 'name'], message: `参数名 "${p.name}" 重复 (duplicate parameter name)` }];
  });
}

/** Reasons a well-formed config still cannot be applied. */
function configProblems(c: z.output<typeof ParserConfigShape>): Problem[] {
  const out: Problem[] = [];
  const readsInput = c.logs_parser_type !== 'event_log';
  const readsLogs = c.logs_parser_type !== 'input_data';
  if (readsInput && c.function_signature === null) {
    out.push({
      path: ['function_signature'],
      message: `解析类型为 ${c.logs_parser_type} 时必须填写函数签名 (required to parse input data)`,
    });
  }
  const hasLogRules =
    Object.values(c.logs_parser_rules).some((v) => v !== undefined) || c.logs_param_config.length > 0;
  if (c.event_signature === null && (readsLogs || hasLogRules)) {
    out.push({
      path: ['event_signature'],
      message: readsLogs
        ? `解析类型为 ${c.logs_parser_type} 时必须填写事件签名 (required to parse logs)`
        : '配置了日志参数或日志规则但没有事件签名 (log parameters and rules need an event signature)',
    });
  }
  c.param_config.forEach((p, i) => {
    const lengths = PARAM_TYPE_LENGTHS[p.type];
    if (lengths && (p.length < lengths.min || p.length > lengths.max)) {
      const expected = lengths.min === lengths.max ? `${lengths.min}` : `${lengths.min}–${lengths.max}`;
      out.push({
        path: ['param_config', i, 'length'],
        message: `${p.type} 类型的长度应为 ${expected} 字节 (type ${p.type} reads ${expected} bytes)`,
      });
    }
    if (p.offset + p.length > MAX_PARAM_OFFSET)
      out.push({
        path: ['param_config', i, 'offset'],
        message: `偏移 + 长度超出 ${MAX_PARAM_OFFSET} 字节 (offset + length past the call data limit)`,
      });
  });
  c.logs_param_config.forEach((p, i) => {
    if ((p.topic_index === null) === (p.data_index === null)) {
      out.push({
        path: ['logs_param_config', i, 'topic_index'],
        message: 'topic_index 与 data_index 必须且只能填写一个 (exactly one of topic_index and data_index)',
      });
    } else if (p.topic_index !== null && p.type === 'string') {
      out.push({
        path: ['logs_param_config', i, 'type'],
        message:
          'indexed 的 string 在 topic 中只有哈希，请用 bytes (an indexed string is only its hash: use bytes)',
      });
    }
  });
  out.push(
    ...duplicateNames('param_config', c.param_config),
    ...duplicateNames('logs_param_config', c.logs_param_config),
  );
  out.push(...ruleProblems('parser_rules', c.parser_rules, 'param_config', c.param_config));
  out.push(
    ...ruleProblems('logs_parser_rules', c.logs_parser_rules, 'logs_param_config', c.logs_param_config),
  );
  return out;
}

/** A parser config as the API accepts it: parse() fills defaults, normalises and refuses what cannot be applied. */
export const ParserConfigSchema = ParserConfigShape.superRefine((c, ctx) => {
  let problems: Problem[];
  try {
    problems = configProblems(c);
  } catch {
    // only reached when zod hands over a value with a failed part (its own issue is reported)
    return;
  }
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message, input: c });
});
export type ParserConfigInput = z.input<typeof ParserConfigSchema>;
export type ParserConfig = z.output<typeof ParserConfigSchema>;

/** `param_config[1].offset` */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path)
    out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
  return out === '' ? 'config' : out;
}

/**
 * Why a config cannot be applied: one `field: reason` line per problem, empty when it can. Shape and
 * type problems come first; the cross-field ones (rules, lengths, signatures) once the shape is right.
 */
export function checkParserConfig(config: unknown): string[] {
  const result = ParserConfigSchema.safeParse(config);
  return result.success ? [] : result.error.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`);
}
