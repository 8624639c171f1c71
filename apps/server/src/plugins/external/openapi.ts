/**
 * OpenAPI document generated from the routes' zod schemas: /api/openapi.json, and a docs page at
 * /api/docs. Every route writes its operationId (camelCase, a guest route's ends in Guest), a
 * one-line description and its tags beside its schema; the error answers with their envelope and
 * examples are added here for every route (openapi-doc.ts). `npm run openapi` writes the document
 * to openapi.json (scripts/openapi.ts).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentRoute } from './openapi-doc';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Block explorer API',
        description: 'Blocks, transactions, accounts and the home overview of eth, bsc, btc and sol. Envelope { success, data, message }; amounts are base-unit integers as decimal strings.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'API key (/api/v1 only), sent together with X-API-Secret' },
          apiSecretAuth: { type: 'apiKey', in: 'header', name: 'X-API-Secret', description: 'the secret shown once when the key was created' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // a route without a schema (test-only routes) still gets its error answers
      return { ...out, schema: documentRoute(input.route, (out.schema ?? {}) as Record<string, unknown>) };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // the docs must also load over plain http (local and private deployments)
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  // built and serialized once when the server is ready (~0.2 s for ~100 operations), so no request
  // pays for it and each answer is the same bytes
  let document: string | undefined;
  app.addHook('onReady', async () => {
    document = JSON.stringify(app.swagger());
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(app.swagger()))),
  );
}
