/** GET /api/v1/search: the global search for signed-in callers and API keys (blocks:read). */
import { SearchResultSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { search } from '../../../search';
import { GlobalSearchQuery, SEARCH_SUMMARY } from '../shared/search';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { config: { scope: 'blocks:read' }, schema: { tags: ['search'], operationId: 'search', description: SEARCH_SUMMARY, querystring: GlobalSearchQuery, response: responses(SearchResultSchema, [400, 401, 500]) } },
    async (req) => ok(await search(app.repos, req.query.chain, req.query.q)),
  );
};

export default searchRoutes;
