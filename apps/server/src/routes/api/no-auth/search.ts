/** GET /api/no-auth/search: the top bar's global search, for guests. */
import { SearchResultSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { search } from '../../../search';
import { GlobalSearchQuery, SEARCH_SUMMARY } from '../shared/search';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { schema: { tags: ['search (guest)'], operationId: 'searchGuest', description: SEARCH_SUMMARY, querystring: GlobalSearchQuery, response: responses(SearchResultSchema, [400, 500]) } },
    async (req) => ok(await search(app.repos, req.query.chain, req.query.q)),
  );
};

export default searchRoutes;
