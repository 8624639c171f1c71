/**
 * The sol mint-address reads on both mounts (mount.ts; spec part 2 §2.7, §7; a key needs
 * contracts:read): the list (at most the mount's limits.mints a page) and one mint by address. The
 * writes are signed in only: v1/sol-mint-writes.ts.
 */
import { MintSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { resolvePage } from '../../../wire/common';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { MINT_NOT_FOUND, MintAddressPath, mintAddress, MintListQuery, MintListResponse, toMintWire } from './sol-mints';

export const solMintRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = m.limits.mints;
    const tags = tagsOf(m, 'sol mints');
    const config = routeConfig(m, 'contracts:read');
    app.get(
      '/sol/mints',
      { config, schema: { tags, operationId: operationId(m, 'getSolMints'), description: `Mint addresses, newest first (page_size at most ${limits.cap})`, querystring: MintListQuery, response: MintListResponse(m.errors) } },
      async (req) => {
        const { page, pageSize } = resolvePage(req.query, limits);
        const { rows, total } = await app.repos.sol.mints.list({ search: req.query.search, contractType: req.query.contractType, status: req.query.status, page, pageSize });
        return { success: true as const, data: rows.map(toMintWire), meta: { total }, message: 'ok' };
      },
    );
    app.get(
      '/sol/mints/:address',
      { config, schema: { tags, operationId: operationId(m, 'getSolMint'), description: 'One mint address', params: MintAddressPath, response: responses(MintSchema, errorsOf(m, 404)) } },
      async (req) => {
        const row = await app.repos.sol.mints.byAddress(mintAddress(req.params.address));
        if (!row) throw notFound(MINT_NOT_FOUND);
        return ok(toMintWire(row));
      },
    );
  };
