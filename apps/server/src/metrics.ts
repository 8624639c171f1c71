/**
 * GET /metrics in the Prometheus text format (prom-client, one registry per server): request
 * durations by route pattern and status, each chain's indexed height, node head, lag and blocks/s
 * (from the checkpoints, read at scrape time), re-parse jobs of the contracts console, WebSocket
 * clients, and the database pool. Not part of the API: hidden from the OpenAPI document. Who may
 * read it: anyone with METRICS_PUBLIC=1; else the bearer of METRICS_TOKEN (compared in constant
 * time) or an administrator's login token; a guest or a bad token is 401, another user 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CHAIN_IDS, CHAINS, type Config } from '@explorer/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from './http/errors';
import { ADMIN_REQUIRED_MESSAGE, hasRole } from './plugins/app/roles';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The onRequest guard of /metrics for the configured access. */
export function metricsGuard(app: FastifyInstance, access: Config['metrics']): (request: FastifyRequest) => Promise<void> {
  const token = access.token === undefined ? undefined : digest(access.token);
  return async (request) => {
    if (access.public) return;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    // equal-length digests: the comparison takes the same time whatever the guess
    if (token && bearer !== undefined && timingSafeEqual(digest(bearer), token)) return;
    const caller = await app.auth.authenticate(request);
    if (!hasRole(caller.role, 'administrator')) throw new HttpError(403, ADMIN_REQUIRED_MESSAGE);
  };
}

export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'explorer_' });

  const requests = new Histogram({
    name: 'explorer_http_request_duration_seconds',
    help: 'HTTP request durations by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // indexer figures come from the checkpoints at scrape time (one read shared by the gauges of a
  // scrape, which prom-client collects concurrently); blocks/s from the height change since the last
  const indexed = new Set<string>(CHAIN_IDS.filter((id) => CHAINS[id].indexed));
  const last = new Map<string, { height: number; at: number }>();
  type Row = { chain: string; height: number; head: number | null; rate: number; age: number };
  let snapshot: { at: number; rows: Promise<Row[]> } | null = null;
  const read = (): Promise<Row[]> => {
    const now = Date.now();
    if (snapshot && now - snapshot.at < 250) return snapshot.rows;
    const rows = app.repos.health.checkpoints().then((cps) =>
      cps
        .filter((cp) => indexed.has(cp.chain))
        .map((cp) => {
          const prev = last.get(cp.chain);
          last.set(cp.chain, { height: cp.height, at: now });
          const rate = prev && now > prev.at ? Math.max(0, (cp.height - prev.height) / ((now - prev.at) / 1000)) : 0;
          return { chain: cp.chain, height: cp.height, head: cp.node_head, rate, age: (now - new Date(cp.updated_at).getTime()) / 1000 };
        }),
    );
    snapshot = { at: now, rows };
    return rows;
  };
  const indexerGauge = (name: string, help: string, value: (r: Row) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['chain'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const r of await read()) {
          const v = value(r);
          if (v !== null) this.set({ chain: r.chain }, v);
        }
      },
    });
  indexerGauge('explorer_indexer_height', 'Highest indexed block', (r) => r.height);
  indexerGauge('explorer_indexer_node_head', 'Node head last seen by the indexer', (r) => r.head);
  indexerGauge('explorer_indexer_lag_blocks', 'Node head minus indexed height', (r) => (r.head === null ? null : Math.max(0, r.head - r.height)));
  indexerGauge('explorer_indexer_blocks_per_second', 'Blocks indexed per second since the previous scrape', (r) => r.rate);
  indexerGauge('explorer_indexer_checkpoint_age_seconds', 'Seconds since the checkpoint last moved', (r) => r.age);

  // re-parse jobs of the contracts console: open jobs and how far they are, per chain
  const jobs = () => app.repos.coinConfigs.openParseJobs();
  new Gauge({
    name: 'explorer_parse_jobs_open',
    help: 'Re-parse jobs queued or running (a contract whose parser configs changed)',
    labelNames: ['chain'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const j of await jobs()) this.inc({ chain: j.chain });
    },
  });
  new Gauge({
    name: 'explorer_parse_job_progress_ratio',
    help: 'Share of its blocks an open re-parse job has parsed again (0 to 1)',
    labelNames: ['chain', 'contract'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const j of await jobs()) this.set({ chain: j.chain, contract: j.contract }, j.progress);
    },
  });

  new Gauge({
    name: 'explorer_ws_clients',
    help: 'Open WebSocket connections on the live channel',
    registers: [registry],
    collect() {
      this.set(app.live?.size ?? 0);
    },
  });

  new Gauge({
    name: 'explorer_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });

  app.get('/metrics', { schema: { hide: true }, onRequest: metricsGuard(app, app.config.metrics) }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
