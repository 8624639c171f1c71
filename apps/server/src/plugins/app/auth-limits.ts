/**
 * Limits on the doors that take a password: sign-in per IP and per username (its canonical form, so
 * `Demo`, `DEMO` and `ｄｅｍｏ` share one budget), a password change's check of the current password
 * per IP and per account (the sign-in limits, counted apart), registration per IP.
 * Counted by @fastify/rate-limit in Redis when REDIS_URL is set (shared by every API process) or in
 * this process otherwise; past a limit the answer is 429 with Retry-After and the spec's text.
 */
import rateLimit from '@fastify/rate-limit';
import { canonicalUsername, type AuthLimits, type RateLimit } from '@explorer/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../../http/errors';
import { RATE_LIMITED_MESSAGE } from './api-key-auth';

export interface AuthLimiter {
  /** counts a sign-in attempt for the caller's IP and the username; throws 429 past either limit */
  login(request: FastifyRequest, reply: FastifyReply, username: string): Promise<void>;
  /** counts an attempt to change the signed-in user's password (a guess at the current one) for the caller's IP and the account */
  changePassword(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** counts a registration for the caller's IP */
  register(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authLimits: AuthLimiter;
  }
}

export async function registerAuthLimits(app: FastifyInstance, opts: { limits: AuthLimits; redisUrl?: string; redisPrefix: string }): Promise<void> {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', () => {}); // a failed count is logged below and lets the request through
  await app.register(rateLimit, { global: false, redis, nameSpace: `${opts.redisPrefix}auth:`, skipOnError: true });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  const limiter = (name: string, limit: RateLimit) => {
    const keys = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `${name}:${keys.get(req) ?? req.ip}` });
    return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      keys.set(request, key);
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('Retry-After', Math.max(1, result.ttlInSeconds));
      request.log.warn({ limit: name, route: request.routeOptions.url }, 'rate limited');
      throw new HttpError(429, RATE_LIMITED_MESSAGE);
    };
  };
  const loginIp = limiter('login-ip', opts.limits.loginPerIp);
  const loginUser = limiter('login-user', opts.limits.loginPerUser);
  const registerIp = limiter('register-ip', opts.limits.registerPerIp);
  const changePasswordIp = limiter('change-password-ip', opts.limits.loginPerIp);
  const changePasswordUser = limiter('change-password-user', opts.limits.loginPerUser);

  app.decorate('authLimits', {
    async login(request, reply, username) {
      await loginIp(request, reply, request.ip);
      await loginUser(request, reply, canonicalUsername(username));
    },
    async changePassword(request, reply, userId) {
      await changePasswordIp(request, reply, request.ip);
      await changePasswordUser(request, reply, String(userId));
    },
    async register(request, reply) {
      await registerIp(request, reply, request.ip);
    },
  } satisfies AuthLimiter);
}
