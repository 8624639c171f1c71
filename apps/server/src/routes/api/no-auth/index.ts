/** The /api/no-auth scope: guest routes with the guest limits. */
import type { FastifyPluginAsync } from 'fastify';
import addresses from './addresses';
import { blockRoutes } from '../shared/blocks-routes';
import { GUEST } from '../shared/mount';
import { csvRoutes } from '../shared/csv-routes';
import { searchRoutes } from '../shared/search-routes';
import { contractRoutes } from '../shared/contracts-routes';
import { homeRoutes } from '../shared/home-routes';
import { statisticsRoutes } from '../shared/statistics-routes';
import { transactionRoutes } from '../shared/transactions-routes';
import sol from './sol';
import solMints from './sol-mints';
import solPrograms from './sol-programs';

const noAuth: FastifyPluginAsync = async (app) => {
  await app.register(blockRoutes(GUEST));
  await app.register(transactionRoutes(GUEST));
  await app.register(homeRoutes(GUEST));
  await app.register(statisticsRoutes(GUEST));
  await app.register(sol);
  await app.register(solMints);
  await app.register(solPrograms);
  await app.register(contractRoutes(GUEST));
  await app.register(searchRoutes(GUEST));
  await app.register(csvRoutes(GUEST));
  await app.register(addresses);
};

export default noAuth;
