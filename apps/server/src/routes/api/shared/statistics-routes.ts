/** /stats/{chain}?range=: the statistics page (cards, hourly or daily series, metric table), the same on both mounts (mount.ts). */
import { StatisticsSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import { chainStatistics, StatsPath, StatsQuery } from './statistics';

export const statisticsRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stats/:chain',
      {
        config: routeConfig(m, 'stats:read', { cache: true }),
        schema: {
          tags: tagsOf(m, 'statistics'),
          operationId: operationId(m, 'getStatistics'),
          description: 'Statistics of a chain from its hourly figures',
          params: StatsPath,
          querystring: StatsQuery,
          response: responses(StatisticsSchema, m.errors),
        },
      },
      async (req) => ok(await chainStatistics(app.repos, req.params.chain, req.query.range)),
    );
  };
