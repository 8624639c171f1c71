/** Every HTTP route, mounted at its folder: routes/api/user → /api/user…; the chain-data definitions in api/shared are mounted twice (api/no-auth, api/v1); the Etherscan-compatible API at /{chain}/etherscan/api. */
import type { FastifyInstance } from 'fastify';
import auth from './api/auth';
import configRoute from './api/config';
import etherscan from './etherscan';
import health from './api/health';
import noAuth from './api/no-auth';
import permissions from './api/permissions';
import user from './api/user';
import v1 from './api/v1';
import { registerEsplora } from './esplora';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health, { prefix: '/api' });
  await app.register(permissions, { prefix: '/api' });
  await app.register(configRoute, { prefix: '/api' });
  await app.register(auth, { prefix: '/api/auth' });
  await app.register(user, { prefix: '/api/user' });
  await app.register(v1, { prefix: '/api/v1' });
  await app.register(noAuth, { prefix: '/api/no-auth' });
  // the Etherscan-compatible API: /{chain}/etherscan/api (its own answers and access, see etherscan/index.ts)
  await app.register(etherscan);
  // the Esplora-compatible API: /{chain}/esplora/api (its own answers and access, see esplora/index.ts)
  await registerEsplora(app);
}
