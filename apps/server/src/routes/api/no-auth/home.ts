/** /api/no-auth/home/stats?chain= and /api/no-auth/home/{chain}/stats: the home overview for guests (same figures); /api/no-auth/gas/{chain}: fee rates. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BtcFeeRatesSchema } from '@explorer/core';
import { ok, responses } from '../../../envelope';
import { AnyHomeStatsSchema } from '../../../families';
import { feeRates, homeStats } from '../shared/home';
import { ChainPath, ChainQuery, FeeRateChainPath } from '../shared/schemas';

const ERRORS = [400, 500];

const home: FastifyPluginAsyncZod = async (app) => {
  const config = { cache: true } as const;
  app.get(
    '/home/stats',
    { config, schema: { tags: ['home (guest)'], operationId: 'getHomeStatsGuest', description: 'Home overview', querystring: ChainQuery, response: responses(AnyHomeStatsSchema, ERRORS) } },
    async (req) => ok(await homeStats(app.repos, req.query.chain)),
  );
  app.get(
    '/home/:chain/stats',
    { config, schema: { tags: ['home (guest)'], operationId: 'getChainHomeStatsGuest', description: 'Home overview of a chain (btc: with active addresses, hashrate, average fee)', params: ChainPath, response: responses(AnyHomeStatsSchema, ERRORS) } },
    async (req) => ok(await homeStats(app.repos, req.params.chain)),
  );
  app.get(
    '/gas/:chain',
    { config, schema: { tags: ['home (guest)'], operationId: 'getFeeRatesGuest', description: 'Fee rates (sat/vB) paid in the newest blocks', params: FeeRateChainPath, response: responses(BtcFeeRatesSchema, ERRORS) } },
    async (req) => ok(await feeRates(app.repos, req.params.chain)),
  );
};

export default home;
