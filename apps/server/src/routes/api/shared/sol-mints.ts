/**
 * The sol mint-address pieces (spec part 2 §2.7, §7) the routes share: the list query (page,
 * page_size, search, contractType, status → data, meta.total), the address path and the answer
 * shape (rows → Mint).
 */
import { checkAddress, MINT_TYPE_HINT, MINT_TYPES, MintSchema, type Mint, type MintType } from '@explorer/core';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import type { MintRecord } from '../../../families/sol/mints-repository';
import { pageQuery } from '../../../wire/common';

export const MINT_NOT_FOUND = '铸币地址不存在';

export const MintListQuery = z.object({
  chainName: z.literal('sol', { error: '铸币地址只属于 sol 链' }).optional().describe('sol (the page sends it; nothing else is accepted)'),
  search: z.string().trim().max(128, '搜索内容不能超过128个字符').optional().describe('part of the address (3 characters or more; shorter: its beginning), of the name or of the symbol (any case)'),
  contractType: z
    .string()
    .optional()
    .transform((v, ctx): MintType | undefined => {
      const t = v?.trim().toUpperCase() ?? '';
      if (t === '') return undefined;
      if ((MINT_TYPES as readonly string[]).includes(t)) return t as MintType;
      ctx.addIssue({ code: 'custom', message: MINT_TYPE_HINT });
      return z.NEVER;
    })
    .describe('spl, nft, meme, utility, governance or other (any case)'),
  status: z
    .enum(['', '0', '1'], { error: '状态只能是 1（启用）或 0（停用）' })
    .optional()
    .transform((v) => (v === '1' ? (1 as const) : v === '0' ? (0 as const) : undefined)),
  ...pageQuery,
});

export const MintAddressPath = z.object({ address: z.string().trim().min(1, '铸币地址不能为空').max(64, '铸币地址必须是32字节公钥的 base58 编码') });

export const MintListResponse = (errors: readonly number[]) => {
  const out: Record<number, z.ZodType> = {
    200: z.object({ success: z.literal(true), data: z.array(MintSchema), meta: z.object({ total: z.number().int() }), message: z.string() }),
  };
  for (const code of errors) out[code] = ErrorEnvelope;
  return out;
};

/** the stored form of a mint address from a path, or a 400 naming it */
export function mintAddress(value: string): string {
  const check = checkAddress('sol', value);
  if (!check.ok) throw badRequest(`铸币地址${check.message}`);
  return check.address;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toMintWire(r: MintRecord): Mint {
  const metadata = (r.metadata ?? {}) as Record<string, unknown>;
  return {
    id: Number(r.id),
    address: r.address,
    chain_name: 'sol',
    name: r.name,
    symbol: r.symbol,
    decimals: r.decimals,
    contract_type: r.contract_type.toLowerCase(),
    status: r.status,
    metadata,
    description: typeof metadata.description === 'string' ? metadata.description : null,
    contract_logo: r.contract_logo,
    program_id: r.program_id,
    total_supply: r.total_supply,
    mint_authority: r.mint_authority,
    freeze_authority: r.freeze_authority,
    creation_slot: r.creation_block === null ? null : Number(r.creation_block),
    creation_tx: r.creation_tx,
    source: r.source,
    c_time: iso(r.c_time),
    m_time: iso(r.m_time),
  };
}
