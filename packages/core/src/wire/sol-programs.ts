/**
 * The Solana program registry's API shapes (spec part 2 §2.8, §3 Program, §7 Programs): a program
 * as the API answers it, the save body (POST create, PUT update) with every check the server makes —
 * Program ID a base58 32-byte public key, name required, text trimmed and capped, type one of the
 * six, status active by default — and the rule preview (sample instructions in, names, fields and
 * events out). instruction_rules and event_rules are any JSON here: the server checks them with
 * checkProgramRules (sol-program-rules.ts) so that a refusal names the rule's path.
 */
import { z } from 'zod';
import { decodeInstructionData } from '../sol-program-rules-apply';
import { isSolPublicKey, SOL_PROGRAM_STATUSES, SOL_PROGRAM_TYPES } from '../sol-programs';

export const PROGRAM_ID_REQUIRED = '程序ID必填';
export const PROGRAM_ID_FORMAT = '程序ID必须是base58编码的32字节公钥';
export const SAMPLE_DATA_MAX_BYTES = 64 * 1024;
const NAME_MAX = 100;
const SHORT_MAX = 50;
const DESCRIPTION_MAX = 2000;
const SAMPLE_INSTRUCTIONS_MAX = 100;

export const SolProgramTypeSchema = z.enum(SOL_PROGRAM_TYPES, {
  error: `类型必填，可选: ${SOL_PROGRAM_TYPES.join(', ')}`,
});
export const SolProgramStatusSchema = z.enum(SOL_PROGRAM_STATUSES, {
  error: `状态可选: ${SOL_PROGRAM_STATUSES.join(', ')}`,
});

export const SolProgramSchema = z.object({
  id: z.number().int(),
  program_id: z.string().describe('base58 program id'),
  name: z.string(),
  alias: z.string().nullable(),
  category: z.string().nullable(),
  type: SolProgramTypeSchema,
  status: SolProgramStatusSchema,
  version: z.string().nullable(),
  is_system: z.boolean().describe('a native program: only administrators delete it or clear the flag'),
  description: z.string().nullable(),
  instruction_rules: z.unknown().describe('instruction rules (packages/core/src/sol-program-rules.ts)'),
  event_rules: z.unknown().describe('event rules'),
  sample_data: z.unknown().describe('any JSON; for the preview { data, accounts } or a list of them'),
  c_time: z.string().describe('ISO time'),
  m_time: z.string().describe('ISO time'),
});
export type ApiSolProgram = z.infer<typeof SolProgramSchema>;

export const ProgramIdSchema = z
  .string({ error: PROGRAM_ID_REQUIRED })
  .trim()
  .min(1, PROGRAM_ID_REQUIRED)
  .refine(isSolPublicKey, PROGRAM_ID_FORMAT)
  .describe('base58 of a 32-byte public key');

const noNul = (v: string) => !v.includes('\u0000');
const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label}必填` })
    .trim()
    .min(1, `${label}必填`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine(noNul, `${label}包含不允许的字符`);
const optionalText = (max: number, label: string) =>
  z
    .union([z.string({ error: `${label}必须是文本` }), z.null()], { error: `${label}必须是文本` })
    .optional()
    .transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v.trim()))
    .pipe(
      z
        .string()
        .max(max, `${label}不能超过${max}个字符`)
        .refine(noNul, `${label}包含不允许的字符`)
        .nullable(),
    );

const jsonBytes = (v: unknown): number => new TextEncoder().encode(JSON.stringify(v) ?? '').length;

/** POST /api/v1/sol/programs and PUT /api/v1/sol/programs/{id}: the program minus id and times. */
export const SaveSolProgramBodySchema = z.object({
  program_id: ProgramIdSchema,
  name: requiredText(NAME_MAX, '名称'),
  alias: optionalText(NAME_MAX, '别名'),
  category: optionalText(SHORT_MAX, '分类'),
  type: SolProgramTypeSchema,
  status: SolProgramStatusSchema.default('active'),
  version: optionalText(SHORT_MAX, '版本'),
  is_system: z.boolean({ error: '系统程序标志必须是 true 或 false' }).default(false),
  description: optionalText(DESCRIPTION_MAX, '描述'),
  instruction_rules: z.unknown().optional().describe('instruction rules; absent or null: []'),
  event_rules: z.unknown().optional().describe('event rules; absent or null: []'),
  sample_data: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? null : v))
    .refine(
      (v) => jsonBytes(v) <= SAMPLE_DATA_MAX_BYTES,
      `示例数据不能超过 ${SAMPLE_DATA_MAX_BYTES / 1024} KB`,
    ),
});
export type SaveSolProgramBody = z.infer<typeof SaveSolProgramBodySchema>;

/** POST /api/v1/sol/programs/preview: what the rules make of the sample; nothing is saved. */
export const SolProgramPreviewBodySchema = z.object({
  program_id: z.union([ProgramIdSchema, z.literal(''), z.null()]).optional(),
  instruction_rules: z.unknown().optional(),
  event_rules: z.unknown().optional(),
  sample_data: z
    .unknown()
    .optional()
    .describe('{ data: base58 or 0x-hex instruction data, accounts: [pubkey, …] } or a list of them'),
});

const RuleEventWire = z.object({
  event_type: z.string(),
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  mint: z.string().nullable(),
  amount: z.string().nullable().describe('base units, decimal'),
});

export const SolProgramPreviewSchema = z.object({
  instructions: z.array(
    z.object({
      index: z.number().int(),
      name: z.string().nullable(),
      fields: z
        .record(z.string(), z.unknown())
        .describe('fixed fields as text, Borsh args as decoded (integers as decimal text, pubkeys base58, lists, objects)'),
      anchor_event: z.boolean().optional().describe('true when the instruction is an Anchor emit_cpi event'),
    }),
  ),
  events: z.array(RuleEventWire),
});
export type ApiSolProgramPreview = z.infer<typeof SolProgramPreviewSchema>;

/** POST /api/v1/sol/programs/idl: an Anchor IDL to turn into rules (nothing saved). */
export const SolProgramIdlBodySchema = z.object({
  idl: z.unknown().optional().describe('the Anchor IDL (legacy or 0.30+): a JSON object, or its JSON text'),
});

/** POST /api/v1/sol/programs/idl/chain: the IDL read from the program's IDL account on the sol node. */
export const SolProgramChainIdlBodySchema = z.object({ program_id: ProgramIdSchema });

export const SolProgramIdlSchema = z.object({
  instruction_rules: z
    .unknown()
    .describe('the rules in their object form { instructions, types, events }, ready for instruction_rules'),
  format: z.enum(['legacy', 'anchor-0.30']),
  address: z.string().nullable().describe('the program address the IDL names, if any'),
  name: z.string().nullable(),
  counts: z.object({ instructions: z.number().int(), events: z.number().int(), types: z.number().int() }),
  warnings: z.array(z.string()).describe('parts left out (generics, u256, zero-copy types)'),
  idl_address: z.string().nullable().describe('the IDL account read (chain import), else null'),
  authority: z.string().nullable().describe('the IDL account’s authority (chain import), else null'),
});
export type ApiSolProgramIdl = z.infer<typeof SolProgramIdlSchema>;

export interface SampleInstruction {
  /** base58 or 0x-hex, as given */
  data: string;
  accounts: string[];
}

const DATA_FORMAT = '必须是 base58 或 0x 开头的十六进制指令数据 (instruction data, base58 or 0x-hex)';

const SampleInstructionSchema = z.strictObject(
  {
    data: z
      .string({ error: DATA_FORMAT })
      .max(SAMPLE_DATA_MAX_BYTES * 2, '过长 (too long)')
      .refine((v) => decodeInstructionData(v) !== null, DATA_FORMAT),
    accounts: z
      .array(
        z
          .string({ error: '必须是账户地址 (an account address)' })
          .trim()
          .min(1, '不能为空 (must not be empty)')
          .max(64, '过长 (too long)'),
        { error: '必须是账户地址列表 (a list of addresses)' },
      )
      .max(256, '最多 256 个账户 (at most 256)')
      .default([]),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `未知的键 ${iss.keys.join(', ')} (unknown key)`
        : '必须是 { data, accounts } 对象 (an object)',
  },
);

/** The preview's sample: one instruction or a list (null / absent: none); a problem as `path: reason`. */
export function readSampleInstructions(
  sample: unknown,
): { ok: true; list: SampleInstruction[] } | { ok: false; message: string } {
  if (sample === undefined || sample === null) return { ok: true, list: [] };
  const many = Array.isArray(sample);
  const parsed = z
    .array(SampleInstructionSchema)
    .max(
      SAMPLE_INSTRUCTIONS_MAX,
      `最多 ${SAMPLE_INSTRUCTIONS_MAX} 条指令 (at most ${SAMPLE_INSTRUCTIONS_MAX})`,
    )
    .safeParse(many ? sample : [sample]);
  if (parsed.success) return { ok: true, list: parsed.data };
  const issue = parsed.error.issues[0]!;
  const path = (many ? issue.path : issue.path.slice(1)).reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : `${out}.${String(p)}`),
    'sample_data',
  );
  return { ok: false, message: `${path}: ${issue.message}` };
}
