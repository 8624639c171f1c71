/**
 * Serves the built web app when a web root is given, and answers unknown paths: /api and /ws paths get
 * the 404 envelope, other GETs that accept HTML get index.html (history-mode routing in the page).
 * Files go out precompressed (brotli or gzip, written at build) when the client accepts it; hashed
 * assets are cached for a year (immutable), index.html is revalidated on every load (no-cache).
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ROUTE_NOT_FOUND_MESSAGE, sendError } from '../../errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's content-hashed output lives in assets/; anything else (index.html, icons) is revalidated. */
export const cacheControlFor = (root: string, path: string): string => (relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');

export async function registerWebRoot(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const root = webRoot ? resolve(webRoot) : undefined;
  const hasPage = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (root && existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(root, path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const apiPath = path === '/api' || path.startsWith('/api/') || path === '/ws';
    if (hasPage && !apiPath && (request.method === 'GET' || request.method === 'HEAD') && request.headers.accept?.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, ROUTE_NOT_FOUND_MESSAGE);
  });
}
