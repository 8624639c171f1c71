/** The /api/no-auth scope: guest routes with the guest limits. */
import type { FastifyPluginAsync } from 'fastify';
import blocks from './blocks';
import home from './home';
import transactions from './transactions';

const noAuth: FastifyPluginAsync = async (app) => {
  await app.register(blocks);
  await app.register(transactions);
  await app.register(home);
};

export default noAuth;
