/**
 * The contracts console's pieces every scope shares (spec part 2 §2.6, §7): the list query (chainName,
 * search, page, page_size, includeLogo, contractType, status), the answer shape, and the write policy
 * (the registry's contractWrites through core's mayWriteContracts): a guest is 401 (the page opens
 * the login modal), a signed-in caller without the right 403 with a message that says which right.
 */
import {
  CHAINS,
  ContractChainSchema,
  ContractSchema,
  ContractTypeSchema,
  mayWriteContracts,
  type ChainId,
  type ContractWriteAction,
} from '@explorer/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../../http/errors';
import type { ContractRecord } from '../../../plugins/app/contracts-repository';
import { booleanText, pageQuery, positiveInt, type PageLimits } from '../../../wire/common';

export const CONTRACT_NOT_FOUND = '合约不存在';
export const CONTRACT_LIST_LIMITS: PageLimits = { defaultSize: 25, cap: 100 };

const statusText = z
  .enum(['0', '1', 'active', 'inactive', 'paused'], { error: '状态可选: 1, 0, active, inactive' })
  .transform((v) => (v === '1' || v === 'active' ? 1 : 0));

export const ContractListQuery = z.object({
  chainName: ContractChainSchema,
  search: z.string().trim().max(128, '搜索内容不能超过128个字符').optional().describe('part of the address (3 characters or more; shorter: its beginning), of the name or of the symbol (any case)'),
  contractType: z.union([z.literal(''), ContractTypeSchema]).optional().transform((v) => (v === '' ? undefined : v)),
  status: z.union([z.literal(''), statusText]).optional().transform((v) => (v === '' ? undefined : v)),
  includeLogo: booleanText.optional(),
  ...pageQuery,
});

export const ContractListResponse = z.object({ success: z.literal(true), data: z.array(ContractSchema), count: z.number().int(), message: z.string() });

export const ContractIdPath = z.object({ id: positiveInt('合约ID必须是正整数') });
export const ContractStatusPath = z.object({ id: positiveInt('合约ID必须是正整数'), status: z.enum(['0', '1'], { error: '状态只能是 1（启用）或 0（停用）' }).transform(Number) });

const iso = (d: Date | string) => new Date(d).toISOString();

export function toContractWire(r: ContractRecord): z.infer<typeof ContractSchema> {
  const metadata = (r.metadata ?? {}) as Record<string, unknown>;
  return {
    id: Number(r.id),
    address: r.address,
    chain_name: r.chain,
    contract_type: r.contract_type,
    name: r.name,
    symbol: r.symbol,
    decimals: r.decimals,
    total_supply: r.total_supply,
    is_erc20: r.is_erc20,
    interfaces: r.interfaces,
    methods: r.methods,
    events: r.events,
    metadata,
    description: typeof metadata.description === 'string' ? metadata.description : null,
    status: r.status,
    verified: r.verified,
    creator: r.creator,
    creation_tx: r.creation_tx,
    creation_block: r.creation_block,
    contract_logo: r.contract_logo,
    has_logo: r.has_logo,
    program_id: r.program_id,
    source: r.source,
    last_activity_block: r.last_activity_block,
    last_activity_at: r.last_activity_at,
    c_time: iso(r.c_time),
    m_time: iso(r.m_time),
  };
}

const REFUSED: Record<ContractWriteAction, Record<'administrator' | 'contracts:write', string>> = {
  add: { administrator: '只有管理员可以添加合约', 'contracts:write': '没有添加合约的权限（需要 contracts:write）' },
  edit: { administrator: '只有管理员可以编辑合约', 'contracts:write': '没有编辑合约的权限（需要 contracts:write）' },
};

/** Throws 401 for a guest and 403 (saying which right is missing) for a caller the chain's rule refuses. */
export async function requireContractWrite(app: FastifyInstance, request: FastifyRequest, chain: ChainId, action: ContractWriteAction): Promise<{ id: number; username: string }> {
  // the /api/v1 scope has resolved the caller (a guest never gets here)
  const user = request.user;
  if (!user) throw unauthorized();
  const permissions = await app.repos.users.permissionsOf(user);
  if (!mayWriteContracts({ role: user.role, permissions }, chain, action)) {
    request.log.info({ userId: user.id, chain, action }, 'contract write refused');
    throw new HttpError(403, REFUSED[action][CHAINS[chain].contractWrites?.[action] === 'contracts:write' ? 'contracts:write' : 'administrator']);
  }
  return { id: user.id, username: user.username };
}

/**
 * requireContractWrite for a write at an address (a contract, its coin config, a parser config):
 * editing when the chain has a contract row there, else adding one (bsc: administrators only).
 */
export async function requireContractWriteAt(app: FastifyInstance, request: FastifyRequest, chain: ChainId, address: string): Promise<{ id: number; username: string }> {
  const exists = await app.repos.contracts.exists(chain, address);
  return requireContractWrite(app, request, chain, exists ? 'edit' : 'add');
}
