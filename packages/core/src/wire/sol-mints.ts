/**
 * Solana mint addresses (spec part 2 §2.7, §3 "Mint address form", §5): the mint as the API answers
 * it and the create-or-update body with every check the server makes — the address and program id
 * base58 32-byte keys, name and symbol required and capped, decimals 0–18 (default 9), the type list
 * (spl when none; stored upper-case, answered lower-case), status 1 or 0 (the form's paused is 0),
 * metadata a JSON object of plain values (or its JSON text; the form sends {"description": …}),
 * and the logo only as an http(s) link.
 */
import { z } from 'zod';
import { checkAddress } from '../address-format';
import { isSolPublicKey } from '../sol-programs';
import { isSafeLinkText } from './contracts';

export const MINT_TYPES = ['SPL', 'NFT', 'MEME', 'UTILITY', 'GOVERNANCE', 'OTHER'] as const;
export type MintType = (typeof MINT_TYPES)[number];

const NAME_MAX = 100;
const SYMBOL_MAX = 32;
const TEXT_MAX = 2000;
const METADATA_KEYS_MAX = 50;
const METADATA_JSON_MAX = 20_000;

const SOL_KEY_HINT = '必须是32字节公钥的 base58 编码';
const LOGO_HINT = '图标必须是以 http:// 或 https:// 开头的链接';
const DECIMALS_HINT = '精度必须是 0 到 18 的整数';
export const MINT_TYPE_HINT = `代币类型可选: ${MINT_TYPES.map((t) => t.toLowerCase()).join(', ')}`;
const STATUS_HINT = '状态只能是 1（启用）或 0（停用）';

/** absent, null or blank text → null; else the trimmed text (other JSON types: `what`'s message) */
const optionalText = (what: string) =>
  z.unknown().optional().transform((v, ctx): string | null => {
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') {
      ctx.addIssue({ code: 'custom', message: what });
      return z.NEVER;
    }
    return v.trim() === '' ? null : v.trim();
  });

const requiredText = (max: number, label: string) =>
  z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(max, `${label}不能超过${max}个字符`);

/** a type in any case; none chosen (absent, null, '') is spl */
export const MintTypeSchema = optionalText(MINT_TYPE_HINT).transform((v, ctx): MintType => {
  const t = (v ?? 'SPL').toUpperCase();
  if ((MINT_TYPES as readonly string[]).includes(t)) return t as MintType;
  ctx.addIssue({ code: 'custom', message: MINT_TYPE_HINT });
  return z.NEVER;
});

const DecimalsSchema = z.unknown().optional().transform((v, ctx): number => {
  if (v === undefined || v === null || v === '') return 9;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
  if (Number.isInteger(n) && n >= 0 && n <= 18) return n;
  ctx.addIssue({ code: 'custom', message: DECIMALS_HINT });
  return z.NEVER;
});

/** 1 active; 0 inactive (the form's paused is stored as inactive) */
const StatusSchema = z.unknown().optional().transform((v, ctx): 0 | 1 => {
  if (v === undefined || v === null || v === 1 || v === '1' || v === 'active') return 1;
  if (v === 0 || v === '0' || v === 'inactive' || v === 'paused') return 0;
  ctx.addIssue({ code: 'custom', message: STATUS_HINT });
  return z.NEVER;
});

type MetadataValue = string | number | boolean | null;

/** text PostgreSQL cannot store or that is not Unicode: a NUL or a lone surrogate (JSON text may hold them escaped) */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function metadataProblem(key: string, val: MetadataValue): string | null {
  if (BAD_TEXT.test(key) || (typeof val === 'string' && BAD_TEXT.test(val))) return '元数据包含不允许的字符';
  if (key.length > NAME_MAX) return `元数据的键不能超过${NAME_MAX}个字符`;
  if (typeof val === 'number' && !Number.isFinite(val)) return '元数据的数字无效';
  if (typeof val !== 'string') return null;
  if (val.length > TEXT_MAX) return `元数据的值不能超过${TEXT_MAX}个字符`;
  if (!isSafeLinkText(val)) return '元数据中的链接必须以 http:// 或 https:// 开头';
  return null;
}

/** a JSON object of plain values, or its JSON text ('' and null: {}); blank keys are dropped */
const MetadataSchema = z.unknown().optional().transform((v, ctx): Record<string, MetadataValue> => {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  let value: unknown = v ?? {};
  if (typeof value === 'string') {
    if (value.length > METADATA_JSON_MAX) return refuse('元数据过大');
    if (value.trim() === '') return {};
    try {
      value = JSON.parse(value);
    } catch {
      return refuse('元数据必须是 JSON 对象');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('元数据必须是 JSON 对象');
  const out: Record<string, MetadataValue> = {};
  for (const [k, raw] of Object.entries(value)) {
    const key = k.trim();
    if (key === '') continue;
    if (raw !== null && typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return refuse('元数据的值必须是文本、数字、布尔值或 null');
    const val = typeof raw === 'string' ? raw.trim() : raw;
    const problem = metadataProblem(key, val);
    if (problem) return refuse(problem);
    out[key] = key === 'description' && val !== null ? String(val) : val;
  }
  if (Object.keys(out).length > METADATA_KEYS_MAX) return refuse(`元数据最多${METADATA_KEYS_MAX}项`);
  return out;
});

/** null or blank → null; else an http(s) link (a data URL, javascript: and other schemes are refused) */
const LogoUrlSchema = optionalText(LOGO_HINT).transform((v, ctx) => {
  if (v === null) return null;
  if (v.length > TEXT_MAX) {
    ctx.addIssue({ code: 'custom', message: `图标链接不能超过${TEXT_MAX}个字符` });
    return z.NEVER;
  }
  if (!/^https?:\/\/[^\s]+$/i.test(v) || !URL.canParse(v)) {
    ctx.addIssue({ code: 'custom', message: LOGO_HINT });
    return z.NEVER;
  }
  return v;
});

const ProgramIdSchema = optionalText(`程序ID${SOL_KEY_HINT}`).transform((v, ctx) => {
  if (v === null || isSolPublicKey(v)) return v;
  ctx.addIssue({ code: 'custom', message: `程序ID${SOL_KEY_HINT}` });
  return z.NEVER;
});

/** POST /api/v1/sol/mints: create, or update the mint at this address. */
export const SaveMintBodySchema = z
  .object({
    address: z.string({ error: '铸币地址不能为空' }).trim().min(1, '铸币地址不能为空').max(64, `铸币地址${SOL_KEY_HINT}`),
    chain_name: z.literal('sol', { error: '铸币地址只属于 sol 链' }).optional(),
    name: requiredText(NAME_MAX, '名称'),
    symbol: requiredText(SYMBOL_MAX, '符号'),
    decimals: DecimalsSchema,
    contract_type: MintTypeSchema,
    status: StatusSchema,
    metadata: MetadataSchema,
    contract_logo: LogoUrlSchema,
    program_id: ProgramIdSchema,
  })
  .transform((body, ctx) => {
    const address = checkAddress('sol', body.address);
    if (!address.ok) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: address.message });
      return z.NEVER;
    }
    const { chain_name: _chain, ...rest } = body;
    return { ...rest, address: address.address };
  });
export type SaveMintBody = z.input<typeof SaveMintBodySchema>;
export type SaveMint = z.output<typeof SaveMintBodySchema>;

/** A mint as the API answers it (contract_type lower-case, metadata parsed, amounts in base units). */
export const MintSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  chain_name: z.literal('sol'),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  contract_type: z.string().describe('spl, nft, meme, utility, governance or other'),
  status: z.number().int().describe('1 active, 0 inactive'),
  metadata: z.record(z.string(), z.unknown()),
  description: z.string().nullable().describe('metadata.description'),
  contract_logo: z.string().nullable().describe('an http(s) link'),
  program_id: z.string().nullable(),
  total_supply: z.string().nullable().describe('base units; null when the indexer cannot know it exactly'),
  mint_authority: z.string().nullable(),
  freeze_authority: z.string().nullable(),
  creation_slot: z.number().int().nullable().describe('slot of the InitializeMint the indexer saw'),
  creation_tx: z.string().nullable().describe('its transaction signature'),
  source: z.enum(['indexer', 'user']),
  c_time: z.string(),
  m_time: z.string(),
});
export type Mint = z.infer<typeof MintSchema>;
