/**
 * /api/v1/coin-configs (spec part 2 §2.6 "maintain coin info", §4 save flow, §7): a chain's coin
 * configs, one contract's coin config with its parser configs, the save (who may edit the chain's
 * contracts may save one for a known contract; for an address without a contract row it is an add),
 * and the chain's console figures (maintenance).
 */
import { CoinConfigSchema, ContractChainSchema, DEFAULT_CONTRACT_CHAIN, SaveCoinConfigBodySchema, checkAddress, type ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import type { CoinConfigRow } from '../../../plugins/app/coin-configs-repository';
import { pageQuery, resolvePage } from '../../../wire/common';
import { CONTRACT_LIST_LIMITS, requireContractWriteAt } from '../shared/contracts';

const tags = ['contracts'];
const read = { scope: 'contracts:read' } as const;
const iso = (d: Date | string) => new Date(d).toISOString();

export function toCoinConfigWire(r: CoinConfigRow): z.infer<typeof CoinConfigSchema> {
  return {
    id: Number(r.id),
    contract_addr: r.contract_addr,
    contract_address: r.contract_addr,
    chain_name: r.chain,
    name: r.name,
    symbol: r.symbol,
    coin_type: r.coin_type,
    precision: r.precision,
    decimals: r.decimals,
    status: r.status,
    logo_url: r.logo_url,
    is_verified: r.is_verified,
    market_cap_rank: r.market_cap_rank,
    is_stablecoin: r.is_stablecoin,
    website_url: r.website_url,
    explorer_url: r.explorer_url,
    description: r.description,
    c_time: iso(r.c_time),
    m_time: iso(r.m_time),
  };
}

const ParseJobSchema = z.object({ id: z.number().int(), contract: z.string(), status: z.string(), done_height: z.number().int().nullable(), to_height: z.number().int().nullable(), results: z.number().int(), progress: z.number() });
const MaintenanceSchema = z.object({
  chain: z.string(),
  coin_configs: z.number().int(),
  parser_configs: z.number().int(),
  active_parser_configs: z.number().int(),
  erc20_without_coin_config: z.number().int(),
  /** re-parse jobs queued or running (a contract whose configs changed), with their progress */
  parse_jobs: z.array(ParseJobSchema),
});

const coinConfigs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coin-configs',
    {
      config: read,
      schema: {
        tags,
        operationId: 'getCoinConfigs',
        description: 'Coin configs of a chain (search by address, name or symbol)',
        querystring: z.object({ chain: ContractChainSchema.default(DEFAULT_CONTRACT_CHAIN), search: z.string().trim().max(128, '搜索内容不能超过128个字符').optional(), ...pageQuery }),
        response: { ...responses(z.null(), [400, 401, 500]), 200: z.object({ success: z.literal(true), data: z.array(CoinConfigSchema), count: z.number().int(), message: z.string() }) },
      },
    },
    async (req) => {
      const { page, pageSize } = resolvePage(req.query, CONTRACT_LIST_LIMITS);
      const { rows, total } = await app.repos.coinConfigs.list({ chain: req.query.chain, search: req.query.search, page, pageSize });
      return { success: true as const, data: rows.map(toCoinConfigWire), count: total, message: 'ok' };
    },
  );

  app.get(
    '/coin-configs/address/:address',
    {
      config: read,
      schema: {
        tags,
        operationId: 'getCoinConfigByAddress',
        description: 'A contract’s coin config (null when none) and its parser configs, highest priority first',
        params: z.object({ address: z.string().trim().min(1).max(128) }),
        querystring: z.object({ chain: ContractChainSchema.default(DEFAULT_CONTRACT_CHAIN) }),
        response: responses(z.object({ coin_config: CoinConfigSchema.nullable(), parser_configs: z.array(z.record(z.string(), z.unknown())) }), [400, 401, 500]),
      },
    },
    async (req) => {
      const check = checkAddress(req.query.chain, req.params.address);
      if (!check.ok) throw badRequest(check.message);
      const [coin, parsers] = await Promise.all([app.repos.coinConfigs.byAddress(req.query.chain, check.address), app.repos.parserConfigs.ofContract(req.query.chain, check.address)]);
      return ok({ coin_config: coin ? toCoinConfigWire(coin) : null, parser_configs: parsers });
    },
  );

  app.post(
    '/coin-configs',
    { config: { scope: 'contracts:write', role: 'user' }, schema: { tags, operationId: 'saveCoinConfig', description: 'Save a contract’s coin config (create or update)', body: SaveCoinConfigBodySchema, response: responses(CoinConfigSchema, [400, 401, 403, 500]) } },
    async (req) => {
      const by = await requireContractWriteAt(app, req, req.body.chain_name, req.body.contract_addr);
      const { row } = await app.repos.coinConfigs.save(req.body, by);
      return ok(toCoinConfigWire(row), '币种配置保存成功！');
    },
  );

  app.get(
    '/coin-configs/maintenance/:chain',
    {
      config: read,
      schema: {
        tags,
        operationId: 'getCoinMaintenance',
        description: 'The chain’s console figures: coin and parser configs kept, ERC-20 contracts without a coin config, re-parse jobs with their progress',
        params: z.object({ chain: ContractChainSchema }),
        querystring: z.object({ _t: z.string().max(20).optional() }),
        response: responses(MaintenanceSchema, [400, 401, 500]),
      },
    },
    async (req) => {
      const [m, jobs] = await Promise.all([app.repos.coinConfigs.maintenance(req.params.chain as ChainId), app.repos.coinConfigs.openParseJobs(req.params.chain)]);
      return ok({
        chain: req.params.chain,
        coin_configs: m.coinConfigs,
        parser_configs: m.parserConfigs,
        active_parser_configs: m.activeParserConfigs,
        erc20_without_coin_config: m.erc20WithoutCoinConfig,
        parse_jobs: jobs.map(({ chain: _c, ...j }) => j),
      });
    },
  );
};

export default coinConfigs;
