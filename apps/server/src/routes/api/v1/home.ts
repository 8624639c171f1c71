/** /api/v1/home/stats: the home overview for signed-in users. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeStatsSchema } from '@explorer/core';
import { ok, responses } from '../../../envelope';
import { buildHomeStats } from '../shared/home-stats';
import { ChainQuery } from '../shared/schemas';

const home: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home/stats',
    { config: { scope: 'stats:read', cache: true }, schema: { tags: ['home'], summary: 'Home overview', querystring: ChainQuery, response: responses(HomeStatsSchema, [400, 401, 500]) } },
    async (req) => ok(await buildHomeStats(app.repos, req.query.chain)),
  );
};

export default home;
