/** /api/no-auth/stats/{chain}?range=: the statistics page for guests (cards, hourly or daily series, metric table). */
import { StatisticsSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../envelope';
import { chainStatistics, StatsPath, StatsQuery } from '../shared/statistics';

const stats: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/:chain',
    {
      config: { cache: true },
      schema: {
        tags: ['statistics (guest)'],
        operationId: 'getStatisticsGuest',
        description: 'Statistics of a chain from its hourly figures',
        params: StatsPath,
        querystring: StatsQuery,
        response: responses(StatisticsSchema, [400, 500]),
      },
    },
    async (req) => ok(await chainStatistics(app.repos, req.params.chain, req.query.range)),
  );
};

export default stats;
