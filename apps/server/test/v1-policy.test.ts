/**
 * The /api/v1 policy (applyV1Policy) checks every route as it is registered: the server refuses to
 * start with a write route that names no role, a write route with a read scope, or a route without
 * an API-key scope — so no route can be added unguarded.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope';
import { applyV1Policy } from '../src/routes/api/v1';

describe('the /api/v1 policy refuses to start with an unguarded route', () => {
  const build = async (route: (scope: FastifyInstance) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    try {
      await app.register(
        async (scope) => {
          applyV1Policy(scope);
          route(scope);
        },
        { prefix: '/api/v1' },
      );
      await app.ready();
    } finally {
      await app.close();
    }
  };
  const handler = async () => ok(null);

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s route without a role', async (method) => {
    await expect(build((scope) => scope.route({ method, url: '/contracts', config: { scope: 'contracts:write' }, handler }))).rejects.toThrow(
      `${method} /api/v1/contracts: a write route needs a role in config`,
    );
  });

  it('a write route with a read scope', async () => {
    await expect(build((scope) => scope.put('/contracts/:id', { config: { scope: 'contracts:read', role: 'administrator' } }, handler))).rejects.toThrow(
      'PUT /api/v1/contracts/:id: a write route needs a write API-key scope (…:write)',
    );
  });

  it('a route without an API-key scope', async () => {
    await expect(build((scope) => scope.get('/contracts', { config: { role: 'user' } }, handler))).rejects.toThrow('GET /api/v1/contracts: no API-key scope in config');
  });

  it('starts when every write route states its role', async () => {
    await expect(build((scope) => scope.post('/contracts', { config: { scope: 'contracts:write', role: 'administrator' } }, handler))).resolves.toBeUndefined();
  });
});
