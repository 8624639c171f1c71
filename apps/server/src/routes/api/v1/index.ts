/**
 * The /api/v1 scope: every route needs a signed-in caller or an API key with the route's scope
 * (401 otherwise; 403 for a key without the scope, 429 past its hourly limit). Every route declares
 * its API-key scope (config.scope); every write route (POST/PUT/PATCH/DELETE) its role
 * (config.role: 'administrator', or 'user' for any signed-in caller) and a write scope (one that
 * ends in ':write', e.g. contracts:write), so a read-only key can never write. The server refuses to start otherwise, so a
 * new route cannot slip in unguarded. The routes guests have too are the shared definitions
 * (shared/routes.ts); the files here hold the routes only /api/v1 has.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ErrorEnvelope } from '../../../http/envelope';
import { USER } from '../shared/mount';
import { registerSharedRoutes } from '../shared/routes';
import coinConfigs from './coin-configs';
import contractWrites from './contract-writes';
import parserConfigs from './parser-configs';
import solMintWrites from './sol-mint-writes';
import solProgramWrites from './sol-program-writes';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The hooks of the /api/v1 scope, on the given encapsulated instance (exported for the security probe routes of the tests). */
export function applyV1Policy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // every route says which API-key scope it needs (config.scope); hidden helper routes refuse keys
    if (!route.config?.scope && !route.schema?.hide) throw new Error(`${route.method} ${route.url}: no API-key scope in config`);
    const writes = [route.method].flat().some((m) => WRITE_METHODS.has(m));
    if (writes && route.config?.role === undefined) throw new Error(`${route.method} ${route.url}: a write route needs a role in config ('administrator' or 'user')`);
    if (writes && !route.config?.scope?.endsWith(':write')) throw new Error(`${route.method} ${route.url}: a write route needs a write API-key scope (…:write)`);
    const response = { ...(route.schema?.response as object), 403: ErrorEnvelope, 429: ErrorEnvelope };
    route.schema = { ...route.schema, response, security: [{ bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }] };
  });
  app.addHook('onRequest', async (request) => app.auth.requireUser(request));
}

const v1: FastifyPluginAsync = async (app) => {
  applyV1Policy(app);
  // the shared route definitions with the signed-in mount (shared/mount.ts), then the routes only /api/v1 has
  await registerSharedRoutes(app, USER);
  await app.register(solMintWrites);
  await app.register(solProgramWrites);
  await app.register(contractWrites);
  await app.register(coinConfigs);
  await app.register(parserConfigs);
};

export default v1;
