/** The /api/no-auth scope: guest routes with the guest limits. */
import type { FastifyPluginAsync } from 'fastify';
import addresses from './addresses';
import { blockRoutes } from '../shared/blocks-routes';
import { GUEST } from '../shared/mount';
import csv from './csv';
import search from './search';
import contracts from './contracts';
import home from './home';
import stats from './stats';
import { transactionRoutes } from '../shared/transactions-routes';
import sol from './sol';
import solMints from './sol-mints';
import solPrograms from './sol-programs';

const noAuth: FastifyPluginAsync = async (app) => {
  await app.register(blockRoutes(GUEST));
  await app.register(transactionRoutes(GUEST));
  await app.register(home);
  await app.register(stats);
  await app.register(sol);
  await app.register(solMints);
  await app.register(solPrograms);
  await app.register(contracts);
  await app.register(search);
  await app.register(csv);
  await app.register(addresses);
};

export default noAuth;
