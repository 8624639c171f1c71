/**
 * npm run seed:scale [-- --txs 10m|100k|20k|2k|<n>] — fills a PostgreSQL database with about that many
 * transactions across eth, bsc, btc and sol through the families' real encoders and stores
 * (seed-scale-blocks.ts: recorded Ethereum mainnet blocks replayed under new heights for eth and bsc,
 * the bench nodes' Bitcoin blocks and Solana slots cut into small blocks, UTXOs spent by later
 * transactions, Solana votes, transfers and token instructions). The mix at 10M: eth ~36 %, bsc ~18 %
 * (full ~150-tx blocks), btc ~15 % in 250k early-Bitcoin-sized blocks of 6 txs, sol ~32 % in 250k
 * slots of 13 — 536k blocks in all. One process per chain (the machine's cores in use at once),
 * batches of ~3,000 transactions, each batch one database transaction as the indexer writes it.
 * Progress and rows/s every 5 s; at the end CPU ms per 1,000 tx by chain and phase (models / prepare /
 * write / the chain's PostgreSQL backend: what bounds it on 2 cores, and not distorted by other load
 * as wall time is). Interrupted, it resumes: each chain continues after its highest
 * stored block (a batch is all or nothing), so running it again finishes the same database.
 * Database: --url, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/explorer_scale (created
 * when missing, migrated; synchronous_commit off for that database only — a crash loses the last
 * batches, which the resume writes again).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chainKey } from '@explorer/core';
import { ensurePartitions, migrate, openDatabase, sql } from '@explorer/db';
import { btcSeed, evmSeed, solSeed, type ChainSeed } from './seed-scale-blocks';
import { backendCpuMs, cpuMs, poolBackends } from './seed-scale-cpu';

export const SEED_CHAINS = ['eth', 'bsc', 'btc', 'sol'] as const;
type SeedChain = (typeof SEED_CHAINS)[number];

/** blocks per chain for 10M transactions; smaller sizes scale every chain alike */
const TEN_MILLION: Record<SeedChain, number> = { eth: 24_000, bsc: 12_000, btc: 250_000, sol: 250_000 };
const BTC_TXS_PER_BLOCK = 5; // + the coinbase
const SOL_TXS_PER_SLOT = 13;
/** up to this size the chains are written in this process, one after another */
const IN_PROCESS_TXS = 50_000;

export function parseTxs(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) throw new Error(`--txs ${text}: expected a count such as 10m, 100k or 20000`);
  const n = Number(m[1]) * (m[2]?.toLowerCase() === 'm' ? 1e6 : m[2]?.toLowerCase() === 'k' ? 1e3 : 1);
  if (!(n >= 1000)) throw new Error(`--txs ${text}: at least 1k`);
  return n;
}

/** blocks per chain for about `txs` transactions */
export function seedPlan(txs: number): Record<SeedChain, number> {
  const f = txs / 1e7;
  return Object.fromEntries(SEED_CHAINS.map((c) => [c, Math.max(2, Math.round(TEN_MILLION[c] * f))])) as Record<SeedChain, number>;
}

/**
 * An EVM chain's seconds between blocks: the chain's own at 10M, stretched at smaller sizes so every
 * size spans the same days — the statistics and home routes read a window of hours (at most 8 days
 * for 24 h), and a small seed that filled two of its hours would not compare with a large one that
 * fills them all.
 */
const evmSpacing = (chain: 'eth' | 'bsc', blockTime: number, blocks: number) => blockTime * Math.max(1, Math.round(TEN_MILLION[chain] / blocks));

export function chainSeed(chain: SeedChain, blocks: number): Promise<ChainSeed<unknown>> | ChainSeed<unknown> {
  switch (chain) {
    case 'eth':
      return evmSeed('eth', 0xe0, 0, evmSpacing('eth', 12, blocks));
    case 'bsc':
      return evmSeed('bsc', 0xb5, 30_000_000, evmSpacing('bsc', 3, blocks));
    case 'btc':
      // the template's 3,000-tx blocks are read and checked once (a few seconds each): one for a small seed
      return btcSeed(BTC_TXS_PER_BLOCK, blocks * BTC_TXS_PER_BLOCK > 100_000 ? 4 : 1);
    case 'sol':
      return solSeed(SOL_TXS_PER_SLOT, blocks * SOL_TXS_PER_SLOT > 100_000 ? 8 : 2);
  }
}

export const defaultScaleUrl = (name: string) => {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/explorer_scale');
  if (!process.env.DATABASE_URL) url.pathname = `/${name}`;
  return url.toString();
};

/** creates the database when missing (synchronous_commit off for it) and migrates it */
export async function prepareDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name}: lower-case letters, digits and _ only`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}

/** blocks per chain from the counters */
async function storedBlocks(url: string): Promise<Map<string, number>> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const { rows } = await sql<{ chain: string; blocks: string }>`SELECT chain, total_blocks::text AS blocks FROM chain_counters`.execute(database.db);
    return new Map(rows.map((r) => [r.chain, Number(r.blocks)]));
  } finally {
    await database.close();
  }
}

interface Progress {
  chain: SeedChain;
  blocks: number;
  txs: number;
  done: boolean;
  /** this run's wall ms encoding (the worker's CPU) and in the store's write (mostly waiting on PostgreSQL) */
  prepare: number;
  write: number;
  /** this run's CPU ms: the worker building models, in the family's prepare, in the store's write; its PostgreSQL backend's */
  cpu: { models: number; prepare: number; write: number; pg: number };
}

/** one chain's writer (own process): from after its highest stored block up to `blocks` blocks */
async function runChain(chain: SeedChain, url: string, blocks: number, onProgress: (p: Progress) => void): Promise<void> {
  const seed = await chainSeed(chain, blocks);
  // one connection (a batch is one transaction): its backend's CPU is the chain's share of PostgreSQL's
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const [backend] = await poolBackends(database.db, 1);
    const pg0 = backendCpuMs([backend!]);
    const { rows } = await sql<{ top: string | null; txs: string | null }>`
      SELECT (SELECT max(height) FROM blocks WHERE chain = ${chainKey(chain)})::text AS top,
             (SELECT total_txs FROM chain_counters WHERE chain = ${chain})::text AS txs`.execute(database.db);
    const end = seed.start + blocks;
    let from = rows[0]?.top === null || rows[0]?.top === undefined ? seed.start : Number(rows[0].top) + 1;
    let txs = Number(rows[0]?.txs ?? 0);
    const ms = { prepare: 0, write: 0 };
    const cpu = { models: 0, prepare: 0, write: 0, pg: 0 };
    const report = (done: boolean) => {
      cpu.pg = backendCpuMs([backend!]) - pg0;
      onProgress({ chain, blocks: from - seed.start, txs, done, ...ms, cpu });
    };
    report(false);
    while (from < end) {
      const to = Math.min(end, from + seed.batch);
      const t0 = performance.now();
      const c0 = cpuMs();
      const models = { input: 0 };
      const prepared = seed.prepare(from, to, models);
      const t1 = performance.now();
      const c1 = cpuMs();
      // the batch's partitions (migration 029) before its transaction, as the sync engine makes them
      await ensurePartitions(database.db, chain, Array.from({ length: to - from }, (_, i) => from + i));
      await seed.write(database.db, prepared.blocks, end - 1);
      ms.prepare += t1 - t0;
      ms.write += performance.now() - t1;
      cpu.models += models.input;
      cpu.prepare += c1 - c0 - models.input;
      cpu.write += cpuMs() - c1;
      txs += prepared.txs;
      from = to;
      report(false);
    }
    report(true);
  } finally {
    await database.close();
  }
}

/** the chain's writer in its own process (its own core) */
function startWorker(chain: SeedChain, url: string, blocks: number, onProgress: (p: Progress) => void): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--worker', chain, '--blocks', String(blocks)], {
    env: { ...process.env, SEED_SCALE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => onProgress(JSON.parse(line) as Progress));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed worker ${chain} exited with ${code}`)))));
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** seeds `txs` transactions into `url` (resuming what is there); returns the chains' counters */
export async function seedScale(url: string, txs: number, log: (line: string) => void = console.log): Promise<{ blocks: number; txs: number; seconds: number }> {
  const plan = seedPlan(txs);
  const shown = new URL(url);
  shown.password = '';
  log(`seed: ~${fmt(txs)} transactions into ${shown.toString()} — blocks per chain: ${SEED_CHAINS.map((c) => `${c} ${fmt(plan[c])}`).join(', ')}`);
  await prepareDatabase(url);
  const seeded = await storedBlocks(url);
  if (SEED_CHAINS.every((c) => (seeded.get(c) ?? 0) >= plan[c])) {
    log(`  already seeded: ${SEED_CHAINS.map((c) => `${c} ${fmt(seeded.get(c) ?? 0)}`).join(', ')} blocks`);
    return { blocks: [...seeded.values()].reduce((x, y) => x + y, 0), txs: NaN, seconds: 0 };
  }
  const progress = new Map<SeedChain, Progress>();
  const started = performance.now();
  const baseline = new Map<SeedChain, number>();
  const total = () => [...progress.values()].reduce((s, p) => ({ blocks: s.blocks + p.blocks, txs: s.txs + p.txs }), { blocks: 0, txs: 0 });
  let last = { at: performance.now(), txs: 0 };
  const line = () => {
    const t = total();
    const now = performance.now();
    const secs = (now - started) / 1000;
    const written = t.txs - [...baseline.values()].reduce((a, b) => a + b, 0);
    const recent = ((written - last.txs) * 1000) / Math.max(1, now - last.at);
    last = { at: now, txs: written };
    const chains = SEED_CHAINS.map((c) => {
      const p = progress.get(c);
      return `${c} ${p ? `${fmt(p.blocks)}/${fmt(plan[c])}` : '…'}`;
    }).join(' · ');
    return `  ${secs.toFixed(0)} s: ${fmt(t.txs)} txs, ${fmt(t.blocks)} blocks (${chains}) — ${fmt(recent)} tx/s now, ${fmt(written / Math.max(1, secs))} tx/s since the start`;
  };
  const timer = setInterval(() => log(line()), 5000);
  try {
    const onProgress = (p: Progress) => {
      // a writer's first report is what was there already: the rate counts this run's rows
      if (!baseline.has(p.chain)) baseline.set(p.chain, p.txs);
      progress.set(p.chain, p);
    };
    // a small seed: the chains one after another in this process (four processes cost more to start than to write it)
    if (txs <= IN_PROCESS_TXS) for (const c of SEED_CHAINS) await runChain(c, url, plan[c], onProgress);
    else await Promise.all(SEED_CHAINS.map((c) => startWorker(c, url, plan[c], onProgress)));
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await sql`ANALYZE`.execute(database.db);
    const { rows } = await sql<{ blocks: string; txs: string }>`SELECT sum(total_blocks)::text AS blocks, sum(total_txs)::text AS txs FROM chain_counters`.execute(database.db);
    const out = { blocks: Number(rows[0]!.blocks), txs: Number(rows[0]!.txs), seconds };
    log(`seed done in ${seconds.toFixed(0)} s: ${fmt(out.txs)} transactions in ${fmt(out.blocks)} blocks`);
    const split = SEED_CHAINS.map((c) => progress.get(c)).filter((p): p is Progress => p !== undefined);
    log(`  time per chain in encoding / in the store's write: ${split.map((p) => `${p.chain} ${(p.prepare / 1000).toFixed(0)} / ${(p.write / 1000).toFixed(0)} s`).join(', ')}`);
    // CPU is what bounds the seed on a busy or small machine; wall time there is mostly waiting for a core
    const baseTxs = (p: Progress) => p.txs - (baseline.get(p.chain) ?? 0);
    const per = (v: number, p: Progress) => ((v * 1000) / Math.max(1, baseTxs(p))).toFixed(0);
    log(
      `  CPU ms per 1,000 tx (models / prepare / write / PostgreSQL backend): ${split
        .map((p) => `${p.chain} ${per(p.cpu.models, p)} / ${per(p.cpu.prepare, p)} / ${per(p.cpu.write, p)} / ${per(p.cpu.pg, p)}`)
        .join(', ')}`,
    );
    return out;
  } finally {
    await database.close();
  }
}

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const worker = arg('--worker') as SeedChain | undefined;
  if (worker) await runChain(worker, process.env.SEED_SCALE_URL!, Number(arg('--blocks')), (p) => console.log(JSON.stringify(p)));
  else {
    const txs = parseTxs(arg('--txs') ?? '10m');
    await seedScale(arg('--url') ?? defaultScaleUrl('explorer_scale'), txs);
  }
}
