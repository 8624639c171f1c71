/** /home/stats?chain= and /home/{chain}/stats (btc: the spec's /home/btc/stats): the home overview; /gas/{chain}: fee rates — the same figures on both mounts (mount.ts). */
import { BtcFeeRatesSchema } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { AnyHomeStatsSchema } from '../../../families';
import { feeRates, homeStats } from './home';
import { operationId, routeConfig, tagsOf, type Mount } from './mount';
import { ChainPath, ChainQuery, FeeRateChainPath } from './schemas';

export const homeRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const config = routeConfig(m, 'stats:read', { cache: true });
    const tags = tagsOf(m, 'home');
    app.get(
      '/home/stats',
      { config, schema: { tags, operationId: operationId(m, 'getHomeStats'), description: 'Home overview', querystring: ChainQuery, response: responses(AnyHomeStatsSchema, m.errors) } },
      async (req) => ok(await homeStats(app.repos, req.query.chain)),
    );
    app.get(
      '/home/:chain/stats',
      { config, schema: { tags, operationId: operationId(m, 'getChainHomeStats'), description: 'Home overview of a chain (btc: with active addresses, hashrate, average fee)', params: ChainPath, response: responses(AnyHomeStatsSchema, m.errors) } },
      async (req) => ok(await homeStats(app.repos, req.params.chain)),
    );
    app.get(
      '/gas/:chain',
      { config, schema: { tags, operationId: operationId(m, 'getFeeRates'), description: 'Fee rates (sat/vB) paid in the newest blocks', params: FeeRateChainPath, response: responses(BtcFeeRatesSchema, m.errors) } },
      async (req) => ok(await feeRates(app.repos, req.params.chain)),
    );
  };
