/**
 * The Solana program registry's writes on /api/v1 only (spec part 2 §2.8, §7 Programs; the list of
 * both mounts: shared/sol-programs-routes.ts), for any signed-in user (a key needs programs:write):
 * create, update (the Program ID never changes), delete (a native program, is_system, only by an
 * administrator, who alone may also clear the flag), and the rule preview (nothing saved). Every
 * write drops the in-process registry, so the sol answers name programs and instructions by it at once.
 */
import {
  anchorIdlToRules,
  applyProgramRules,
  parseAnchorIdlText,
  MAX_IDL_BYTES,
  SolProgramChainIdlBodySchema,
  SolProgramIdlBodySchema,
  SolProgramIdlSchema,
  type ApiSolProgramIdl,
  decodeInstructionData,
  readSampleInstructions,
  SaveSolProgramBodySchema,
  SolProgramPreviewBodySchema,
  SolProgramPreviewSchema,
  SolProgramSchema,
  storedProgramRules,
  type ApiSolProgramPreview,
  type SaveSolProgramBody,
} from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { hasRole } from '../../../plugins/app/roles';
import type { SolProgramFields } from '../../../families/sol/programs-repository';
import { fetchAnchorIdl, IdlAccountError, NodeUnavailableError, type ChainIdl } from '../../../families/sol/anchor-idl-account';
import { checkedRules, PROGRAM_NOT_FOUND, ProgramIdPath, toProgramWire } from '../shared/sol-programs';

const tags = ['sol programs'];
const write = { scope: 'programs:write', role: 'user' } as const;

export const PROGRAM_ID_FIXED = '程序ID不可修改';
export const SYSTEM_PROGRAM_DELETE = '系统程序只有管理员可以删除';
export const SYSTEM_FLAG_CLEAR = '只有管理员可以取消系统程序标志';

const isAdmin = (req: FastifyRequest) => req.user !== null && hasRole(req.user.role, 'administrator');

function fieldsOf(body: SaveSolProgramBody): SolProgramFields {
  const rules = storedProgramRules(checkedRules(body));
  return {
    ...body,
    instruction_rules: rules.instruction_rules,
    event_rules: rules.event_rules,
    sample_data: body.sample_data ?? null,
  };
}

export const IDL_REQUIRED = 'IDL必填';
export const SOL_NODE_MISSING = '未配置 Solana 节点（RPC_URL_SOL），无法从链上读取 IDL';

/** an IDL (object or JSON text) as rules, or a 400 naming the problem */
function idlRules(idl: unknown, chain: ChainIdl | null): ApiSolProgramIdl {
  if (idl === undefined || idl === null || idl === '') throw badRequest(IDL_REQUIRED);
  let value: unknown = idl;
  if (typeof idl === 'string') {
    const parsed = parseAnchorIdlText(idl);
    if (!parsed.ok) throw badRequest(parsed.message);
    value = parsed.idl;
  }
  const r = anchorIdlToRules(value);
  if (!r.ok) throw badRequest(chain ? `链上的 IDL 无法导入：${r.message}` : r.message);
  return {
    instruction_rules: r.instruction_rules,
    format: r.format,
    address: r.address,
    name: r.name,
    counts: r.counts,
    warnings: r.warnings,
    idl_address: chain?.idlAddress ?? null,
    authority: chain?.authority ?? null,
  };
}

/** the sol answers name programs by the registry: cached sol lists go too */
const registryChanged = (app: FastifyInstance) => app.responseCache.dropChain('sol');

const solProgramWrites: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sol/programs',
    {
      config: write,
      schema: {
        tags,
        operationId: 'createSolProgram',
        description: 'Register a program (rules checked; a Program ID registered already is a 409)',
        body: SaveSolProgramBodySchema,
        response: responses(SolProgramSchema, [400, 401, 403, 409, 500]),
      },
    },
    async (req) => {
      const row = await app.repos.sol.programs.create(fieldsOf(req.body));
      if (!row) throw conflict(`程序ID ${req.body.program_id} 已存在`);
      registryChanged(app);
      return ok(toProgramWire(row), '程序已添加');
    },
  );

  app.put(
    '/sol/programs/:id',
    {
      config: write,
      schema: {
        tags,
        operationId: 'updateSolProgram',
        description: 'Update a program (its Program ID stays)',
        params: ProgramIdPath,
        body: SaveSolProgramBodySchema,
        response: responses(SolProgramSchema, [400, 401, 403, 404, 500]),
      },
    },
    async (req) => {
      const before = await app.repos.sol.programs.byId(req.params.id);
      if (!before) throw notFound(PROGRAM_NOT_FOUND);
      if (req.body.program_id !== before.program_id) throw badRequest(PROGRAM_ID_FIXED);
      if (before.is_system && !req.body.is_system && !isAdmin(req))
        throw new HttpError(403, SYSTEM_FLAG_CLEAR);
      const row = await app.repos.sol.programs.update(req.params.id, fieldsOf(req.body));
      if (!row) throw notFound(PROGRAM_NOT_FOUND);
      registryChanged(app);
      return ok(toProgramWire(row), '程序已保存');
    },
  );

  app.delete(
    '/sol/programs/:id',
    {
      config: write,
      schema: {
        tags,
        operationId: 'deleteSolProgram',
        description: 'Delete a program (a native one: administrators only)',
        params: ProgramIdPath,
        response: responses(z.null(), [400, 401, 403, 404, 500]),
      },
    },
    async (req) => {
      const row = await app.repos.sol.programs.byId(req.params.id);
      if (!row) throw notFound(PROGRAM_NOT_FOUND);
      if (row.is_system && !isAdmin(req)) throw new HttpError(403, SYSTEM_PROGRAM_DELETE);
      if (!(await app.repos.sol.programs.remove(req.params.id))) throw notFound(PROGRAM_NOT_FOUND);
      registryChanged(app);
      return ok(null, '程序已删除');
    },
  );

  app.post(
    '/sol/programs/idl',
    {
      config: write,
      bodyLimit: MAX_IDL_BYTES + 64 * 1024,
      schema: {
        tags,
        operationId: 'importSolProgramIdl',
        description:
          'An Anchor IDL (legacy or 0.30+, pasted) as program rules: instructions, Borsh args, accounts, types and events; nothing is saved',
        body: SolProgramIdlBodySchema,
        response: responses(SolProgramIdlSchema, [400, 401, 403, 500]),
      },
    },
    async (req) => {
      const out = idlRules(req.body.idl, null);
      return ok(out, `已解析 ${out.counts.instructions} 条指令、${out.counts.events} 个事件`);
    },
  );

  app.post(
    '/sol/programs/idl/chain',
    {
      config: write,
      schema: {
        tags,
        operationId: 'importSolProgramIdlFromChain',
        description:
          "The program's Anchor IDL read from its IDL account on the sol node (createWithSeed(findProgramAddress([], program), 'anchor:idl', program), zlib) as program rules; nothing is saved. 404 when the node has no such account",
        body: SolProgramChainIdlBodySchema,
        response: responses(SolProgramIdlSchema, [400, 401, 403, 404, 500, 503]),
      },
    },
    async (req) => {
      const rpcUrl = app.config.rpcUrls.sol;
      if (!rpcUrl) throw new HttpError(503, SOL_NODE_MISSING);
      let chain: ChainIdl | null;
      try {
        chain = await fetchAnchorIdl(rpcUrl, req.body.program_id, { logger: req.log });
      } catch (e) {
        if (e instanceof NodeUnavailableError) throw new HttpError(503, e.message);
        if (e instanceof IdlAccountError) throw badRequest(`链上的 IDL 账户无法读取：${e.message}`);
        throw e;
      }
      if (!chain) throw notFound(`节点上没有程序 ${req.body.program_id} 的 Anchor IDL 账户`);
      const out = idlRules(chain.text, chain);
      return ok(out, `已从链上读取 ${out.counts.instructions} 条指令、${out.counts.events} 个事件`);
    },
  );

  app.post(
    '/sol/programs/preview',
    {
      config: write,
      schema: {
        tags,
        operationId: 'previewSolProgramRules',
        description:
          'What the rules make of sample instructions ({ data: base58 or 0x-hex, accounts } or a list); nothing is saved',
        body: SolProgramPreviewBodySchema,
        response: responses(SolProgramPreviewSchema, [400, 401, 403, 500]),
      },
    },
    async (req) => {
      const rules = checkedRules(req.body);
      const sample = readSampleInstructions(req.body.sample_data);
      if (!sample.ok) throw badRequest(sample.message);
      const programId = req.body.program_id ?? '';
      const out: ApiSolProgramPreview = { instructions: [], events: [] };
      sample.list.forEach((s, index) => {
        const r = applyProgramRules(rules, {
          programId,
          data: decodeInstructionData(s.data) ?? new Uint8Array(),
          accounts: s.accounts,
        });
        out.instructions.push({ index, name: r.name, fields: r.fields, ...(r.anchorEvent ? { anchor_event: true } : {}) });
        out.events.push(...r.events);
      });
      return ok(out);
    },
  );
};

export default solProgramWrites;
