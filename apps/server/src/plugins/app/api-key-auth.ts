/**
 * API-key authentication for /api/v1: the headers X-API-Key and X-API-Secret instead of a bearer
 * token. Each route that accepts keys declares the scope it needs in its config
 * (`config: { scope: 'blocks:read' }`); a route without one (all of /api/user) refuses keys with 401.
 * Order of checks: key and secret (401: unknown, wrong secret, disabled, expired, owner disabled),
 * then the route's scope (403), then the key's hourly limit (429). Only served calls use the quota:
 * a call the route then refuses (bad parameters 400, role or permission 403, any 4xx but a 404 of
 * a lookup that found nothing) gives its slot back before the answer, whose rate headers say so.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../http/errors';
import { newApiKey, newSecret, resolveSecretHasher, type SecretHasher } from './api-key-credentials';
import type { ApiKeyRecord, ApiKeysRepository, NewApiKey } from './api-keys-repository';
import type { AuthUser, Strategy } from './auth';
import { createRateCounter, type RateCounter } from './rate-limit';
import type { SettingsRepository } from './settings-repository';

export const API_SCOPES = ['blocks:read', 'transactions:read', 'contracts:read', 'addresses:read', 'stats:read', 'contracts:write', 'programs:read', 'programs:write', 'webhooks:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_FORBIDDEN_MESSAGE = 'API密钥无权访问此接口';
export const RATE_LIMITED_MESSAGE = '请求过于频繁，请稍后再试';
const KEY_FORMAT = /^ek_[0-9A-Za-z]{24}$/;

export interface ApiKeyUsage {
  limit: number;
  remaining: number;
  resetAt: number;
  limited: boolean;
  /** the admitted call's record in the counter (refunded when the call is refused) */
  charge?: { key: string; ticket: string };
}

/** An answer that refuses the call: it gives the quota slot back. A 404 is a lookup that ran and counts. */
const isRefused = (status: number): boolean => status >= 400 && status < 500 && status !== 404;

export interface ApiKeyIssuer {
  /** Creates a key; the returned secret_key exists only in this answer. */
  issue(userId: number, input: Omit<NewApiKey, 'userId' | 'apiKey' | 'secretHash'>): Promise<ApiKeyRecord & { secret_key: string }>;
  /**
   * The header strategy's checks for a key handed over another way (the Etherscan API's `apikey`
   * query parameter) and a scope the caller picks: 401 (unknown, wrong secret, disabled, expired),
   * 403 (scope), 429 (hourly limit, counted here); sets request.apiKeyUsage like the headers do.
   */
  admit(request: FastifyRequest, key: string, secret: string, scope: ApiScope): Promise<AuthUser>;
  /** Gives an admitted call's quota slot back (a call refused in a body whose HTTP status is 200). */
  refund(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the API-key scope this route needs; routes without one refuse API keys */
    scope?: ApiScope;
  }
  interface FastifyInstance {
    apiKeys: ApiKeyIssuer;
  }
  interface FastifyRequest {
    apiKeyUsage: ApiKeyUsage | null;
  }
}

export interface ApiKeyDeps {
  apiKeys: ApiKeysRepository;
  settings: SettingsRepository;
  redisUrl?: string;
  redisPrefix?: string;
  counter?: RateCounter;
  now?: () => number;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' ? v.trim() : undefined;
}

/** Decorates app.apiKeys and request.apiKeyUsage, adds the rate headers hook; returns the auth strategy. */
export function registerApiKeys(app: FastifyInstance, deps: ApiKeyDeps): Strategy {
  const { apiKeys } = deps;
  const now = deps.now ?? Date.now;
  // the pepper is read (or created) on first use: a server whose users never make keys stores nothing
  let hasher: Promise<SecretHasher> | undefined;
  const getHasher = (): Promise<SecretHasher> => {
    if (!hasher) {
      hasher = resolveSecretHasher(deps.settings);
      hasher.catch(() => (hasher = undefined)); // a failed read is retried by the next request
    }
    return hasher;
  };
  const counter =
    deps.counter ??
    createRateCounter({ redisUrl: deps.redisUrl, prefix: deps.redisPrefix && `${deps.redisPrefix}ratelimit:`, now, onRedisError: (err) => app.log.warn({ err }, 'rate counter: Redis unavailable, counting in process') });

  app.decorate('apiKeys', {
    async issue(userId, input) {
      const secret = newSecret();
      const secretHash = (await getHasher()).hash(secret);
      const record = await apiKeys.create({ ...input, userId, apiKey: newApiKey(), secretHash });
      return { ...record, secret_key: secret };
    },
    admit: (request, key, secret, scope) => admit(request, key, secret, scope),
    refund: (request) => refund(request),
  } satisfies ApiKeyIssuer);
  app.decorateRequest('apiKeyUsage', null);
  app.addHook('onSend', async (request, reply) => {
    const usage = request.apiKeyUsage;
    if (!usage) return;
    if (isRefused(reply.statusCode)) await refund(request);
    reply.header('X-RateLimit-Limit', usage.limit);
    reply.header('X-RateLimit-Remaining', usage.remaining);
    reply.header('X-RateLimit-Reset', Math.ceil(usage.resetAt / 1000));
    if (usage.limited) reply.header('Retry-After', Math.max(1, Math.ceil((usage.resetAt - now()) / 1000)));
  });
  if (!deps.counter) app.addHook('onClose', async () => counter.close());

  async function admit(request: FastifyRequest, key: string, secret: string, scope: ApiScope): Promise<AuthUser> {
    if (!KEY_FORMAT.test(key)) throw unauthorized();
    const cred = await apiKeys.findCredential(key);
    const expired = cred?.expires_at != null && cred.expires_at.getTime() <= now();
    if (!cred || !(await getHasher()).verify(secret, cred.secret_hash) || !cred.is_active || !cred.user_active || expired) throw unauthorized();

    // a call outside the key's scopes is refused before it is counted: only admitted calls use the quota
    if (!cred.permissions.includes(scope)) throw new HttpError(403, SCOPE_FORBIDDEN_MESSAGE);
    if (cred.rate_limit !== null) {
      const taken = await counter.take(cred.api_key, cred.rate_limit);
      request.apiKeyUsage = {
        limit: cred.rate_limit,
        remaining: Math.max(0, cred.rate_limit - taken.count),
        resetAt: taken.resetAt,
        limited: !taken.allowed,
        charge: taken.ticket === undefined ? undefined : { key: cred.api_key, ticket: taken.ticket },
      };
      if (!taken.allowed) throw new HttpError(429, RATE_LIMITED_MESSAGE);
    }
    if (cred.last_used_at === null || now() - cred.last_used_at.getTime() >= 60_000) await apiKeys.touch(cred.id, new Date(now()));
    return { id: cred.user_id, username: cred.username, email: cred.email, role: cred.role };
  }

  async function refund(request: FastifyRequest): Promise<void> {
    const usage = request.apiKeyUsage;
    if (!usage?.charge) return;
    await counter.refund(usage.charge.key, usage.charge.ticket);
    usage.charge = undefined;
    usage.remaining = Math.min(usage.limit, usage.remaining + 1);
  }

  return async (request): Promise<AuthUser | null> => {
    const key = header(request, 'x-api-key');
    const secret = header(request, 'x-api-secret');
    if (key === undefined && secret === undefined) return null;
    const scope = request.routeOptions.config.scope;
    if (!scope || !key || !secret) throw unauthorized();
    return admit(request, key, secret, scope);
  };
}
