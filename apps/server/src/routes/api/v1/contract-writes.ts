/**
 * The contracts console's writes on /api/v1 only (spec part 2 §7; a key needs contracts:write; the
 * chain's rule decides who may add and who may edit, routes/api/shared/contracts.ts): create or
 * update, status, verify, delete. Every write leaves an audit row; administrators read the audit
 * log. The reads of both mounts: shared/contracts-routes.ts.
 */
import { ContractAuditEntrySchema, ContractChainSchema, ContractSchema, SaveContractBodySchema, type ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { pageQuery, resolvePage } from '../../../wire/common';
import { CONTRACT_LIST_LIMITS, CONTRACT_NOT_FOUND, ContractIdPath, ContractStatusPath, requireContractWrite, requireContractWriteAt, toContractWire } from '../shared/contracts';

const tags = ['contracts'];
const write = { scope: 'contracts:write', role: 'user' } as const;

const contractWrites: FastifyPluginAsyncZod = async (app) => {
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

export default contractWrites;
