/** The /api/no-auth scope: guest routes with the guest limits. */
import type { FastifyPluginAsync } from 'fastify';
import blocks from './blocks';
import contracts from './contracts';
import home from './home';
import transactions from './transactions';
import sol from './sol';
import solMints from './sol-mints';
import solPrograms from './sol-programs';

const noAuth: FastifyPluginAsync = async (app) => {
  await app.register(blocks);
  await app.register(transactions);
  await app.register(home);
  await app.register(sol);
  await app.register(solMints);
  await app.register(solPrograms);
  await app.register(contracts);
};

export default noAuth;
