/**
 * npm run soak -- --seconds 600 — the cluster of `npm run test:cluster` (test/support/cluster.ts: a
 * PostgreSQL primary and streaming replica, Redis, the four devnets and an indexer process, two API
 * processes behind a round-robin proxy, TRUST_PROXY set) under mixed traffic while the indexers follow
 * the devnets: SOAK_RATE requests a second (default 1,000) from a load process (soak-load.ts: block
 * list, details, transactions, addresses, search, home stats, other chains' lists, API-key calls, a
 * sign-in every 10 s) and SOAK_WS WebSocket clients (default 200) subscribed to blocks. Each minute it
 * prints the requests, errors and every route's p99, and the RSS of each process; at the end, the
 * verdicts: 0 errors; p99 stable (after the first minute, no minute's p99 of a route above twice its median);
 * RSS flat (no API process more than 5 % above its size after the first minute).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { startCluster, type Cluster } from '../test/support/cluster';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '600' } } });
const SECONDS = Number(values.seconds);
if (!Number.isInteger(SECONDS) || SECONDS < 60) throw new Error('--seconds: a whole number of seconds, at least 60');
const RATE = Number(process.env.SOAK_RATE ?? 1000);
const WS_CLIENTS = Number(process.env.SOAK_WS ?? 200);
const PASSWORD = 'soak-password-1';

interface MinuteReport {
  requests: number;
  errors: number;
  firstError?: string;
  routes: Record<string, { n: number; p99: number }>;
}

const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function post<T>(base: string, path: string, json: unknown, token?: string): Promise<T> {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(json) });
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: T }).data;
}

/** a live client as the web app is one: subscribed to eth blocks, answering the server's pings */
interface Live {
  ws: WebSocket;
  events: number;
  closed: boolean;
}

function openLive(url: string, ip: string): Promise<Live> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': ip } });
    const live: Live = { ws, events: 0, closed: false };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', category: 'block', chain: 'eth' })));
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string };
      if (m.type === 'subscribed') resolve(live);
      else if (m.type === 'event') live.events++;
      else if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    });
    ws.on('close', () => (live.closed = true));
    ws.on('error', reject);
  });
}

/** the last error lines of the API processes */
const tail = (c: Cluster) => c.apis.map((a) => `--- ${a.process.name}:\n${a.process.errors().slice(-2000)}`).join('\n');

let cluster: Cluster | null = null;
const clients: Live[] = [];
try {
  console.log(`soak: ${SECONDS} s, ${RATE} requests/s, ${WS_CLIENTS} WebSocket clients, two API processes behind a proxy, the indexers following the four devnets`);
  cluster = await startCluster({ chains: ['eth', 'bsc', 'btc', 'sol'], apiEnv: { TRUST_PROXY: '127.0.0.1' } });
  const base = cluster.proxy.url;
  // a few blocks indexed first, so the ids the load reads exist
  for (const until = Date.now() + 60_000; ; ) {
    const r = (await (await fetch(`${base}/api/no-auth/blocks?chain=eth`)).json()) as { data: { blocks: unknown[] } };
    if (r.data.blocks.length >= 5) break;
    if (Date.now() > until) throw new Error('no eth blocks indexed after 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  const users = Array.from({ length: 5 }, (_, i) => `soak_${Date.now().toString(36)}_${i}`);
  for (const u of users) await post(base, '/api/auth/register', { username: u, email: `${u}@example.com`, password: PASSWORD });
  const { token } = await post<{ token: string }>(base, '/api/auth/login', { username: users[0], password: PASSWORD });
  const key = await post<{ api_key: string; secret_key: string }>(base, '/api/user/api-keys', { name: 'soak', permissions: ['blocks:read'] }, token);

  for (let i = 0; i < WS_CLIENTS; i++) {
    // each from an address of its own, as the proxy says (TRUST_PROXY): within the 20 per address
    clients.push(await openLive(base.replace(/^http/, 'ws') + '/ws', `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`));
  }

  const load = fork(fileURLToPath(new URL('./soak-load.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BASE: base, RATE: String(RATE), SECONDS: String(SECONDS), API_KEY: key.api_key, API_SECRET: key.secret_key, USERS: users.join(','), PASSWORD },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const processes = [...cluster.apis.map((a) => a.process), cluster.indexer];
  const minutes: (MinuteReport & { rss: number[] })[] = [];
  await new Promise<void>((resolve, reject) => {
    load.on('message', (m: MinuteReport & { type: string }) => {
      if (m.type === 'done') return resolve();
      if (m.requests === 0) return; // the closing report of a run that ended on a minute
      const rss = processes.map((p) => rssMb(p.child.pid!));
      minutes.push({ ...m, rss });
      const worst = Object.entries(m.routes).sort((a, b) => b[1].p99 - a[1].p99)[0];
      console.log(
        `minute ${minutes.length}: ${m.requests} requests (${(m.requests / 60).toFixed(0)}/s), ${m.errors} errors${m.firstError ? ` (first: ${m.firstError})` : ''}; ` +
          `p99 ${Object.entries(m.routes).map(([r, v]) => `${r} ${v.p99.toFixed(0)}`).join(', ')} ms (slowest: ${worst?.[0]}); ` +
          `RSS ${processes.map((p, i) => `${p.name} ${rss[i]} MB`).join(', ')}; live clients open ${clients.filter((c) => !c.closed).length}/${clients.length}`,
      );
    });
    load.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the load process exited (${code})`))));
  });

  const errors = minutes.reduce((n, m) => n + m.errors, 0);
  const routes = [...new Set(minutes.flatMap((m) => Object.keys(m.routes)))];
  // the full minutes (a closing partial one left out); the first is the warm-up (JIT, the devnets' first blocks)
  const full = minutes.filter((m) => m.requests > RATE * 30);
  const settled = full.slice(1);
  const unstable = routes.filter((r) => {
    const p99s = settled.map((m) => m.routes[r]?.p99).filter((v): v is number => v !== undefined).sort((a, b) => a - b);
    if (p99s.length === 0) return false;
    const median = p99s[Math.floor(p99s.length / 2)]!;
    return p99s[p99s.length - 1]! > 2 * Math.max(median, 5);
  });
  const growth = cluster.apis.map((_, i) => (full.length > 1 ? Math.max(...full.slice(1).map((m) => m.rss[i]!)) / full[0]!.rss[i]! - 1 : 0));
  const events = clients.map((c) => c.events);
  if (errors > 0) console.log(`the API processes' last lines:\n${tail(cluster)}`);
  console.log(`errors: ${errors} (target 0: ${errors === 0 ? 'met' : 'NOT met'})`);
  console.log(`p99 stable after the first minute (no minute above twice the route's median): ${settled.length < 2 ? 'too short to tell' : unstable.length === 0 ? 'met' : `NOT met (${unstable.join(', ')})`}`);
  console.log(`RSS after the first minute: ${growth.map((g, i) => `api-${i} ${(g * 100).toFixed(1)} %`).join(', ')} (target ≤ 5 %: ${growth.every((g) => g <= 0.05) ? 'met' : 'NOT met'})`);
  console.log(`live: ${clients.filter((c) => !c.closed).length}/${clients.length} clients open at the end, ${Math.min(...events)}–${Math.max(...events)} block events each`);
} finally {
  for (const c of clients) c.ws.terminate();
  await cluster?.stop();
}
