/** /api/v1/stats/{chain}?range=: the statistics page (scope stats:read). */
import { StatisticsSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { chainStatistics, StatsPath, StatsQuery } from '../shared/statistics';

const stats: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/:chain',
    {
      config: { scope: 'stats:read', cache: true },
      schema: {
        tags: ['statistics'],
        operationId: 'getStatistics',
        description: 'Statistics of a chain from its hourly figures',
        params: StatsPath,
        querystring: StatsQuery,
        response: responses(StatisticsSchema, [400, 401, 500]),
      },
    },
    async (req) => ok(await chainStatistics(app.repos, req.params.chain, req.query.range)),
  );
};

export default stats;
