/**
 * Fixed-window request counters: hit(key) counts one request in the current window (the clock hour by
 * default) and returns the count so far and when the window ends. With a Redis URL the counters are
 * shared by every API process (INCR + PEXPIRE in one MULTI); without one they live in this process.
 * If Redis cannot be reached a hit falls back to the in-process counter (logged), so the limit still
 * holds per process instead of failing every API-key request.
 */
import { Redis } from 'ioredis';

export const HOUR_MS = 60 * 60 * 1000;
export const DEFAULT_RATE_PREFIX = 'explorer:ratelimit:';

export interface RateHit {
  count: number;
  /** epoch ms at which the window ends */
  resetAt: number;
}

export interface RateCounter {
  hit(key: string): Promise<RateHit>;
  close(): Promise<void>;
}

export interface RateCounterOptions {
  redisUrl?: string;
  prefix?: string;
  windowMs?: number;
  now?: () => number;
  onRedisError?: (err: unknown) => void;
}

export function createRateCounter(opts: RateCounterOptions = {}): RateCounter {
  const windowMs = opts.windowMs ?? HOUR_MS;
  const now = opts.now ?? Date.now;
  const memory = createMemoryCounter(windowMs, now);
  if (!opts.redisUrl) return memory;

  const prefix = opts.prefix ?? DEFAULT_RATE_PREFIX;
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {}); // reported per hit through onRedisError
  return {
    async hit(key) {
      const window = Math.floor(now() / windowMs);
      const resetAt = (window + 1) * windowMs;
      try {
        const res = await redis
          .multi()
          .incr(`${prefix}${key}:${window}`)
          .pexpire(`${prefix}${key}:${window}`, windowMs + 60_000)
          .exec();
        const [err, count] = res?.[0] ?? [new Error('empty MULTI reply'), null];
        if (err) throw err;
        return { count: Number(count), resetAt };
      } catch (err) {
        opts.onRedisError?.(err);
        return memory.hit(key);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

function createMemoryCounter(windowMs: number, now: () => number): RateCounter {
  const counts = new Map<string, { window: number; count: number }>();
  let sweptWindow = -1;
  return {
    async hit(key) {
      const window = Math.floor(now() / windowMs);
      if (window !== sweptWindow) {
        for (const [k, v] of counts) if (v.window < window) counts.delete(k);
        sweptWindow = window;
      }
      const entry = counts.get(key);
      const count = entry && entry.window === window ? entry.count + 1 : 1;
      counts.set(key, { window, count });
      return { count, resetAt: (window + 1) * windowMs };
    },
    async close() {
      counts.clear();
    },
  };
}
