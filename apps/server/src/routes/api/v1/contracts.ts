/**
 * /api/v1/contracts (spec part 2 §7): reads for signed-in callers (an API key needs contracts:read)
 * and the console's writes (a key needs contracts:write; the chain's rule decides who may add and who
 * may edit, routes/api/shared/contracts.ts). Every write leaves an audit row; administrators read
 * the audit log.
 */
import {
  CHAIN_IDS,
  checkAddress,
  CONTRACT_CHAINS,
  ContractAuditEntrySchema,
  ContractChainSchema,
  ContractSchema,
  ContractTypeSchema,
  SaveContractBodySchema,
  type ChainId,
} from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { badRequest, notFound } from '../../../errors';
import { pageQuery, resolvePage } from '../../../wire/common';
import { CONTRACT_LIST_LIMITS, CONTRACT_NOT_FOUND, ContractIdPath, ContractListQuery, ContractListResponse, ContractStatusPath, requireContractWrite, requireContractWriteAt, toContractWire } from '../shared/contracts';

const tags = ['contracts'];
const read = { scope: 'contracts:read' } as const;
const write = { scope: 'contracts:write', role: 'user' } as const;
const listResponse = { ...responses(z.null(), [400, 401, 500]), 200: ContractListResponse };
const PageOnly = z.object(pageQuery);

const contracts: FastifyPluginAsyncZod = async (app) => {
  const list = async (q: { chain: ChainId; contractType?: string; erc20Only?: boolean; search?: string; status?: number; includeLogo?: boolean; page?: number; page_size?: number }) => {
    const { page, pageSize } = resolvePage(q, CONTRACT_LIST_LIMITS);
    const { rows, total } = await app.repos.contracts.list({ ...q, includeLogo: q.includeLogo ?? false, page, pageSize });
    return { success: true as const, data: rows.map(toContractWire), count: total, message: 'ok' };
  };

  app.get('/contracts', { config: read, schema: { tags, operationId: 'getContracts', description: 'Contracts of a chain (as /api/no-auth/contracts)', querystring: ContractListQuery, response: listResponse } }, async (req) =>
    list({ ...req.query, chain: req.query.chainName as ChainId }),
  );

  app.get(
    '/contracts/address/:address',
    {
      config: read,
      schema: {
        tags,
        operationId: 'getContractByAddress',
        description: 'A contract by address (on `chain`, else the first contract chain that has it), with its logo',
        params: z.object({ address: z.string().trim().min(1).max(128) }),
        querystring: z.object({ chain: ContractChainSchema.optional() }),
        response: responses(ContractSchema, [400, 401, 404, 500]),
      },
    },
    async (req) => {
      const chains = req.query.chain ? [req.query.chain] : CONTRACT_CHAINS;
      const check = checkAddress(chains[0]!, req.params.address);
      if (!check.ok) throw badRequest(`address: ${check.message}`);
      const row = await app.repos.contracts.byAddress(check.address, chains);
      if (!row) throw notFound(CONTRACT_NOT_FOUND);
      return ok(toContractWire(row));
    },
  );

  app.get(
    '/contracts/chain/:chain',
    { config: read, schema: { tags, operationId: 'getContractsOfChain', description: 'Contracts of a chain', params: z.object({ chain: z.enum(CHAIN_IDS, { error: `不支持的链，可选: ${CHAIN_IDS.join(', ')}` }) }), querystring: PageOnly, response: listResponse } },
    async (req) => list({ ...req.query, chain: req.params.chain }),
  );

  app.get(
    '/contracts/type/:type',
    { config: read, schema: { tags, operationId: 'getContractsOfType', description: 'Contracts of a type (on `chain`, default eth)', params: z.object({ type: ContractTypeSchema }), querystring: z.object({ chain: ContractChainSchema.default('eth'), ...pageQuery }), response: listResponse } },
    async (req) => list({ ...req.query, contractType: req.params.type }),
  );

  app.get(
    '/contracts/erc20',
    { config: read, schema: { tags, operationId: 'getErc20Contracts', description: 'ERC-20 contracts (on `chain`, default eth)', querystring: z.object({ chain: ContractChainSchema.default('eth'), ...pageQuery }), response: listResponse } },
    async (req) => list({ ...req.query, erc20Only: true }),
  );

  app.post(
    '/contracts',
    { config: write, schema: { tags, operationId: 'saveContract', description: 'Create or update a contract (contract_type upper-cased on save)', body: SaveContractBodySchema, response: responses(ContractSchema, [400, 401, 403, 500]) } },
    async (req) => {
      const body = req.body;
      const by = await requireContractWriteAt(app, req, body.chain_name, body.address);
      const { contract, created } = await app.repos.contracts.save(body, by);
      return ok(toContractWire(contract), created ? '新合约添加成功！' : '合约信息保存成功！');
    },
  );

  const setField = async (field: 'status' | 'verified', id: number, value: number | boolean, req: Parameters<typeof requireContractWrite>[1]) => {
    const chain = await app.repos.contracts.chainOf(id);
    if (!chain) throw notFound(CONTRACT_NOT_FOUND);
    const by = await requireContractWrite(app, req, chain as ChainId, 'edit');
    const row = await app.repos.contracts.setField(id, field, value, by);
    if (!row) throw notFound(CONTRACT_NOT_FOUND);
    return ok(toContractWire(row), '保存成功');
  };

  app.put(
    '/contracts/:id/status/:status',
    { config: write, schema: { tags, operationId: 'setContractStatus', description: 'Enable (1) or disable (0) a contract', params: ContractStatusPath, response: responses(ContractSchema, [400, 401, 403, 404, 500]) } },
    async (req) => setField('status', req.params.id, req.params.status, req),
  );

  app.put(
    '/contracts/:id/verify',
    { config: write, schema: { tags, operationId: 'verifyContract', description: 'Mark a contract verified', params: ContractIdPath, response: responses(ContractSchema, [400, 401, 403, 404, 500]) } },
    async (req) => setField('verified', req.params.id, true, req),
  );

  app.delete(
    '/contracts/:id',
    { config: write, schema: { tags, operationId: 'deleteContract', description: 'Delete a contract (who may add on its chain may delete)', params: ContractIdPath, response: responses(z.null(), [400, 401, 403, 404, 500]) } },
    async (req) => {
      const chain = await app.repos.contracts.chainOf(req.params.id);
      if (!chain) throw notFound(CONTRACT_NOT_FOUND);
      const by = await requireContractWrite(app, req, chain as ChainId, 'add');
      if (!(await app.repos.contracts.remove(req.params.id, by))) throw notFound(CONTRACT_NOT_FOUND);
      return ok(null, '合约已删除');
    },
  );

  app.get(
    '/contracts/audit',
    {
      config: { scope: 'contracts:read', role: 'administrator' },
      schema: {
        tags,
        operationId: 'getAuditLog',
        description: 'The console’s audit log, newest first, sol mint addresses included (administrators)',
        querystring: z.object({ chain: z.union([ContractChainSchema, z.literal('sol')]).optional(), address: z.string().trim().max(128).optional(), ...pageQuery }),
        response: { ...responses(z.null(), [400, 401, 403, 500]), 200: z.object({ success: z.literal(true), data: z.array(ContractAuditEntrySchema), count: z.number().int(), message: z.string() }) },
      },
    },
    async (req) => {
      const { page, pageSize } = resolvePage(req.query, CONTRACT_LIST_LIMITS);
      // EVM addresses are stored lower-case; sol mint addresses (base58) as they are
      const address = req.query.address && /^0x/i.test(req.query.address) ? req.query.address.toLowerCase() : req.query.address;
      const { rows, total } = await app.repos.contracts.auditLog({ chain: req.query.chain, address, page, pageSize });
      return { success: true as const, data: rows, count: total, message: 'ok' };
    },
  );
};

export default contracts;
