/**
 * npm run bench:ws — live fan-out. Real API processes (the built `explorer serve`) on a fresh
 * PostgreSQL database; 1,000, 5,000 and 20,000 WebSocket clients (BENCH_WS_SIZES) opened by client
 * processes (ws-clients.ts; BENCH_WS_CLIENT_PROCESSES, default 3) from many loopback addresses
 * (127.G.x.y, 18 per address: within the live channel's 20 per address), subscribed to eth blocks.
 * This process then commits BENCH_WS_EVENTS blocks (default 10), one a second, through the indexer's
 * own sink (rows and NOTIFY in one transaction), and every client measures the time from the event's
 * timestamp (taken in that transaction) to its arrival. Up to 5,000 clients one API process serves
 * them; above, two (the clients split between them), as a cluster would. Prints p50/p99/max and the
 * events delivered beside the targets: p99 ≤ 50 ms at 5,000 on one process, ≤ 150 ms at 20,000 on two.
 * Each run starts with one uncounted event (a long-running server has its send path compiled), and
 * the clients only timestamp what arrives, parsing it after the run. Before the runs it prints the
 * machine's floor: plain TCP writes of 1 KiB to as many sockets from one process (tcp-floor.ts).
 * (A slow reader is closed with code 1013 once its buffer passes the bound, without delaying the
 * others: apps/server/test/live-limits.test.ts.)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '@explorer/db';
import { createPostgresDatabase, freePort } from '@explorer/db/testing';
import { writeEvmBundles } from '@explorer/indexer';
import { cliArgs, ROOT } from '../test/support/cli';
import { syntheticBundles } from '../test/support/synthetic-chain';
import { tcpWriteFloor } from './tcp-floor';

const SIZES = (process.env.BENCH_WS_SIZES ?? '1000,5000,20000').split(',').map(Number);
const EVENTS = Number(process.env.BENCH_WS_EVENTS ?? 10);
const CLIENT_PROCESSES = Number(process.env.BENCH_WS_CLIENT_PROCESSES ?? 3);
/** clients per API process above which a second one serves */
const ONE_PROCESS_UP_TO = 5000;
const TARGETS: Record<number, number> = { 5000: 50, 20000: 150 };

interface Report {
  latencies: number[];
  closed: number;
  closeCodes: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(size: number, databaseUrl: string, write: () => Promise<void>) {
  const processes = size > ONE_PROCESS_UP_TO ? 2 : 1;
  const apis: { url: string; child: ChildProcess }[] = [];
  for (let i = 0; i < processes; i++) apis.push(await startApiProcess(databaseUrl));
  const workers: ChildProcess[] = [];
  try {
    const opened = performance.now();
    const ready = Array.from({ length: CLIENT_PROCESSES }, (_, g) => {
      const count = Math.floor(size / CLIENT_PROCESSES) + (g < size % CLIENT_PROCESSES ? 1 : 0);
      const w = fork(fileURLToPath(new URL('./ws-clients.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, URLS: apis.map((a) => a.url).join(','), COUNT: String(count), GROUP: String(g + 1) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      workers.push(w);
      return new Promise<void>((resolve, reject) => {
        w.once('message', () => resolve());
        w.once('exit', (code) => reject(new Error(`a client process exited (${code}) before its clients were subscribed`)));
      });
    });
    await Promise.all(ready);
    const openSeconds = (performance.now() - opened) / 1000;
    // one event first, not counted: a server that has run for a while has its send path compiled
    await write();
    await new Promise((r) => setTimeout(r, 1000));
    for (const w of workers) w.send({ type: 'reset' });
    for (let i = 0; i < EVENTS; i++) {
      await write();
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const reports = await Promise.all(
      workers.map(
        (w) =>
          new Promise<Report>((resolve) => {
            w.once('message', (m: Report & { type: string }) => resolve(m));
            w.send({ type: 'report' });
          }),
      ),
    );
    const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const closed = reports.reduce((n, r) => n + r.closed, 0);
    return { size, processes, openSeconds, delivered: latencies.length, expected: size * EVENTS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] ?? NaN, closed };
  } finally {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    for (const a of apis) a.child.kill('SIGTERM');
    await Promise.all(apis.map((a) => new Promise((r) => (a.child.exitCode !== null ? r(null) : a.child.once('exit', r)))));
  }
}

/** serve: the built CLI with its command */
const serveArgs = () => [...cliArgs(), 'serve'];

/** one `explorer serve` on a free port; resolves once it listens */
async function startApiProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, serveArgs(), { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '0.0.0.0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Explorer API running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`explorer serve exited (${code})`)));
  });
  return { url: `ws://127.0.0.1:${port}/ws`, child };
}

const created = await createPostgresDatabase('explorer_bench_ws');
const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
try {
  await migrate(database);
  const chain = syntheticBundles({ count: 1 + SIZES.length * (EVENTS + 1) });
  let next = 0;
  await writeEvmBundles(database.db, 'eth', [chain[next++]!], { notify: 'none' });
  const write = () => writeEvmBundles(database.db, 'eth', [chain[next++]!]);
  console.log(`bench:ws — ${EVENTS} block events a run, one a second; clients from ${CLIENT_PROCESSES} processes on loopback addresses (18 per address)`);
  const floorAt = Math.min(ONE_PROCESS_UP_TO, Math.max(...SIZES));
  const floor = await tcpWriteFloor(floorAt, CLIENT_PROCESSES);
  console.log(
    `this machine's floor: one Node process writing 1 KiB to ${floorAt} plain loopback TCP sockets takes ${floor.toFixed(0)} ms (${((floor * 1000) / floorAt).toFixed(1)} µs a socket; median of 7), before any WebSocket, JSON or database work`,
  );
  console.log('clients  API processes  subscribed in  delivered           p50      p99      max    target');
  for (const size of SIZES) {
    const r = await run(size, created.url, write);
    const target = TARGETS[size];
    const verdict = target === undefined ? '' : `p99 ≤ ${target} ms: ${r.p99 <= target && r.delivered === r.expected ? 'met' : 'NOT met'}`;
    console.log(
      `${String(size).padStart(7)}  ${String(r.processes).padStart(13)}  ${r.openSeconds.toFixed(1).padStart(11)} s  ${`${r.delivered}/${r.expected}`.padEnd(16)}  ${`${r.p50} ms`.padStart(7)}  ${`${r.p99} ms`.padStart(7)}  ${`${r.max} ms`.padStart(7)}    ${verdict}${r.closed > 0 ? ` (${r.closed} clients closed)` : ''}`,
    );
  }
} finally {
  await database.close();
  await created.drop();
}
