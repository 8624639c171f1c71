/** CORS for API callers on other origins and security headers with a Content-Security-Policy for the page. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors';

export const BAD_PREFLIGHT_MESSAGE = '无效的跨域预检请求：缺少Origin或Access-Control-Request-Method';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // the CORS plugin refuses such a preflight in plain text; answer it in the envelope first
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
      return sendError(reply, 400, BAD_PREFLIGHT_MESSAGE);
    }
  });
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-API-Key', 'X-API-Secret'],
    // programs on other origins must see their API key's limit state; a page on another origin (the
    // settings' API endpoint) the name and row cap of a CSV download
    exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Content-Disposition', 'X-Row-Cap'],
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // contract logos are data: URLs; token logos may be http(s) links
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        // the settings' API endpoint may name another explorer server (its calls and its live channel)
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:', 'http:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // the API is called from other origins by design
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
