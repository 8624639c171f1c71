/**
 * /api/v1/sol/mints writes (spec part 2 §2.7, §6, §7; the reads of both mounts:
 * shared/sol-mints-routes.ts), which any signed-in user may make (a key needs contracts:write):
 * create or update by address, delete by address. Every write
 * leaves an audit row; a user's save makes the row the user's (the indexer keeps only its chain facts).
 */
import { MintSchema, SaveMintBodySchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { notFound, unauthorized } from '../../../http/errors';
import { MINT_NOT_FOUND, MintAddressPath, mintAddress, toMintWire } from '../shared/sol-mints';

const tags = ['sol mints'];
const write = { scope: 'contracts:write', role: 'user' } as const;

const solMintWrites: FastifyPluginAsyncZod = async (app) => {
  /** the signed-in caller (the /api/v1 scope resolved it; a guest never gets here) */
  const caller = (req: { user: { id: number; username: string } | null }) => {
    if (!req.user) throw unauthorized();
    return { id: req.user.id, username: req.user.username };
  };

  app.post(
    '/sol/mints',
    { config: write, schema: { tags, operationId: 'saveSolMint', description: 'Create or update the mint at this address (type spl when none; status 1 or 0)', body: SaveMintBodySchema, response: responses(MintSchema, [400, 401, 500]) } },
    async (req) => {
      const { mint, created } = await app.repos.sol.mints.save(req.body, caller(req));
      return ok(toMintWire(mint), created ? '铸币地址添加成功' : '铸币地址保存成功');
    },
  );

  app.delete(
    '/sol/mints/:address',
    { config: write, schema: { tags, operationId: 'deleteSolMint', description: 'Delete a mint address', params: MintAddressPath, response: responses(z.null(), [400, 401, 404, 500]) } },
    async (req) => {
      if (!(await app.repos.sol.mints.remove(mintAddress(req.params.address), caller(req)))) throw notFound(MINT_NOT_FOUND);
      return ok(null, '铸币地址已删除');
    },
  );
};

export default solMintWrites;
