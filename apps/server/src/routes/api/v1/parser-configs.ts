/**
 * /api/v1/parser-configs (spec part 2 §3, §4, §7): create (POST) and update (PUT /{id}) one parser
 * config of a contract; who may edit contracts on the chain may save, and creating one for an address
 * without a contract row is an add (bsc: administrators only). A config that cannot be
 * applied is refused with a 400 listing every reason, each naming its field
 * (`param_config[1].offset: …`).
 */
import { ContractChainSchema, checkParserConfig, ParserConfigSchema, type ChainId, type ParserConfig } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import { toParserConfigWire } from '../../../plugins/app/parser-configs-repository';
import { positiveInt } from '../../../wire/common';
import { requireContractWrite, requireContractWriteAt } from '../shared/contracts';

const tags = ['contracts'];
const write = { scope: 'contracts:write', role: 'user' } as const;
export const PARSER_CONFIG_NOT_FOUND = '解析配置不存在';

/** the body: a parser config's fields (checked in the handler, so every reason is answered) and its chain */
const Body = z.record(z.string(), z.unknown()).describe('parser config fields (spec part 2 §3) and chain_name (eth, bsc; default eth)');
const Answer = z.record(z.string(), z.unknown());

function checked(body: Record<string, unknown>): { chain: ChainId; config: ParserConfig } {
  const { chain_name, ...fields } = body;
  const chain = ContractChainSchema.safeParse(chain_name ?? 'eth');
  if (!chain.success) throw badRequest(`chain_name: ${chain.error.issues[0]!.message}`);
  const reasons = checkParserConfig(fields);
  if (reasons.length > 0) throw badRequest(`解析配置无法应用：${reasons.join('；')}`);
  return { chain: chain.data, config: ParserConfigSchema.parse(fields) };
}

const FromAbiBody = z.object({
  fragment: z.string({ error: 'fragment: 请粘贴 ABI 片段或签名' }).trim().min(1, 'fragment: 请粘贴 ABI 片段或签名').max(20_000, 'fragment: ABI 片段不能超过20000个字符'),
  contract_address: z.string({ error: 'contract_address: 合约地址必填' }).trim().regex(/^0x[0-9a-fA-F]{40}$/, 'contract_address: 不是有效的 EVM 合约地址'),
});

const parserConfigs: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/parser-configs/from-abi',
    {
      // computes only (nothing is saved): any signed-in caller may ask; an API key needs the console's write scope
      config: { scope: 'contracts:write', role: 'user' },
      schema: {
        tags,
        operationId: 'parserConfigFromAbi',
        description: 'A parser config generated from a pasted ABI fragment (one function or event, JSON or human-readable) or a signature; not saved',
        body: FromAbiBody,
        response: responses(Answer, [400, 401, 500]),
      },
    },
    async (req) => {
      const { parserConfigFromAbi, AbiFragmentError } = await import('@explorer/indexer');
      try {
        return ok(parserConfigFromAbi(req.body.fragment, req.body.contract_address.toLowerCase()) as Record<string, unknown>);
      } catch (e) {
        // the fragment is the caller's text: whatever it fails on is a bad input
        throw badRequest(`fragment: ${e instanceof AbiFragmentError ? e.message : '无法解析 ABI 片段 (not a function or event fragment)'}`);
      }
    },
  );

  app.post(
    '/parser-configs',
    { config: write, schema: { tags, operationId: 'createParserConfig', description: 'Create a parser config for a contract', body: Body, response: responses(Answer, [400, 401, 403, 500]) } },
    async (req) => {
      const { chain, config } = checked(req.body);
      const by = await requireContractWriteAt(app, req, chain, config.contract_address);
      return ok(toParserConfigWire(await app.repos.parserConfigs.create(chain, config, by)), '解析配置保存成功');
    },
  );

  app.put(
    '/parser-configs/:id',
    { config: write, schema: { tags, operationId: 'updateParserConfig', description: 'Update a parser config', params: z.object({ id: positiveInt('解析配置ID必须是正整数') }), body: Body, response: responses(Answer, [400, 401, 403, 404, 500]) } },
    async (req) => {
      const existing = await app.repos.parserConfigs.byId(req.params.id);
      if (!existing) throw notFound(PARSER_CONFIG_NOT_FOUND);
      const { config } = checked({ ...req.body, chain_name: existing.chain, contract_address: req.body.contract_address ?? existing.contract_address });
      if (config.contract_address !== existing.contract_address) throw badRequest('contract_address: 解析配置所属的合约不能更改');
      const by = await requireContractWrite(app, req, existing.chain as ChainId, 'edit');
      const row = await app.repos.parserConfigs.update(req.params.id, config, by);
      if (!row) throw notFound(PARSER_CONFIG_NOT_FOUND);
      return ok(toParserConfigWire(row), '解析配置保存成功');
    },
  );
};

export default parserConfigs;
