/**
 * The /api/v1 scope: every route needs a signed-in caller or an API key with the route's scope
 * (401 otherwise; 403 for a key without the scope, 429 past its hourly limit).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelope } from '../../../envelope';
import blocks from './blocks';
import home from './home';
import transactions from './transactions';

const v1: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    // every route says which API-key scope it needs (config.scope); hidden helper routes refuse keys
    if (!route.config?.scope && !route.schema?.hide) throw new Error(`${route.method} ${route.url}: no API-key scope in config`);
    const response = { ...(route.schema?.response as object), 403: ErrorEnvelope, 429: ErrorEnvelope };
    route.schema = { ...route.schema, response, security: [{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
  await app.register(blocks);
  await app.register(transactions);
  await app.register(home);
};

export default v1;
