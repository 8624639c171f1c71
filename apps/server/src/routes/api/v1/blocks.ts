/** /api/v1/blocks… for signed-in users, any served chain (shapes by family: wire/families.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { AnyBlockListSchema, AnyBlockSchema } from '../../../families/types';
import { answerMissingHeight, blockByHash, blockByHeight, listBlocks, searchBlocks } from '../shared/blocks';
import { USER_LIMITS as L } from '../shared/limits';
import { cacheIfFinal } from '../shared/final-blocks';
import { ChainPageQuery, HashChainPath, heightChainPath, SearchQuery } from '../shared/schemas';

const tags = ['blocks'];
const ERRORS = [400, 401, 500];

const blocks: FastifyPluginAsyncZod = async (app) => {
  answerMissingHeight(app, ['/blocks/height', '/transactions/block-height', '/transactions/:chain/block-height'], L.heightRequired);
  app.get(
    '/blocks',
    { config: { scope: 'blocks:read', cache: true }, schema: { tags, operationId: 'getBlocks', description: 'Blocks, newest first', querystring: ChainPageQuery, response: responses(AnyBlockListSchema, ERRORS) } },
    async (req) => ok(await listBlocks(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/blocks/search',
    { config: { scope: 'blocks:read' }, schema: { tags, operationId: 'searchBlocks', description: 'Find a block by height or hash', querystring: SearchQuery, response: responses(AnyBlockListSchema, ERRORS) } },
    async (req) => ok(await searchBlocks(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/blocks/height/:height/:chain',
    { config: { scope: 'blocks:read' }, schema: { tags, operationId: 'getBlockByHeight', description: 'Block by height', params: heightChainPath(L.heightRequired), response: responses(AnyBlockSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const block = await blockByHeight(app.repos, req.params.chain, req.params.height);
      if (await cacheIfFinal(app, req, reply, req.params.chain, block.height, block.hash)) return reply;
      return ok(block);
    },
  );
  app.get(
    '/blocks/hash/:hash/:chain',
    { config: { scope: 'blocks:read' }, schema: { tags, operationId: 'getBlockByHash', description: 'Block by hash', params: HashChainPath, response: responses(AnyBlockSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const block = await blockByHash(app.repos, req.params.chain, req.params.hash);
      if (await cacheIfFinal(app, req, reply, req.params.chain, block.height, block.hash)) return reply;
      return ok(block);
    },
  );
};

export default blocks;
