/** The /api/user scope: the signed-in user's own things (profile now; API keys and saved addresses later). */
import type { FastifyPluginAsync } from 'fastify';
import profile from './profile';

const user: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
  await app.register(profile);
};

export default user;
