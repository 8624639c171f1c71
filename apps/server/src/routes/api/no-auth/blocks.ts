/** /api/no-auth/blocks… for guests, any served chain: the 100 newest blocks, smaller pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { AnyBlockListSchema, AnyBlockSchema } from '../../../families/types';
import { answerMissingHeight, blockByHash, blockByHeight, listBlocks, searchBlocks } from '../shared/blocks';
import { GUEST_LIMITS as L } from '../shared/limits';
import { cacheIfFinal } from '../shared/final-blocks';
import { ChainPageQuery, ChainQuery, HashPath, heightPath, SearchQuery } from '../shared/schemas';

const tags = ['blocks (guest)'];
const ERRORS = [400, 500];

const blocks: FastifyPluginAsyncZod = async (app) => {
  answerMissingHeight(app, ['/blocks/height', '/transactions/block-height', '/transactions/:chain/block-height'], L.heightRequired);
  app.get(
    '/blocks',
    { config: { cache: true }, schema: { tags, operationId: 'getBlocksGuest', description: 'The 100 newest blocks', querystring: ChainPageQuery, response: responses(AnyBlockListSchema, ERRORS) } },
    async (req) => ok(await listBlocks(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/blocks/search',
    { schema: { tags, operationId: 'searchBlocksGuest', description: 'Find a block by height or hash', querystring: SearchQuery, response: responses(AnyBlockListSchema, ERRORS) } },
    async (req) => ok(await searchBlocks(app.repos, req.query.chain, req.query, L)),
  );
  app.get(
    '/blocks/height/:height',
    {
      schema: { tags, operationId: 'getBlockByHeightGuest', description: 'Block by height', params: heightPath(L.heightRequired), querystring: ChainQuery, response: responses(AnyBlockSchema, [...ERRORS, 404]) },
    },
    async (req, reply) => {
      const block = await blockByHeight(app.repos, req.query.chain, req.params.height);
      if (await cacheIfFinal(app, req, reply, req.query.chain, block.height, block.hash)) return reply;
      return ok(block);
    },
  );
  app.get(
    '/blocks/hash/:hash',
    { schema: { tags, operationId: 'getBlockByHashGuest', description: 'Block by hash', params: HashPath, querystring: ChainQuery, response: responses(AnyBlockSchema, [...ERRORS, 404]) } },
    async (req, reply) => {
      const block = await blockByHash(app.repos, req.query.chain, req.params.hash);
      if (await cacheIfFinal(app, req, reply, req.query.chain, block.height, block.hash)) return reply;
      return ok(block);
    },
  );
};

export default blocks;
