/** The /api/v1 scope: every route needs a signed-in caller (401 otherwise). */
import type { FastifyPluginAsync } from 'fastify';
import blocks from './blocks';
import home from './home';
import transactions from './transactions';

const v1: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
  await app.register(blocks);
  await app.register(transactions);
  await app.register(home);
};

export default v1;
