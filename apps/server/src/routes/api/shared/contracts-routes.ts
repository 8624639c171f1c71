/**
 * /contracts reads on both mounts (mount.ts; spec part 2 §2.6, §7): the list (search by address, name
 * or symbol; filter by type and status). Guests also get a contract's logo; signed-in callers (a key
 * needs contracts:read) a contract by address and the lists by chain, by type and of ERC-20s. The
 * console's writes are signed in only: v1/contract-writes.ts.
 */
import { CHAIN_IDS, checkAddress, CONTRACT_CHAINS, ContractChainSchema, DEFAULT_CONTRACT_CHAIN, ContractSchema, ContractTypeSchema, type ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import { pageQuery, resolvePage } from '../../../wire/common';
import { CONTRACT_LIST_LIMITS, CONTRACT_NOT_FOUND, ContractIdPath, ContractListQuery, ContractListResponse, toContractWire } from './contracts';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';

const PageOnly = z.object(pageQuery);

export const contractRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    // the guest tag has no " (guest)": guests and the console share the contracts page
    const tags = tagsOf(m, 'contracts', 'contracts');
    const config = routeConfig(m, 'contracts:read');
    const listResponse = { ...responses(z.null(), m.errors), 200: ContractListResponse };
    const list = async (q: { chain: ChainId; contractType?: string; erc20Only?: boolean; search?: string; status?: number; includeLogo?: boolean; page?: number; page_size?: number }) => {
      const { page, pageSize } = resolvePage(q, CONTRACT_LIST_LIMITS);
      const { rows, total } = await app.repos.contracts.list({ ...q, includeLogo: q.includeLogo ?? false, page, pageSize });
      return { success: true as const, data: rows.map(toContractWire), count: total, message: 'ok' };
    };

    app.get(
      '/contracts',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getContracts'),
          description: m.signedIn ? 'Contracts of a chain (as /api/no-auth/contracts)' : 'Contracts of a chain: search by address, name or symbol; filter by type and status (logos only with includeLogo=true)',
          querystring: ContractListQuery,
          response: listResponse,
        },
      },
      async (req) => list({ ...req.query, chain: req.query.chainName as ChainId }),
    );

    if (!m.signedIn) {
      app.get(
        '/contracts/:id/logo',
        { schema: { tags, operationId: operationId(m, 'getContractLogo'), description: 'A contract’s logo (a data URL, or null)', params: ContractIdPath, response: responses(z.object({ contract_logo: z.string().nullable() }), errorsOf(m, 404)) } },
        async (req) => {
          const row = await app.repos.contracts.logo(req.params.id);
          if (!row) throw notFound(CONTRACT_NOT_FOUND);
          return ok({ contract_logo: row.contract_logo });
        },
      );
      return;
    }

    app.get(
      '/contracts/address/:address',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getContractByAddress'),
          description: 'A contract by address (on `chain`, else the first contract chain that has it), with its logo',
          params: z.object({ address: z.string().trim().min(1).max(128) }),
          querystring: z.object({ chain: ContractChainSchema.optional() }),
          response: responses(ContractSchema, errorsOf(m, 404)),
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
      { config, schema: { tags, operationId: operationId(m, 'getContractsOfChain'), description: 'Contracts of a chain', params: z.object({ chain: z.enum(CHAIN_IDS, { error: `不支持的链，可选: ${CHAIN_IDS.join(', ')}` }) }), querystring: PageOnly, response: listResponse } },
      async (req) => list({ ...req.query, chain: req.params.chain }),
    );

    app.get(
      '/contracts/type/:type',
      { config, schema: { tags, operationId: operationId(m, 'getContractsOfType'), description: 'Contracts of a type (on `chain`, by default the first chain with a contracts console)', params: z.object({ type: ContractTypeSchema }), querystring: z.object({ chain: ContractChainSchema.default(DEFAULT_CONTRACT_CHAIN), ...pageQuery }), response: listResponse } },
      async (req) => list({ ...req.query, contractType: req.params.type }),
    );

    app.get(
      '/contracts/erc20',
      { config, schema: { tags, operationId: operationId(m, 'getErc20Contracts'), description: 'ERC-20 contracts (on `chain`, by default the first chain with a contracts console)', querystring: z.object({ chain: ContractChainSchema.default(DEFAULT_CONTRACT_CHAIN), ...pageQuery }), response: listResponse } },
      async (req) => list({ ...req.query, erc20Only: true }),
    );
  };
