/**
 * In-memory cache of the hot answers (block list, latest transactions, home stats): a route opts in
 * with `config: { cache: true }`; its serialized 200 answer is kept per URL and chain and served
 * without a database round trip until the chain's next committed block (the live listener drops
 * the chain's entries on each event) or, as a safety net, a short TTL. Authentication and limits
 * still run first: the cache sits after them (preHandler), so a v1 answer is only served to
 * callers allowed to see it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** serve this GET route's 200 answers from the response cache */
    cache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCacheOptions {
  /** off: every request reads the database (default on) */
  enabled?: boolean;
  /** longest an entry lives even without an event (default 10 s) */
  ttlMs?: number;
  /** entries kept; the oldest goes first (default 1000) */
  maxEntries?: number;
  now?: () => number;
}

export interface ResponseCache {
  /** forgets every entry of the chain (a block was committed or rolled back) */
  dropChain(chain: string): void;
  readonly size: number;
}

interface Entry {
  chain: string;
  body: string;
  expires: number;
}

const chainOf = (request: FastifyRequest): string =>
  String((request.query as { chain?: unknown } | undefined)?.chain ?? (request.params as { chain?: unknown } | undefined)?.chain ?? '');

export function registerResponseCache(app: FastifyInstance, opts: ResponseCacheOptions = {}): ResponseCache {
  const enabled = opts.enabled ?? true;
  const ttlMs = opts.ttlMs ?? 10_000;
  const maxEntries = opts.maxEntries ?? 1000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // bumped on each drop: an answer read before a drop is not stored after it
  const generations = new Map<string, number>();
  const seen = new WeakMap<FastifyRequest, number>();

  const cache: ResponseCache = {
    dropChain(chain) {
      generations.set(chain, (generations.get(chain) ?? 0) + 1);
      for (const [key, e] of entries) if (e.chain === chain) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
  app.decorate('responseCache', cache);
  if (!enabled) return cache;

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    seen.set(request, generations.get(chainOf(request)) ?? 0);
    const hit = entries.get(request.url);
    if (!hit) return;
    if (hit.expires <= now()) {
      entries.delete(request.url);
      return;
    }
    return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    const chain = chainOf(request);
    if (seen.get(request) !== (generations.get(chain) ?? 0)) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(request.url, { chain, body: payload, expires: now() + ttlMs });
    reply.header('x-cache', 'miss');
    return payload;
  });
  return cache;
}
