/** /api/no-auth/home/stats: the home overview for guests (same figures). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeStatsSchema } from '@explorer/core';
import { ok, responses } from '../../../envelope';
import { buildHomeStats } from '../shared/home-stats';
import { ChainQuery } from '../shared/schemas';

const home: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home/stats',
    { config: { cache: true }, schema: { tags: ['home (guest)'], summary: 'Home overview', querystring: ChainQuery, response: responses(HomeStatsSchema, [400, 500]) } },
    async (req) => ok(await buildHomeStats(app.repos, req.query.chain)),
  );
};

export default home;
