/** What the ingest benchmarks of every family share: a run's result, its CPU, and the printed report. */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { ChainId, Logger } from '@explorer/core';
import { createDecodePool } from '../src';

const ROOT = new URL('../../../', import.meta.url);
let built: URL | undefined;
/**
 * The decode worker as `npm start` runs it: apps/server/dist/decode-worker.js (plain JavaScript, built
 * first when the sources are newer: scripts/setup.mjs server). From the sources each worker would compile
 * the indexer's TypeScript through tsx first (~4 s of a 300-block run's wall clock on a 2-core machine).
 */
export function builtDecodeWorker(): URL {
  if (!built) {
    execFileSync(process.execPath, ['scripts/setup.mjs', 'server'], { cwd: ROOT, stdio: 'inherit' });
    built = new URL('apps/server/dist/decode-worker.js', ROOT);
  }
  return built;
}

/** CPU time of this process (all threads) while `work` runs, in ms. */
export async function cpuDuring<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

export interface Result {
  name: string;
  seconds: number;
  blocks: number;
  txs: number;
  /** CPU time of this process (fetch, decode, build, encode; PGlite's engine too), all threads, but the decode workers' start */
  cpuMs?: number;
  /** CPU time of the node process and of the PostgreSQL server processes meanwhile */
  nodeCpuMs?: number;
  postgresCpuMs?: number;
  /** of postgresCpuMs: the server's shared writers (WAL writer, checkpointer, background writer: every database's) */
  postgresSharedCpuMs?: number;
  /** decode workers the run started (their start-up CPU is left out of cpuMs) */
  workers?: number;
}

/**
 * CPU time of starting one (built) decode worker: loading its modules, once per backfill, not per
 * block. The least of a few starts (each fetching one block), so the runs' CPU per block can leave it out.
 */
export async function decodeWorkerStartMs(chain: ChainId, rpcUrl: string, height: number, logger: Logger, tries = 2): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < tries; i++) {
    const pool = createDecodePool({ chain, rpcUrl, size: 1, logger, workerUrl: builtDecodeWorker() });
    const before = process.cpuUsage();
    await pool.fetchPrepared([height]);
    const used = process.cpuUsage(before);
    await pool.close();
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/**
 * A run's CPU: its own cpuMs when it measured it (the indexing alone, not opening and migrating the
 * database: PGlite's initdb is seconds of CPU), else the whole run's; `startMs`, one decode worker's
 * start (decodeWorkerStartMs), is taken off for each worker the run started.
 */
export async function measured(run: () => Promise<Result>, startMs = 0): Promise<Result> {
  const { value: r, cpuMs } = await cpuDuring(run);
  return { ...r, cpuMs: Math.max(0, (r.cpuMs ?? cpuMs) - (r.workers ?? 0) * startMs) };
}

/**
 * Repeats every run `rounds` times, interleaved (the machine may be shared), keeping the best of each
 * kind: its fastest run, with the CPU figures of the run that used the least CPU in all processes
 * (a busy machine inflates CPU time too: caches, other processes on the same cores).
 */
export async function bestOf(rounds: number, runs: (() => Promise<Result>)[], startMs = 0): Promise<Map<string, Result>> {
  const fastest = new Map<string, Result>();
  const leanest = new Map<string, Result>();
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const r = await measured(run, startMs);
      const prev = fastest.get(r.name);
      if (!prev || r.seconds < prev.seconds) fastest.set(r.name, r);
      const lean = leanest.get(r.name);
      if (!lean || cpuPerBlock(r) < cpuPerBlock(lean)) leanest.set(r.name, r);
    }
  }
  const best = new Map<string, Result>();
  for (const [name, r] of fastest) {
    const { cpuMs, nodeCpuMs, postgresCpuMs, postgresSharedCpuMs, blocks } = leanest.get(name)!;
    const scale = r.blocks / blocks;
    best.set(name, { ...r, cpuMs: (cpuMs ?? 0) * scale, nodeCpuMs: (nodeCpuMs ?? 0) * scale, postgresCpuMs: (postgresCpuMs ?? 0) * scale, postgresSharedCpuMs: (postgresSharedCpuMs ?? 0) * scale });
  }
  return best;
}

export const rate = (r: Result) => r.blocks / r.seconds;

/** CPU per block of every process of a run */
export const cpuPerBlock = (r: Result) => ((r.cpuMs ?? 0) + (r.nodeCpuMs ?? 0) + (r.postgresCpuMs ?? 0)) / r.blocks;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** One line per run: blocks/s, tx/s, CPU per block and the ratio to the ceiling (and to `pool`, the decode workers alone, when measured). */
export function printRuns(best: Map<string, Result>, top: Result, pool?: Result): void {
  for (const r of best.values()) {
    const ratio = r === top ? '' : `  ratio ${(rate(r) / rate(top)).toFixed(2)}${!pool || r === pool ? '' : ` (${(rate(r) / rate(pool)).toFixed(2)} of the workers alone)`}`;
    const cpu = `cpu ${((r.cpuMs ?? 0) / r.blocks).toFixed(1)} ms/block`;
    console.log(`${r.name.padEnd(40)} ${rate(r).toFixed(1).padStart(7)} blocks/s ${(r.txs / r.seconds).toFixed(0).padStart(7)} tx/s  (${r.blocks} blocks, ${r.txs} txs, ${r.seconds.toFixed(2)} s, ${cpu})${ratio}`);
  }
}

/**
 * What the machine allows: every process's CPU per block against the cores they share; with
 * `targetMs`, the total beside its target. The PostgreSQL server's figure is its processes for the
 * bench's database (backends) plus its shared writers (WAL, checkpoints), shown apart.
 */
export function printCpuBound(runs: Result[], top: Result, nodeName: string, targetMs?: Partial<Record<string, number>>): void {
  const cores = availableParallelism();
  for (const r of runs) {
    const per = (ms = 0) => ms / r.blocks;
    const total = cpuPerBlock(r);
    const bound = (cores * 1000) / total;
    const target = targetMs?.[r.name];
    const shared = r.postgresSharedCpuMs ? ` (of which shared writers ${per(r.postgresSharedCpuMs).toFixed(1)})` : '';
    console.log(
      `${r.name}: CPU per block — indexer ${per(r.cpuMs).toFixed(1)} ms (all threads), ${nodeName} ${per(r.nodeCpuMs).toFixed(1)} ms, PostgreSQL server ${per(r.postgresCpuMs).toFixed(1)} ms${shared} = ${total.toFixed(1)} ms${
        target === undefined ? '' : ` (target ≤ ${target}: ${verdict(total <= target)})`
      } on ${cores} cores → at most ${bound.toFixed(0)} blocks/s (ratio ${(bound / rate(top)).toFixed(2)}) with every core busy`,
    );
  }
}

export { verdict };
