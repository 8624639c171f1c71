/**
 * Bodies and answers of the contracts console (spec part 2 §3 Contract, §5, §7): the contract as the
 * API answers it and the create-or-update body with every check the server makes — addresses and
 * hashes in the chain's format, decimals 0–18, the type list (upper-cased on save), text fields
 * capped, links only http(s), and the logo only as a PNG, JPEG, GIF or WebP data URL whose bytes
 * are what it says, under a size cap.
 */
import { z } from 'zod';
import { checkAddress } from '../address-format';
import { CHAIN_IDS, CHAINS, type ChainId } from '../chains';
import { normalizeHash } from '../hash-format';
import { CONTRACT_TYPES, logoProblem } from '../console-constants';

export { CONTRACT_TYPES, LOGO_MAX_BYTES, logoProblem, type ContractType } from '../console-constants';


/** chains with a contracts console (the registry's contractWrites) */
export const CONTRACT_CHAINS = CHAIN_IDS.filter((c) => CHAINS[c].contractWrites !== undefined) as ChainId[];

/** the chain a contracts call that may leave its chain out means: the first with a console */
export const DEFAULT_CONTRACT_CHAIN: ChainId = CONTRACT_CHAINS[0]!;

const NAME_MAX = 100;
const TEXT_MAX = 2000;
const LIST_MAX = 200;
const METADATA_KEYS_MAX = 50;

export const ContractChainSchema = z.enum(CONTRACT_CHAINS as [ChainId, ...ChainId[]], { error: `合约链可选: ${CONTRACT_CHAINS.join(', ')}` });

export const ContractTypeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/-/g, ''))
  .pipe(z.enum(CONTRACT_TYPES, { error: `合约类型可选: ${CONTRACT_TYPES.map((t) => t.toLowerCase()).join(', ')}` }));

const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`);
const optionalText = (max: number, label: string) =>
  z
    .union([text(max, label), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** a scheme other than http(s) (javascript:, data:, vbscript:, …) makes a value a link we refuse */
const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
export function isSafeLinkText(value: string): boolean {
  const m = SCHEME.exec(value);
  return !m || ['http', 'https'].includes(m[1]!.toLowerCase());
}

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(TEXT_MAX, `链接不能超过${TEXT_MAX}个字符`)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), '链接必须以 http:// 或 https:// 开头');

const nameList = (label: string) =>
  z
    .array(z.string().max(NAME_MAX * 2, `${label}的条目不能超过${NAME_MAX * 2}个字符`), { error: `${label}必须是文本列表` })
    .max(LIST_MAX, `${label}最多${LIST_MAX}项`)
    .default([])
    .transform((list) => [...new Set(list.map((v) => v.trim()).filter((v) => v !== ''))]);

/** key/value text pairs; may arrive as a JSON string (spec §3); blank keys or values are dropped */
const MetadataSchema = z
  .union([z.string().max(TEXT_MAX * 10, '元数据过大'), z.record(z.string(), z.unknown()), z.null()])
  .optional()
  .transform((v, ctx): Record<string, string> => {
    let value: unknown = v ?? {};
    if (typeof value === 'string') {
      if (value.trim() === '') return {};
      try {
        value = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: '元数据必须是 JSON 对象' });
        return z.NEVER;
      }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: '元数据必须是 JSON 对象' });
      return z.NEVER;
    }
    const out: Record<string, string> = {};
    for (const [k, raw] of Object.entries(value)) {
      const key = k.trim();
      const val = raw === null || raw === undefined ? '' : typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
      if (val === null) {
        ctx.addIssue({ code: 'custom', path: [k], message: '元数据的值必须是文本' });
        return z.NEVER;
      }
      // a JSON text can carry an escaped NUL (\u0000) past the request's text guard; PostgreSQL cannot store it
      if (key.includes('\u0000') || val.includes('\u0000')) {
        ctx.addIssue({ code: 'custom', path: [k], message: '元数据不能包含 NUL 字符' });
        return z.NEVER;
      }
      if (key === '' || val === '') continue;
      if (key.length > NAME_MAX || val.length > TEXT_MAX) {
        ctx.addIssue({ code: 'custom', path: [k], message: `元数据的键不能超过${NAME_MAX}个字符，值不能超过${TEXT_MAX}个字符` });
        return z.NEVER;
      }
      if (!isSafeLinkText(val)) {
        ctx.addIssue({ code: 'custom', path: [k], message: '元数据中的链接必须以 http:// 或 https:// 开头' });
        return z.NEVER;
      }
      out[key] = val;
    }
    if (Object.keys(out).length > METADATA_KEYS_MAX) {
      ctx.addIssue({ code: 'custom', message: `元数据最多${METADATA_KEYS_MAX}项` });
      return z.NEVER;
    }
    return out;
  });

const LogoSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const problem = logoProblem(v);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return v;
  });

const intFrom = (min: number, max: number, message: string) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/v1/contracts: create, or update the contract at (chain_name, address). */
export const SaveContractBodySchema = z
  .object({
    address: z.string({ error: '合约地址不能为空' }).trim().min(1, '合约地址不能为空').max(128, '合约地址不能为空'),
    chain_name: ContractChainSchema,
    contract_type: ContractTypeSchema.default('ERC20'),
    name: optionalText(NAME_MAX, '名称'),
    symbol: optionalText(NAME_MAX, '符号'),
    decimals: intFrom(0, 18, '精度必须是 0 到 18 的整数').default(18),
    total_supply: z
      .union([z.string().trim().regex(/^\d{0,78}$/, '总供应量必须是非负整数'), z.null()])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    is_erc20: z.boolean().default(true),
    interfaces: nameList('接口列表'),
    methods: nameList('方法列表'),
    events: nameList('事件列表'),
    metadata: MetadataSchema,
    status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 1（启用）或 0（停用）' }).default(1),
    verified: z.boolean().default(false),
    creator: optionalText(128, '创建者地址'),
    creation_tx: optionalText(128, '创建交易'),
    // null first: z.coerce would turn null into 0
    creation_block: z.union([z.null(), intFrom(0, Number.MAX_SAFE_INTEGER, '创建区块必须是非负整数')]).optional().transform((v) => v ?? null),
    contract_logo: LogoSchema,
  })
  .transform((body, ctx) => {
    const address = checkAddress(body.chain_name, body.address);
    if (!address.ok) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: address.message });
      return z.NEVER;
    }
    let creator = body.creator;
    if (creator !== null) {
      const c = checkAddress(body.chain_name, creator);
      if (!c.ok) {
        ctx.addIssue({ code: 'custom', path: ['creator'], message: c.message });
        return z.NEVER;
      }
      creator = c.address;
    }
    let creationTx = body.creation_tx;
    if (creationTx !== null) {
      const h = normalizeHash(body.chain_name, creationTx);
      if (h === null) {
        ctx.addIssue({ code: 'custom', path: ['creation_tx'], message: '创建交易必须是交易哈希' });
        return z.NEVER;
      }
      creationTx = h;
    }
    return { ...body, address: address.address, creator, creation_tx: creationTx };
  });
export type SaveContractBody = z.input<typeof SaveContractBodySchema>;
export type SaveContract = z.output<typeof SaveContractBodySchema>;

/** A contract as the API answers it; contract_logo is null in lists asked with includeLogo=false. */
export const ContractSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  chain_name: z.string(),
  contract_type: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  total_supply: z.string().nullable(),
  is_erc20: z.boolean(),
  interfaces: z.array(z.string()),
  methods: z.array(z.string()),
  events: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  description: z.string().nullable(),
  status: z.number().int(),
  verified: z.boolean(),
  creator: z.string().nullable(),
  creation_tx: z.string().nullable(),
  creation_block: z.number().int().nullable(),
  contract_logo: z.string().nullable(),
  has_logo: z.boolean(),
  program_id: z.string().nullable(),
  source: z.enum(['indexer', 'user']),
  last_activity_block: z.number().int().nullable(),
  last_activity_at: z.number().int().nullable(),
  c_time: z.string(),
  m_time: z.string(),
});
export type Contract = z.infer<typeof ContractSchema>;

export const ContractAuditEntrySchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  entity: z.enum(['contract', 'coin_config', 'parser_config']),
  entity_id: z.number().int().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  username: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  at: z.string(),
});
export type ContractAuditEntry = z.infer<typeof ContractAuditEntrySchema>;
