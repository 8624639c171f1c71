/** GET /api/health: database reachability and each chain's indexing progress from sync_checkpoints (no node calls). */
import { CHAIN_IDS, CHAINS } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../envelope';
import { HttpError } from '../../errors';

const ChainHealth = z.object({
  indexed: z.boolean(),
  indexedHeight: z.number().int().nullable().optional(),
  nodeHead: z.number().int().nullable().optional(),
  lag: z.number().int().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
});

const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  chains: z.record(z.string(), ChainHealth),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], summary: 'Service health', response: responses(Health, [503]) } }, async (req) => {
    let checkpoints;
    try {
      await app.repos.health.ping();
      checkpoints = await app.repos.health.checkpoints();
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, '数据库不可用');
    }
    const byChain = new Map(checkpoints.map((c) => [c.chain, c]));
    const chains: Record<string, z.infer<typeof ChainHealth>> = {};
    for (const id of CHAIN_IDS) {
      if (!CHAINS[id].indexed) {
        chains[id] = { indexed: false };
        continue;
      }
      const cp = byChain.get(id);
      const indexedHeight = cp?.height ?? null;
      const nodeHead = cp?.node_head ?? null;
      chains[id] = {
        indexed: true,
        indexedHeight,
        nodeHead,
        lag: indexedHeight !== null && nodeHead !== null ? Math.max(0, nodeHead - indexedHeight) : null,
        updatedAt: cp ? new Date(cp.updated_at).toISOString() : null,
      };
    }
    return ok({ status: 'ok' as const, database: app.database.engine, chains });
  });
};

export default health;
