/** /api/no-auth/addresses/{address}…: the address page for guests (CSV: the guest row cap). */
import type { FastifyPluginAsync } from 'fastify';
import { registerAddressRoutes } from '../shared/address-routes';
import { GUEST_LIMITS } from '../shared/limits';

const addresses: FastifyPluginAsync = async (app) => {
  registerAddressRoutes(app, { tags: ['addresses (guest)'], errors: [400, 500], limits: GUEST_LIMITS });
};

export default addresses;
