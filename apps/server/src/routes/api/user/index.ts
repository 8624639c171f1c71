/** The /api/user scope: the signed-in user's own things (a login only; the webhooks also take an API key with webhooks:write). */
import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts';
import apiKeys from './api-keys';
import addresses from './addresses';
import personal from './personal';
import profile from './profile';
import settings from './settings';
import webhooks from './webhooks';

const user: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    // a route with an API-key scope (the webhooks) also takes a key
    const keyed = route.config?.scope !== undefined;
    route.schema = { ...route.schema, security: keyed ? [{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }] : [{ bearerAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
  await app.register(profile);
  await app.register(addresses);
  await app.register(personal);
  await app.register(apiKeys);
  await app.register(alerts);
  await app.register(settings);
  await app.register(webhooks);
};

export default user;
