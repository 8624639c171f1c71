/** /api/no-auth/contracts: the public contract list (guest caps) and a contract's logo (spec part 2 §2.6, §7). */
import type { ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../envelope';
import { notFound } from '../../../errors';
import { resolvePage } from '../../../wire/common';
import { CONTRACT_LIST_LIMITS, CONTRACT_NOT_FOUND, ContractIdPath, ContractListQuery, ContractListResponse, toContractWire } from '../shared/contracts';

const tags = ['contracts'];

const contracts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contracts',
    {
      schema: {
        tags,
        operationId: 'getContractsGuest',
        description: 'Contracts of a chain: search by address, name or symbol; filter by type and status (logos only with includeLogo=true)',
        querystring: ContractListQuery,
        response: { ...responses(z.null(), [400, 500]), 200: ContractListResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const { page, pageSize } = resolvePage(q, CONTRACT_LIST_LIMITS);
      const { rows, total } = await app.repos.contracts.list({ chain: q.chainName as ChainId, search: q.search, contractType: q.contractType, status: q.status, includeLogo: q.includeLogo ?? false, page, pageSize });
      return { success: true as const, data: rows.map(toContractWire), count: total, message: 'ok' };
    },
  );

  app.get(
    '/contracts/:id/logo',
    { schema: { tags, operationId: 'getContractLogoGuest', description: 'A contract’s logo (a data URL, or null)', params: ContractIdPath, response: responses(z.object({ contract_logo: z.string().nullable() }), [400, 404, 500]) } },
    async (req) => {
      const row = await app.repos.contracts.logo(req.params.id);
      if (!row) throw notFound(CONTRACT_NOT_FOUND);
      return ok({ contract_logo: row.contract_logo });
    },
  );
};

export default contracts;
