/**
 * GET /api/health: database reachability and each chain's indexing state from sync_checkpoints (no
 * node calls): head, indexed height, lag, last block time, each RPC URL's state; each read replica's
 * lag; 'degraded' when a chain lags or stalls or a replica is behind or unreachable.
 * GET /api/ready: 200 once the database answers and every migration is applied, else 503 — for load
 * balancers and orchestrators.
 */
import { CHAIN_IDS, RPC_ENDPOINT_STATES } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { chainHealth, isDegraded } from './chain-health';

const ChainHealthSchema = z.object({
  indexed: z.boolean(),
  state: z.enum(['ok', 'lagging', 'stalled', 'not started', 'not indexed']),
  indexedHeight: z.number().int().nullable().optional(),
  nodeHead: z.number().int().nullable().optional(),
  lag: z.number().int().nullable().optional(),
  maxLag: z.number().int().optional(),
  lastBlockTime: z.string().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
  prunedBelow: z.number().int().optional().describe('retention removed everything below this height; absent when nothing was pruned'),
  rpc: z
    .array(
      z.object({
        url: z.string().describe('scheme, host and port only'),
        state: z.enum(RPC_ENDPOINT_STATES),
        head: z.number().int().nullable(),
        failures: z.number().int(),
        lastFault: z.string().optional(),
        lastFaultAt: z.string().optional(),
      }),
    )
    .optional()
    .describe('each URL of the chain’s RPC setting as the indexer last saw it'),
});

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  chains: z.record(z.string(), ChainHealthSchema),
  replicas: z
    .array(
      z.object({
        url: z.string().describe('scheme, host and port only'),
        state: z.enum(['ok', 'behind', 'unreachable']).describe('behind: more than REPLICA_MAX_LAG behind the primary, skipped by reads until it catches up'),
        lagMs: z.number().int().nullable(),
      }),
    )
    .optional()
    .describe('the read replicas (DATABASE_READ_URL); absent without any'),
});

const Ready = z.object({ ready: z.literal(true), migrations: z.number().int() });

export const DB_UNAVAILABLE = '数据库不可用';
export const MIGRATIONS_PENDING = '服务未就绪：数据库迁移未完成';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], operationId: 'getHealth', description: 'Service health and each chain’s indexing state', response: responses(Health, [503]) } }, async (req) => {
    let checkpoints;
    let floors: Awaited<ReturnType<typeof app.repos.retention.floors>>;
    try {
      await app.repos.health.ping();
      [checkpoints, floors] = await Promise.all([app.repos.health.checkpoints(), app.repos.retention.floors()]);
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, DB_UNAVAILABLE);
    }
    const byChain = new Map(checkpoints.map((c) => [c.chain, c]));
    const chains = Object.fromEntries(CHAIN_IDS.map((id) => [id, { ...chainHealth(id, byChain.get(id)), ...(floors[id] ? { prunedBelow: floors[id] } : {}) }]));
    const replicas = app.database.replicas?.status();
    const degraded = isDegraded(Object.values(chains)) || (replicas ?? []).some((r) => r.state !== 'ok');
    return ok({ status: degraded ? ('degraded' as const) : ('ok' as const), database: app.database.engine, chains, ...(replicas ? { replicas } : {}) });
  });

  app.get('/ready', { schema: { tags: ['health'], operationId: 'getReady', description: 'Ready to serve: database reachable and migrated', response: responses(Ready, [503]) } }, async (req) => {
    let pending: number[];
    try {
      pending = await app.repos.health.pendingMigrations();
    } catch (err) {
      req.log.warn({ err }, 'readiness: database unreachable');
      throw new HttpError(503, DB_UNAVAILABLE);
    }
    if (pending.length > 0) throw new HttpError(503, MIGRATIONS_PENDING);
    const applied = await app.repos.health.appliedCount();
    return ok({ ready: true as const, migrations: applied });
  });
};

export default health;
