/**
 * The coin configuration of a contract (spec part 2 §2.6 "maintain coin info", §3 Coin config, §5):
 * the save body with its defaults and ranges, and the answer. Links are http(s) only; text is capped.
 */
import { z } from 'zod';
import { checkAddress } from '../address-format';
import { ContractChainSchema, HttpUrlSchema } from './contracts';

export { COIN_TYPES, COIN_TYPE_NAMES } from '../console-constants';

const NAME_MAX = 100;
const TEXT_MAX = 2000;
const required = (label: string) => z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(NAME_MAX, `${label}不能超过${NAME_MAX}个字符`);
const digits = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(18, message);
const optionalUrl = z
  .union([z.literal(''), HttpUrlSchema, z.null()])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const SaveCoinConfigBodySchema = z
  .object({
    contract_addr: z.string({ error: '合约地址不能为空' }).trim().min(1, '合约地址不能为空').max(128, '合约地址不能为空'),
    chain_name: ContractChainSchema,
    name: required('名称'),
    symbol: required('符号'),
    coin_type: z.coerce.number({ error: '币种类型可选: 0, 1, 2, 3, 4' }).int('币种类型可选: 0, 1, 2, 3, 4').min(0, '币种类型可选: 0, 1, 2, 3, 4').max(4, '币种类型可选: 0, 1, 2, 3, 4').default(1),
    precision: digits('精度必须是 0 到 18 的整数').default(18),
    decimals: digits('精度必须是 0 到 18 的整数').optional(),
    status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 1（启用）或 0（停用）' }).default(1),
    logo_url: optionalUrl,
    is_verified: z.boolean().default(false),
    market_cap_rank: z.union([z.null(), z.coerce.number({ error: '市值排名必须是非负整数' }).int('市值排名必须是非负整数').min(0, '市值排名必须是非负整数').max(1e9, '市值排名必须是非负整数')]).optional().transform((v) => v ?? null),
    is_stablecoin: z.boolean().default(false),
    website_url: optionalUrl,
    explorer_url: optionalUrl,
    description: z
      .union([z.string().trim().max(TEXT_MAX, `描述不能超过${TEXT_MAX}个字符`), z.null()])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  })
  .transform((body, ctx) => {
    const check = checkAddress(body.chain_name, body.contract_addr);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', path: ['contract_addr'], message: check.message });
      return z.NEVER;
    }
    // decimals is the alias of precision (spec §3): either sets both
    const precision = body.decimals ?? body.precision;
    return { ...body, contract_addr: check.address, precision, decimals: precision };
  });
export type SaveCoinConfigBody = z.input<typeof SaveCoinConfigBodySchema>;
export type SaveCoinConfig = z.output<typeof SaveCoinConfigBodySchema>;

export const CoinConfigSchema = z.object({
  id: z.number().int(),
  contract_addr: z.string(),
  contract_address: z.string(),
  chain_name: z.string(),
  name: z.string(),
  symbol: z.string(),
  coin_type: z.number().int(),
  precision: z.number().int(),
  decimals: z.number().int(),
  status: z.number().int(),
  logo_url: z.string().nullable(),
  is_verified: z.boolean(),
  market_cap_rank: z.number().int().nullable(),
  is_stablecoin: z.boolean(),
  website_url: z.string().nullable(),
  explorer_url: z.string().nullable(),
  description: z.string().nullable(),
  c_time: z.string(),
  m_time: z.string(),
});
export type CoinConfig = z.infer<typeof CoinConfigSchema>;
