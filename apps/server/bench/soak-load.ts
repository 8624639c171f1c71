/**
 * The load process of `npm run soak` (soak.ts): RATE requests a second for SECONDS seconds against BASE,
 * at fixed times (an open model: a slow answer does not slow the sending), spread over the routes a
 * visitor and an API client use, with the ids (heights, transaction hashes, addresses) read from the
 * explorer every 10 s as the chains move; one sign-in every 10 s from addresses the proxy forwards
 * (X-Forwarded-For). Each minute it sends its parent the requests, errors (a failed connection or a
 * status ≥ 400 other than 404 for a fresh id) and the p99 of every route.
 */
export {};

const BASE = process.env.BASE!;
const RATE = Number(process.env.RATE ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 600);
const KEY = { 'x-api-key': process.env.API_KEY!, 'x-api-secret': process.env.API_SECRET! };
const USERS = (process.env.USERS ?? '').split(',');
const PASSWORD = process.env.PASSWORD!;

interface Ids {
  heights: number[];
  txs: string[];
  addresses: string[];
}
let ids: Ids = { heights: [], txs: [], addresses: [] };

async function json<T>(path: string): Promise<T> {
  const r = await fetch(BASE + path);
  return ((await r.json()) as { data: T }).data;
}

async function refreshIds(): Promise<void> {
  const list = await json<{ blocks: { height: number }[] }>('/api/no-auth/blocks?chain=eth&page=1&page_size=25');
  const heights = list.blocks.map((b) => b.height);
  const txs = await json<{ transactions?: { hash: string; from: string; to: string | null }[]; list?: { hash: string; from: string; to: string | null }[] }>(`/api/no-auth/transactions/block-height/${heights[1] ?? heights[0]}?chain=eth&page=1&page_size=20`);
  const rows = txs.transactions ?? txs.list ?? [];
  ids = { heights, txs: rows.map((t) => t.hash), addresses: rows.flatMap((t) => [t.from, ...(t.to ? [t.to] : [])]) };
}

const pick = <T>(a: T[]): T | undefined => a[Math.floor(Math.random() * a.length)];

/** [route name, weight, path (undefined: skip this turn), headers] */
const ROUTES: [string, number, () => string | undefined, Record<string, string>?][] = [
  ['block list', 20, () => '/api/no-auth/blocks?chain=eth&page=1&page_size=25'],
  ['block detail', 15, () => (ids.heights.length ? `/api/no-auth/blocks/height/${pick(ids.heights)}?chain=eth` : undefined)],
  ["a block's transactions", 15, () => (ids.heights.length ? `/api/no-auth/transactions/block-height/${pick(ids.heights)}?chain=eth&page=1&page_size=20` : undefined)],
  ['transaction', 15, () => (ids.txs.length ? `/api/no-auth/transactions/eth/${pick(ids.txs)}` : undefined)],
  ['address', 10, () => (ids.addresses.length ? `/api/no-auth/addresses/${pick(ids.addresses)}?chain=eth` : undefined)],
  ['address transactions', 5, () => (ids.addresses.length ? `/api/no-auth/addresses/${pick(ids.addresses)}/transactions?chain=eth&limit=25` : undefined)],
  ['search', 5, () => (ids.txs.length ? `/api/no-auth/search?q=${pick(ids.txs)}` : undefined)],
  ['home stats', 5, () => '/api/no-auth/home/eth/stats'],
  ['btc block list', 3, () => '/api/no-auth/blocks?chain=btc&page=1&page_size=25'],
  ['sol block list', 2, () => '/api/no-auth/blocks?chain=sol&page=1&page_size=25'],
  ['API key: v1 blocks', 5, () => '/api/v1/blocks?chain=eth', KEY],
];
const TOTAL = ROUTES.reduce((n, r) => n + r[1], 0);

interface Minute {
  requests: number;
  errors: number;
  firstError?: string;
  latency: Map<string, number[]>;
}
let minute: Minute = { requests: 0, errors: 0, latency: new Map() };

function record(route: string, ms: number, error?: string): void {
  minute.requests++;
  if (error) {
    minute.errors++;
    minute.firstError ??= `${route}: ${error}`;
  }
  let l = minute.latency.get(route);
  if (!l) minute.latency.set(route, (l = []));
  l.push(ms);
}

async function one(route: string, path: string, init: { method?: 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<void> {
  const t = performance.now();
  try {
    const r = await fetch(BASE + path, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
    await r.arrayBuffer();
    record(route, performance.now() - t, r.status >= 400 && r.status !== 404 ? `HTTP ${r.status}` : undefined);
  } catch (e) {
    record(route, performance.now() - t, (e as Error).message);
  }
}

function fire(): void {
  let x = Math.random() * TOTAL;
  for (const [name, weight, path, headers] of ROUTES) {
    if ((x -= weight) > 0) continue;
    const p = path();
    if (p) void one(name, p, { headers });
    return;
  }
}

function signIn(): void {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  void one('sign-in', '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ username: pick(USERS), password: PASSWORD }) });
}

function report(): void {
  const routes = Object.fromEntries([...minute.latency].map(([r, l]) => [r, { n: l.length, p99: l.sort((a, b) => a - b)[Math.min(l.length - 1, Math.floor(0.99 * l.length))]! }]));
  process.send!({ type: 'minute', requests: minute.requests, errors: minute.errors, firstError: minute.firstError, routes });
  minute = { requests: 0, errors: 0, latency: new Map() };
}

await refreshIds();
const start = performance.now();
const refresher = setInterval(() => void refreshIds().catch(() => {}), 10_000);
const signer = setInterval(signIn, 10_000);
const reporter = setInterval(report, 60_000);
let sent = 0;
// every 10 ms, the requests due by now
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= SECONDS) {
      clearInterval(tick);
      resolve();
      return;
    }
    const due = Math.floor(elapsed * RATE);
    for (; sent < due; sent++) fire();
  }, 10);
});
clearInterval(refresher);
clearInterval(signer);
clearInterval(reporter);
await new Promise((r) => setTimeout(r, 2000)); // the last answers
report();
process.send!({ type: 'done' }, () => process.exit(0));
