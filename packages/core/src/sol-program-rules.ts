/**
 * The rule language of the Solana program registry (spec part 2 §2.8 "instruction parsing rules",
 * "event parsing rules"): a program's `instruction_rules` name its instructions and read fields from
 * their data; its `event_rules` turn a named instruction into events. Browser-safe (zod, @scure/base).
 *
 * Instruction rule — the first rule of the list whose `match` holds names the instruction:
 *   { "name": "swap",
 *     "match": { "discriminator": "f8c69e91e17587c8" }      hex bytes at `offset` (default 0), e.g. an
 *            | { "u8": 12 }                                  Anchor 8-byte discriminator; or one byte; or
 *            | { "u32le": 2, "offset": 0 },                  a little-endian u32 (system program tags)
 *     "fields": [{ "name": "amount", "type": "u64", "offset": 8 }],   little-endian integers
 *               (u8 u16 u32 u64 u128 i8 i16 i32 i64), bool (a byte, 0 = false), pubkey (32 bytes, base58)
 *     "accounts": ["token_program", "authority", "whirlpool"] }       names of the instruction's accounts, in order
 * Event rule — for every instruction the rule `instruction` named, one event:
 *   { "instruction": "swap", "event_type": "swap",
 *     "from": "account:authority", "to": "account:whirlpool" | "account:2" (an account by position),
 *     "mint": "field:mint" (a pubkey field) | "const:<base58 pubkey>", "amount": "field:amount" (an integer field) }
 * Borsh args (Anchor instructions): an instruction rule may also have
 *     "args": [{ "name": "amount", "type": "u64" }, { "name": "route", "type": { "vec": { "defined": "Step" } } }]
 *   read in order right after the bytes its match reads (sol-borsh.ts has the types and values).
 * Object form of `instruction_rules` (what an Anchor IDL import makes, anchor-idl.ts):
 *   { "instructions": [rules as above], "types": [Borsh struct / enum / alias definitions],
 *     "events": [{ "name": "Swap", "discriminator": "516ce3becdd00ac4", "fields": [{ name, type }] }] }
 *   An event is a `Program data: <base64>` log line or an emit_cpi self-call (EMIT_CPI_TAG, then the
 *   event) of the program whose bytes begin with its discriminator. Saved as a plain list when it
 *   has no types and no events (storedProgramRules), so rules written before read the same.
 * Names (rules, fields, accounts, event types) are identifiers: a letter or _, then letters, digits or
 * _ . : - (at most 64). Every reference must name what its rule declares; checkProgramRules (sol-program-rules-check.ts) says which
 * one does not, by its path (`event_rules[0].amount: …`). Applying the rules: sol-program-rules-apply.ts.
 */
import { z } from 'zod';
import {
  isBorshName,
  type BorshField,
  type BorshType,
  type BorshTypeDef,
} from './sol-borsh';
import { borshTypeProblem, borshTypesProblem } from './sol-borsh-check';

export const RULE_FIELD_SIZES = {
  u8: 1,
  u16: 2,
  u32: 4,
  u64: 8,
  u128: 16,
  i8: 1,
  i16: 2,
  i32: 4,
  i64: 8,
  bool: 1,
  pubkey: 32,
} as const;
export type RuleFieldType = keyof typeof RULE_FIELD_SIZES;
export const RULE_FIELD_TYPES = Object.keys(RULE_FIELD_SIZES) as RuleFieldType[];
export const INTEGER_TYPES = new Set<RuleFieldType>(['u8', 'u16', 'u32', 'u64', 'u128', 'i8', 'i16', 'i32', 'i64']);

/** Instruction data of a cross-program call is at most 10 KiB: an offset past it reads nothing. */
export const MAX_RULE_OFFSET = 10 * 1024;
export const MAX_DISCRIMINATOR_BYTES = 32;
export const MAX_INSTRUCTION_RULES = 256;
export const MAX_EVENT_RULES = 64;
export const MAX_ANCHOR_EVENTS = 128;
export const MAX_RULE_ARGS = 32;
export const MAX_RULE_FIELDS = 32;
export const MAX_RULE_ACCOUNTS = 64;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const REF = /^(account|field|const):(.+)$/;

const objectError = (what: string) => (iss: { code: string; keys?: string[] }) =>
  iss.code === 'unrecognized_keys'
    ? `未知的键 ${iss.keys?.join(', ')} (unknown key)`
    : `必须是${what}对象 (must be an object)`;

const identifier = z
  .string({ error: '必须是文本 (must be text)' })
  .regex(
    IDENTIFIER,
    '必须是标识符：字母或 _ 开头，只含字母、数字和 _ . : -，最多 64 个字符 (an identifier of at most 64 characters)',
  );

const offset = z
  .number({ error: '必须是整数 (must be an integer)' })
  .int('必须是整数 (must be an integer)')
  .min(0, '不能为负数 (must not be negative)')
  .max(MAX_RULE_OFFSET, `不能大于 ${MAX_RULE_OFFSET} (at most ${MAX_RULE_OFFSET})`);

const hexBytes = z
  .string({ error: '必须是十六进制文本 (must be hex text)' })
  .transform((v) => v.trim().replace(/^0x/i, '').toLowerCase())
  .refine((v) => /^([0-9a-f]{2})+$/.test(v), '必须是偶数位的十六进制字节 (hex bytes, two digits each)')
  .refine(
    (v) => v.length <= MAX_DISCRIMINATOR_BYTES * 2,
    `最多 ${MAX_DISCRIMINATOR_BYTES} 个字节 (at most ${MAX_DISCRIMINATOR_BYTES} bytes)`,
  );

const uint = (max: number) =>
  z
    .number({ error: '必须是整数 (must be an integer)' })
    .int('必须是整数 (must be an integer)')
    .min(0, '不能为负数 (must not be negative)')
    .max(max, `不能大于 ${max} (at most ${max})`);

const MATCH_KINDS = ['discriminator', 'u8', 'u32le'] as const;

export const RuleMatchSchema = z
  .strictObject(
    {
      discriminator: hexBytes.optional(),
      u8: uint(0xff).optional(),
      u32le: uint(0xffff_ffff).optional(),
      offset: offset.optional(),
    },
    { error: objectError('匹配条件') },
  )
  .superRefine((m, ctx) => {
    if (MATCH_KINDS.filter((k) => m[k] !== undefined).length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: '必须恰好给出 discriminator、u8、u32le 之一 (exactly one of discriminator, u8, u32le)',
      });
    }
  });
export type RuleMatch = z.infer<typeof RuleMatchSchema>;

export const RuleFieldSchema = z.strictObject(
  {
    name: identifier,
    type: z.enum(RULE_FIELD_TYPES as [RuleFieldType, ...RuleFieldType[]], {
      error: `未知的字段类型，应为 ${RULE_FIELD_TYPES.join('、')} 之一 (unknown type)`,
    }),
    offset,
  },
  { error: objectError('字段') },
);
export type RuleField = z.infer<typeof RuleFieldSchema>;

const borshName = z.custom<string>(
  isBorshName,
  '必须是名称：字母或 _ 开头，只含字母、数字和 _，最多 64 个字符 (a name of letters, digits and _)',
);

const borshType = z
  .unknown()
  .superRefine((v, ctx) => {
    const p = borshTypeProblem(v);
    if (p) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  })
  .transform((v) => v as BorshType);

export const BorshArgSchema = z.strictObject(
  { name: borshName, type: borshType },
  { error: objectError('参数') },
);

const borshArgs = z
  .array(BorshArgSchema, { error: '必须是参数列表 (must be a list)' })
  .max(MAX_RULE_ARGS, `最多 ${MAX_RULE_ARGS} 个参数 (at most ${MAX_RULE_ARGS})`)
  .superRefine((list, ctx) => {
    const at = list.findIndex((a, j) => list.findIndex((b) => b.name === a.name) !== j);
    if (at >= 0) ctx.addIssue({ code: 'custom', path: [at, 'name'], message: '参数名重复 (duplicate name)' });
  });

export const InstructionRuleSchema = z.strictObject(
  {
    name: identifier,
    match: RuleMatchSchema,
    args: borshArgs.optional(),
    fields: z
      .array(RuleFieldSchema, { error: '必须是字段列表 (must be a list)' })
      .max(MAX_RULE_FIELDS, `最多 ${MAX_RULE_FIELDS} 个字段 (at most ${MAX_RULE_FIELDS})`)
      .default([]),
    accounts: z
      .array(identifier, { error: '必须是账户名列表 (must be a list of names)' })
      .max(MAX_RULE_ACCOUNTS, `最多 ${MAX_RULE_ACCOUNTS} 个账户 (at most ${MAX_RULE_ACCOUNTS})`)
      .default([]),
  },
  { error: objectError('指令规则') },
);
export type InstructionRule = z.infer<typeof InstructionRuleSchema>;

/**
 * An Anchor event (the `events` of the object form): `Program data: <base64>` log lines and
 * emit_cpi self-calls whose bytes begin with `discriminator` (sha256("event:<Name>"), 8 bytes) are
 * this event, its fields read as Borsh after it.
 */
export const AnchorEventRuleSchema = z.strictObject(
  { name: identifier, discriminator: hexBytes, fields: borshArgs.default([]) },
  { error: objectError('事件定义') },
);
export type AnchorEventRule = z.infer<typeof AnchorEventRuleSchema>;

const typesTable = z
  .unknown()
  .superRefine((v, ctx) => {
    const p = borshTypesProblem(v);
    if (p) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  })
  .transform((v) => v as BorshTypeDef[]);

/** `instruction_rules` in its object form: the rules, the Borsh types their args use, and Anchor events. */
export const InstructionRulesObjectSchema = z.strictObject(
  {
    instructions: z
      .array(InstructionRuleSchema, { error: '必须是指令规则列表 (must be a list)' })
      .max(MAX_INSTRUCTION_RULES, `最多 ${MAX_INSTRUCTION_RULES} 条指令规则 (at most ${MAX_INSTRUCTION_RULES})`)
      .default([]),
    types: typesTable.optional().transform((v) => v ?? []),
    events: z
      .array(AnchorEventRuleSchema, { error: '必须是事件定义列表 (must be a list)' })
      .max(MAX_ANCHOR_EVENTS, `最多 ${MAX_ANCHOR_EVENTS} 个事件 (at most ${MAX_ANCHOR_EVENTS})`)
      .default([]),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `未知的键 ${iss.keys.join(', ')} (unknown key)`
        : '必须是指令规则列表或 { instructions, types, events } 对象 (a list or an object)',
  },
);

const ref = z
  .string({ error: '必须是引用文本 (must be a reference)' })
  .regex(REF, '必须是 account:<名称或序号>、field:<字段名> 或 const:<值> (account:…, field:… or const:…)')
  .max(128, '最多 128 个字符 (at most 128 characters)');

export const EventRuleSchema = z.strictObject(
  {
    instruction: identifier,
    event_type: identifier,
    from: ref.optional(),
    to: ref.optional(),
    mint: ref.optional(),
    amount: ref.optional(),
  },
  { error: objectError('事件规则') },
);
export type EventRule = z.infer<typeof EventRuleSchema>;

export type RuleRefTarget = 'from' | 'to' | 'mint' | 'amount';
export type ParsedRef =
  | { kind: 'account'; name: string; index: number | null }
  | { kind: 'field'; name: string }
  | { kind: 'const'; value: string };

export function parseRuleRef(text: string): ParsedRef | null {
  const m = REF.exec(text);
  if (!m) return null;
  const [, kind, value] = m as unknown as [string, 'account' | 'field' | 'const', string];
  if (kind === 'account') return { kind, name: value, index: /^\d{1,3}$/.test(value) ? Number(value) : null };
  return kind === 'field' ? { kind, name: value } : { kind, value };
}

/** a program's rules, checked (sol-program-rules-check.ts) */
export interface ProgramRules {
  instruction_rules: InstructionRule[];
  event_rules: EventRule[];
  /** the Borsh types the rules' args and the events use (object form only) */
  types?: BorshTypeDef[];
  /** Anchor events (object form only) */
  events?: AnchorEventRule[];
}

export type { BorshField };
