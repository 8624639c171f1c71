/**
 * /blocks… for any served chain (shapes by family: families/), on both mounts (mount.ts):
 * guests list only the newest blocks (limits.ts). One block names its chain as the path's last
 * segment on /api/v1 (/blocks/height/{height}/{chain}) and as ?chain= for guests.
 */
import type { ChainId } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { AnyBlockListSchema, AnyBlockSchema } from '../../../families';
import { answerMissingHeight, blockByHash, blockByHeight, listBlocks, searchBlocks } from './blocks';
import { cacheIfFinal } from './final-blocks';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';
import { ChainPageQuery, ChainQuery, HashChainPath, HashPath, heightChainPath, heightPath, SearchQuery } from './schemas';

/** the chain of one block's route: its path's (signed in) or its query's (guests) */
const chainOf = (req: { params: unknown; query: unknown }): ChainId => ((req.params as { chain?: ChainId }).chain ?? (req.query as { chain: ChainId }).chain);

export const blockRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const L = m.limits;
    const tags = tagsOf(m, 'blocks');
    const config = routeConfig(m, 'blocks:read');
    const oneBlock = m.signedIn
      ? { chainSegment: '/:chain', byHeight: { params: heightChainPath(L.heightRequired) }, byHash: { params: HashChainPath } }
      : { chainSegment: '', byHeight: { params: heightPath(L.heightRequired), querystring: ChainQuery }, byHash: { params: HashPath, querystring: ChainQuery } };

    answerMissingHeight(app, ['/blocks/height', '/transactions/block-height', '/transactions/:chain/block-height'], L.heightRequired);
    app.get(
      '/blocks',
      {
        config: routeConfig(m, 'blocks:read', { cache: true }),
        schema: { tags, operationId: operationId(m, 'getBlocks'), description: L.newestBlocks === null ? 'Blocks, newest first' : `The ${L.newestBlocks} newest blocks`, querystring: ChainPageQuery, response: responses(AnyBlockListSchema, m.errors) },
      },
      async (req) => ok(await listBlocks(app.repos, req.query.chain, req.query, L)),
    );
    app.get(
      '/blocks/search',
      { config, schema: { tags, operationId: operationId(m, 'searchBlocks'), description: 'Find a block by height or hash', querystring: SearchQuery, response: responses(AnyBlockListSchema, m.errors) } },
      async (req) => ok(await searchBlocks(app.repos, req.query.chain, req.query, L)),
    );
    app.get(
      `/blocks/height/:height${oneBlock.chainSegment}`,
      { config, schema: { tags, operationId: operationId(m, 'getBlockByHeight'), description: 'Block by height', ...oneBlock.byHeight, response: responses(AnyBlockSchema, errorsOf(m, 404, 410)) } },
      async (req, reply) => {
        const chain = chainOf(req);
        const block = await blockByHeight(app.repos, chain, (req.params as { height: number }).height);
        if (await cacheIfFinal(app, req, reply, chain, block.height, block.hash)) return reply;
        return ok(block);
      },
    );
    app.get(
      `/blocks/hash/:hash${oneBlock.chainSegment}`,
      { config, schema: { tags, operationId: operationId(m, 'getBlockByHash'), description: 'Block by hash', ...oneBlock.byHash, response: responses(AnyBlockSchema, errorsOf(m, 404, 410)) } },
      async (req, reply) => {
        const chain = chainOf(req);
        const block = await blockByHash(app.repos, chain, (req.params as { hash: string }).hash);
        if (await cacheIfFinal(app, req, reply, chain, block.height, block.hash)) return reply;
        return ok(block);
      },
    );
  };
