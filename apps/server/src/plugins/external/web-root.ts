/**
 * Serves the built web app when a web root is given, and answers unknown paths: /api and /ws paths get
 * the 404 envelope, other GETs that accept HTML get index.html (history-mode routing in the page).
 *
 * The built app is small (a few hundred kB), so it is read into memory once at start with the brotli
 * and gzip copies written at build, and each request is one Map lookup and one write. Under API load
 * this matters: a file streamed from disk (@fastify/static) needs several event-loop turns per
 * request (stat, open, read), each waiting behind the API traffic, which made the page's assets take
 * seconds while the API was busy. Hashed assets are cached for a year (immutable), everything else
 * (index.html, the history fallback) is revalidated on every load (no-cache).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_NOT_FOUND_MESSAGE, sendError } from '../../http/errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Every file of the built app by URL path, with its precompressed copies. */
export function loadWebRoot(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of walk(root)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const rel = relative(root, path);
    if (rel.startsWith(`.vite${sep}`)) continue; // the build manifest is for tools, not visitors
    const identity = readFileSync(path);
    files.set('/' + rel.split(sep).join('/'), {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      cacheControl: rel.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
    });
  }
  return files;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  let body = file.identity;
  if (file.br && /\bbr\b/.test(accepts)) {
    body = file.br;
    reply.header('content-encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    reply.header('content-encoding', 'gzip');
  }
  return reply.send(body);
}

export async function registerWebRoot(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const root = webRoot ? resolve(webRoot) : undefined;
  const files = root && existsSync(root) ? loadWebRoot(root) : new Map<string, StaticFile>();
  const index = files.get('/index.html');
  if (files.size > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0]!;
      const file = files.get(path === '/' ? '/index.html' : path);
      if (file) return sendFile(request, reply, file);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const apiPath = path === '/api' || path.startsWith('/api/') || path === '/ws';
    if (index && !apiPath && (request.method === 'GET' || request.method === 'HEAD') && request.headers.accept?.includes('text/html')) {
      return sendFile(request, reply, index);
    }
    return sendError(reply, 404, ROUTE_NOT_FOUND_MESSAGE);
  });
}
