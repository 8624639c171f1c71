/** GET /search: the top bar's global search, on both mounts (mount.ts; an API key needs blocks:read). */
import { SearchResultSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { search } from '../../../search';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import { GlobalSearchQuery, SEARCH_SUMMARY } from './search';

export const searchRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      { config: routeConfig(m, 'blocks:read'), schema: { tags: tagsOf(m, 'search'), operationId: operationId(m, 'search'), description: SEARCH_SUMMARY, querystring: GlobalSearchQuery, response: responses(SearchResultSchema, m.errors) } },
      async (req) => ok(await search(app.repos, req.query.chain, req.query.q)),
    );
  };
