/**
 * The ingest benchmark of a chain served by a bench node in its own process (btc, sol): the
 * ceiling (fetch + decode + the adapter's model in one thread, no DB), then full indexing
 * (createIndexer with the chain's batch size and decode workers) into PostgreSQL (a fresh database,
 * dropped afterwards) and into PGlite (a temp dir); prints tx/s, each run's ratio to the ceiling,
 * the targets and the CPU a block costs in every process sharing the cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAINS, createLogger, type ChainId } from '@explorer/core';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { createIndexer } from '../src';
import { prefetchBatches, type FetchBatch } from '../src/sync/prefetch';
import { bestOf, builtDecodeWorker, cpuDuring, decodeWorkerStartMs, printCpuBound, printRuns, rate, type Result } from './ingest-report';
import type { NodeProcess } from './node-process';
import { processCpuMs, trackPostgresCpu } from './process-cpu';

export interface NodeBenchOptions {
  chain: ChainId;
  node: NodeProcess<{ url: string; from: number; to: number }>;
  /** the adapter's fetch + model for a batch of heights (the ceiling's work); returns the transaction count of each block it found */
  fetchModel(url: string): Promise<FetchBatch<number>>;
  batchSize: number;
  workers: number;
  rounds: number;
  /** PostgreSQL targets: ratio to the ceiling, and tx/s */
  targets: { ratio: number; txps: number };
}

const CEILING = 'ceiling (fetch+decode+model, 1 thread)';

export async function runNodeBench(o: NodeBenchOptions): Promise<void> {
  const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');
  const { from, to } = o.node.info;
  const chain = CHAINS[o.chain];

  async function ceiling(): Promise<Result> {
    const fetch = await o.fetchModel(o.node.url);
    const start = performance.now();
    let blocks = 0;
    let txs = 0;
    for await (const { items } of prefetchBatches({ fetch, from, to, batchSize: o.batchSize, depth: 2 })) {
      blocks += items.length;
      txs += items.reduce((s, n) => s + n, 0);
    }
    return { name: CEILING, seconds: (performance.now() - start) / 1000, blocks, txs };
  }

  /** `databaseName`: the PostgreSQL database (its server processes' CPU is measured); none for PGlite */
  async function indexInto(name: string, database: Database, databaseName?: string): Promise<Result> {
    await migrate(database);
    const node0 = processCpuMs(o.node.pid);
    const server = databaseName ? trackPostgresCpu(databaseName) : null;
    const start = performance.now();
    const { cpuMs } = await cpuDuring(() => createIndexer({ database, chain, rpcUrl: o.node.url, logger, batchSize: o.batchSize, startHeight: from, stopAtHeight: to, decodeWorkers: o.workers, workerMinBlocks: 1, decodeWorkerUrl: builtDecodeWorker() }).run());
    const seconds = (performance.now() - start) / 1000;
    const nodeCpuMs = processCpuMs(o.node.pid) - node0;
    const pg = server?.stop();
    const c = await database.db.selectFrom('chain_counters').selectAll().where('chain', '=', o.chain).executeTakeFirstOrThrow();
    const top = await database.db.selectFrom('sync_checkpoints').select('height').where('chain', '=', o.chain).executeTakeFirstOrThrow();
    if (top.height !== to) throw new Error(`${name}: indexed up to ${top.height}, expected ${to}`);
    return { name, seconds, blocks: c.total_blocks, txs: c.total_txs, cpuMs, nodeCpuMs, postgresCpuMs: pg ? pg.ownMs + pg.sharedMs : 0, postgresSharedCpuMs: pg?.sharedMs, workers: o.workers };
  }

  async function postgresRun(): Promise<Result> {
    const created = await createPostgresDatabase('explorer_bench');
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    try {
      return await indexInto('PostgreSQL', database, new URL(created.url).pathname.slice(1));
    } finally {
      await database.close();
      await created.drop();
    }
  }

  async function pgliteRun(): Promise<Result> {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const database = await openDatabase({ dataDir: dir });
    try {
      return await indexInto('PGlite (temp dir)', database);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  try {
    await ceiling(); // warm-up (JIT, connections)
    const startMs = o.workers > 0 ? await decodeWorkerStartMs(o.chain, o.node.url, from, logger) : 0;
    const best = await bestOf(o.rounds, [ceiling, postgresRun, pgliteRun], startMs);
    const top = best.get(CEILING)!;
    printRuns(best, top);
    const pg = best.get('PostgreSQL')!;
    const lite = best.get('PGlite (temp dir)')!;
    const ratio = rate(pg) / rate(top);
    const txps = pg.txs / pg.seconds;
    const { ratio: wantRatio, txps: wantTxps } = o.targets;
    console.log(
      `PostgreSQL: ratio to the one-thread ceiling ${ratio.toFixed(2)} (target ≥ ${wantRatio}: ${ratio >= wantRatio ? 'met' : 'NOT met'}), ${txps.toFixed(0)} tx/s (target ≥ ${wantTxps.toLocaleString('en-US')}: ${txps >= wantTxps ? 'met' : 'NOT met'})`,
    );
    if (startMs > 0) console.log(`CPU per block leaves out the decode workers' start (${startMs.toFixed(0)} ms each: loading the built worker, apps/server/dist/decode-worker.js; once per backfill)`);
    printCpuBound([pg, lite], top, `${o.chain} node`);
  } finally {
    await o.node.stop();
  }
}
