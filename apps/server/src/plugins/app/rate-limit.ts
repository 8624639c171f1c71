/**
 * Sliding-hour request limits for API keys: take(key, limit) admits a call when fewer than `limit`
 * calls were admitted in the last hour (a sliding window, so no 2× burst across a clock-hour
 * boundary) and records it; a call the limit refuses is not recorded, and refund(key, ticket) takes
 * back the record of an admitted call that was then refused (bad parameters, no permission), so only
 * served calls use up the quota. With a
 * Redis URL the log is a sorted set per key, checked and updated in one Lua script and shared by
 * every API process; without one it lives in this process. If Redis cannot be reached the call is
 * counted in process (reported through onRedisError), so the limit still holds per process.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const HOUR_MS = 60 * 60 * 1000;
export const DEFAULT_RATE_PREFIX = 'explorer:ratelimit:';

export interface RateDecision {
  allowed: boolean;
  /** calls admitted in the window, this one included when allowed */
  count: number;
  /** epoch ms at which the oldest admitted call leaves the window (a slot frees up) */
  resetAt: number;
  /** names this call's record for refund(); present when allowed */
  ticket?: string;
}

export interface RateCounter {
  take(key: string, limit: number): Promise<RateDecision>;
  /** Removes an admitted call's record (its slot is free again). */
  refund(key: string, ticket: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateCounterOptions {
  redisUrl?: string;
  prefix?: string;
  windowMs?: number;
  now?: () => number;
  onRedisError?: (err: unknown) => void;
}

// KEYS[1] the key's log; ARGV now, window, limit, member. Returns { allowed, count, oldest }.
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return { allowed, count, oldest[2] or ARGV[1] }
`;

export function createRateCounter(opts: RateCounterOptions = {}): RateCounter {
  const windowMs = opts.windowMs ?? HOUR_MS;
  const now = opts.now ?? Date.now;
  const memory = createMemoryCounter(windowMs, now);
  if (!opts.redisUrl) return memory;

  const prefix = opts.prefix ?? DEFAULT_RATE_PREFIX;
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {}); // reported per call through onRedisError
  return {
    async take(key, limit) {
      const t = now();
      try {
        const member = `${t}-${randomBytes(6).toString('hex')}`;
        const [allowed, count, oldest] = (await redis.eval(TAKE_SCRIPT, 1, `${prefix}${key}`, t, windowMs, limit, member)) as [number, number, string];
        return { allowed: allowed === 1, count: Number(count), resetAt: Number(oldest) + windowMs, ...(allowed === 1 && { ticket: member }) };
      } catch (err) {
        opts.onRedisError?.(err);
        return memory.take(key, limit);
      }
    },
    async refund(key, ticket) {
      if (ticket.startsWith(LOCAL_TICKET)) return memory.refund(key, ticket);
      try {
        await redis.zrem(`${prefix}${key}`, ticket);
      } catch (err) {
        opts.onRedisError?.(err);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** tickets of calls counted in this process (also while Redis is unreachable) */
const LOCAL_TICKET = 'local:';

function createMemoryCounter(windowMs: number, now: () => number): RateCounter {
  const logs = new Map<string, number[]>();
  let calls = 0;
  const expire = (log: number[], t: number) => {
    let drop = 0;
    while (drop < log.length && log[drop]! <= t - windowMs) drop++;
    if (drop > 0) log.splice(0, drop);
  };
  return {
    async take(key, limit) {
      const t = now();
      if (++calls % 1000 === 0) {
        for (const [k, log] of logs) {
          expire(log, t);
          if (log.length === 0) logs.delete(k);
        }
      }
      const log = logs.get(key) ?? [];
      logs.set(key, log);
      expire(log, t);
      const allowed = log.length < limit;
      if (allowed) log.push(t);
      return { allowed, count: log.length, resetAt: (log[0] ?? t) + windowMs, ...(allowed && { ticket: `${LOCAL_TICKET}${t}` }) };
    },
    async refund(key, ticket) {
      // records are times: any record of the ticket's time is the same record
      const log = logs.get(key);
      const at = log?.lastIndexOf(Number(ticket.slice(LOCAL_TICKET.length))) ?? -1;
      if (at >= 0) log!.splice(at, 1);
    },
    async close() {
      logs.clear();
    },
  };
}
