/** The /api/user scope: the signed-in user's own things (profile now; API keys and saved addresses later). */
import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts';
import apiKeys from './api-keys';
import addresses from './addresses';
import personal from './personal';
import profile from './profile';
import settings from './settings';

const user: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
  await app.register(profile);
  await app.register(addresses);
  await app.register(personal);
  await app.register(apiKeys);
  await app.register(alerts);
  await app.register(settings);
};

export default user;
