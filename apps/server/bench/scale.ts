/**
 * npm run bench:api -- --scale: every read route (scale-routes.ts) at two database sizes on
 * PostgreSQL — 100k and 10M transactions, each its own database filled by the same seed
 * (seed-scale.ts: eth, bsc, btc and sol in the same proportions), kept between runs as
 * explorer_scale_100k and explorer_scale_10m (seeded when missing, resumed when partial) — p50/p99
 * per size under a fixed number of connections, the database pages a request touches (its SQL
 * re-run under EXPLAIN ANALYZE BUFFERS) and any Seq Scan on a table that grows with the chain in
 * those plans; then a fixed-rate run (2,000 requests a second, not as fast as it goes) at the large
 * size for the block list, block detail, a block's transactions and a transaction. Targets beside
 * the figures: p99 at the large size ÷ p99 at the small ≤ 1.3 for every route; p99 ≤ 20 ms at
 * 2,000 rps. A route whose plan at the large size has a Seq Scan on a growing table is FAILED.
 * The server is one process (the API has no multi-process mode of its own: several `serve`
 * processes go behind a load balancer), the response cache off, the live balance read stubbed.
 * Options: --small (CI: 2k and 20k transactions in throw-away databases, each route's time from 20
 * requests in process one after another, then 200 rps for 1 s),
 * --seed-only (seed the two databases and stop), --drop (drop the databases afterwards);
 * BENCH_SCALE_SIZES (e.g. "100k,10m"), BENCH_SCALE_SECONDS (default 5), BENCH_SCALE_CONNECTIONS
 * (default 10), BENCH_SCALE_RATE (default 2000), BENCH_SCALE_RATE_SECONDS (default 10),
 * BENCH_SCALE_ROUTES (only the routes whose name holds it, e.g. "btc").
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger, loadConfig, type Config } from '@explorer/core';
import { openDatabase, sql } from '@explorer/db';
import { captureQueries } from '@explorer/db/testing';
import { buildServer } from '../src';
import { autocannon, type Load } from './autocannon';
import { startBtcNodeStub } from './btc-node-stub';
import { explainQueries, SMALL_RELATION, type Explained } from './query-buffers';
import { routePath, scaleRoutes, type ScaleRoute } from './scale-routes';
import { defaultScaleUrl, parseTxs, seedScale } from './seed-scale';

const args = process.argv.slice(2);
const small = args.includes('--small') || process.env.BENCH_SMALL === '1';
const env = (name: string, full: number, ci: number) => Number(process.env[name] ?? (small ? ci : full));
const SECONDS = env('BENCH_SCALE_SECONDS', 5, 1);
const CONNECTIONS = env('BENCH_SCALE_CONNECTIONS', 10, 5);
const RATE = env('BENCH_SCALE_RATE', 2000, 200);
const RATE_SECONDS = env('BENCH_SCALE_RATE_SECONDS', 10, 1);
const RATE_CONNECTIONS = 100;
const TARGET = { ratio: 1.3, rateP99: 20 };
const NO_LIMIT = { max: 1_000_000, windowMs: 60_000 };

interface Figures extends Load {
  explained: Explained;
}

const dbName = (label: string) => `explorer_scale_${small ? 'ci_' : ''}${label.toLowerCase()}`;

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

/** every route at one size; at the large size also the fixed-rate run */
async function measure(url: string, withRate: boolean): Promise<{ routes: ScaleRoute[]; figures: Map<string, Figures>; rate: Map<string, Load> }> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const figures = new Map<string, Figures>();
  const rate = new Map<string, Load>();
  try {
    // the tables a seed updates in place (balances), vacuumed as autovacuum keeps them on a live index:
    // a seed that just ended leaves each row's dead versions in the index it reads, more at a larger size
    await sql`VACUUM (ANALYZE) token_holders, token_items, token_stats`.execute(database.db);
    const only = process.env.BENCH_SCALE_ROUTES;
    const routes = (await scaleRoutes(database.db)).filter((r) => !only || r.name.includes(only));
    const capture = captureQueries(database.db);
    // the Esplora routes' raw transactions: the seeded chain has no node (btc-node-stub.ts)
    const btcNode = await startBtcNodeStub();
    const config: Config = { ...loadConfig({}), authLimits: { loginPerIp: NO_LIMIT, loginPerUser: NO_LIMIT, registerPerIp: NO_LIMIT }, statistics: true, rpcUrls: { btc: btcNode.url } };
    const app = await buildServer({
      database: { ...database, db: capture.db },
      alerts: false,
      config,
      logger: createLogger('bench-api-scale', 'warn'),
      responseCache: { enabled: false },
      balanceReader: { balances: async (_chain, addresses) => addresses.map(() => null) },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = await signIn(base);
      for (const r of routes) {
        const path = routePath(r);
        const headers: Record<string, string> = r.signedIn ? { authorization: `Bearer ${token}` } : {};
        // the previous route's load ends with requests in flight: their queries must not count as this one's
        await poolIdle(database);
        await app.inject({ method: 'GET', url: path, headers });
        const queries = await capture.during(async () => {
          const res = await app.inject({ method: 'GET', url: path, headers });
          if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        });
        const explained = await explainQueries(database.db, queries);
        // small (CI): the answers' times in process, one after another — a load generator per route costs more than the run
        const load = small ? await injected(app, path, headers) : await autocannon(base + path, { connections: CONNECTIONS, seconds: SECONDS, headers });
        figures.set(r.name, { ...load, explained });
      }
      if (withRate) {
        for (const r of routes.filter((x) => x.rate)) {
          const path = routePath(r);
          rate.set(r.name, await autocannon(base + path, { connections: RATE_CONNECTIONS, seconds: RATE_SECONDS, rate: RATE }));
        }
      }
      return { routes, figures, rate };
    } finally {
      await app.close();
      await btcNode.close();
    }
  } finally {
    // the fixed-rate run's load generator stops at its deadline with requests still queued: their
    // handlers finish after the server closed, so the pool is closed only once they have
    await poolIdle(database);
    await database.close();
  }
}

/** resolves once no query is running or waiting on the pool (at most 10 s) */
async function poolIdle(database: { poolStats(): { waiting: number; idle: number; total: number } | null | undefined }): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const pool = database.poolStats();
    if (!pool || (pool.waiting === 0 && pool.idle === pool.total)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** p50/p99 of INJECTED requests made one after another in process (no sockets) */
const INJECTED = 20;
async function injected(app: Awaited<ReturnType<typeof buildServer>>, url: string, headers: Record<string, string>): Promise<Load> {
  const times: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < INJECTED; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) non2xx++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { rps: (INJECTED * 1000) / (performance.now() - started), p50: at(0.5), p99: at(0.99), errors: 0, non2xx };
}

async function signIn(base: string): Promise<string> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const password = 'bench-secret-1';
  const post = (path: string, body: unknown) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reg = await post('/api/auth/register', { username, email: `${username}@example.com`, password });
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const login = await post('/api/auth/login', { username, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export async function runScaleBench(): Promise<void> {
  const labels = (process.env.BENCH_SCALE_SIZES ?? (small ? '2k,20k' : '100k,10m')).split(',');
  if (labels.length !== 2) throw new Error('BENCH_SCALE_SIZES: two sizes, small first (e.g. 100k,10m)');
  const sizes = labels.map((label) => ({ label, txs: parseTxs(label), url: defaultScaleUrl(dbName(label)) }));
  console.log(`bench:api --scale${small ? ' (small)' : ''}: every read route at ${labels.join(' and ')} transactions (PostgreSQL, one API process, response cache off)`);
  for (const s of sizes) await seedScale(s.url, s.txs);
  if (args.includes('--seed-only')) return;

  const results = [];
  for (const [i, s] of sizes.entries()) {
    console.log(`\nmeasuring ${s.label}: ${CONNECTIONS} connections × ${SECONDS} s per route${i === 1 ? `, then ${RATE} rps × ${RATE_SECONDS} s on four routes` : ''}`);
    results.push(await measure(s.url, i === 1));
  }
  const [lo, hi] = results as [Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>>];
  const [a, b] = labels as [string, string];
  console.log(`\n| route | ${a} p50 / p99 ms | ${b} p50 / p99 ms | p99 ratio (target ≤ ${TARGET.ratio}) | pages a request touches ${a} → ${b} | Seq Scan on a growing table of > ${SMALL_RELATION} pages (${b}) | verdict |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let failed = 0;
  for (const r of hi.routes) {
    const x = lo.figures.get(r.name);
    const y = hi.figures.get(r.name)!;
    if (!x) continue;
    const ratio = Math.max(1, y.p99) / Math.max(1, x.p99);
    const scans = y.explained.seqScans;
    const verdict = scans.length ? 'FAILED (Seq Scan)' : ratio <= TARGET.ratio ? 'met' : 'NOT met';
    if (scans.length) failed++;
    const errs = (l: Load) => (l.errors + l.non2xx ? ` (${l.errors + l.non2xx} errors)` : '');
    console.log(
      `| ${r.name} | ${ms(x.p50)} / ${ms(x.p99)}${errs(x)} | ${ms(y.p50)} / ${ms(y.p99)}${errs(y)} | ${ratio.toFixed(2)} | ${x.explained.pages} → ${y.explained.pages} (${(y.explained.pages / Math.max(1, x.explained.pages)).toFixed(2)}×) | ${scans.join(', ') || '—'} | ${verdict} |`,
    );
  }
  console.log(`\nfixed rate at ${b}: ${RATE} requests a second for ${RATE_SECONDS} s from ${RATE_CONNECTIONS} connections (autocannon -R), one API process`);
  console.log(`| route | asked rps | held rps | p50 ms | p99 ms (target ≤ ${TARGET.rateP99}) | errors | verdict |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, l] of hi.rate) {
    const held = l.rps >= RATE * 0.98;
    console.log(`| ${name} | ${RATE} | ${Math.round(l.rps)} | ${ms(l.p50)} | ${ms(l.p99)} | ${l.errors + l.non2xx} | ${held && l.p99 <= TARGET.rateP99 ? 'met' : 'NOT met'} |`);
  }
  if (failed) console.log(`\n${failed} route(s) FAILED: a plan at ${b} reads a growing table with a Seq Scan`);
  if (small || args.includes('--drop')) for (const s of sizes) await dropDatabase(s.url);
}
