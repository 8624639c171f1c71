/** The /api/no-auth scope: the shared route definitions with the guest mount (shared/mount.ts: no API-key scope, guest caps). */
import type { FastifyPluginAsync } from 'fastify';
import { GUEST } from '../shared/mount';
import { registerSharedRoutes } from '../shared/routes';

const noAuth: FastifyPluginAsync = async (app) => {
  await registerSharedRoutes(app, GUEST);
};

export default noAuth;
