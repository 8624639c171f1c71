/** /api/v1/addresses/{address}…: the address page for signed-in callers (an API key needs addresses:read; CSV: the signed-in row cap). */
import type { FastifyPluginAsync } from 'fastify';
import { registerAddressRoutes } from '../shared/address-routes';
import { USER_LIMITS } from '../shared/limits';

const addresses: FastifyPluginAsync = async (app) => {
  registerAddressRoutes(app, { tags: ['addresses'], config: { scope: 'addresses:read' }, errors: [400, 401, 500], limits: USER_LIMITS });
};

export default addresses;
