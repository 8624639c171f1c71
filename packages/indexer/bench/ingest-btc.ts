/**
 * Bitcoin ingest benchmark (npm run bench:ingest -- --chain btc [blocks]): mainnet-sized regtest
 * blocks (~3,000 signed transactions, ~1.5 MB each; generated once, ~8 s of CPU a block, and kept
 * in BTC_BENCH_CACHE, default <tmp>/explorer-btc-bench) served over Bitcoin Core's RPC by the
 * devnet in its own process, and measures
 *   1. the ceiling: fetch (getblock 3) + JSON decode + the adapter's model in one thread, no DB;
 *   2. full indexing (createIndexer, the chain's batch size and decode workers) into PostgreSQL
 *      (a fresh database, dropped afterwards) and into PGlite (a temp dir);
 * printing tx/s, each run's ratio to the ceiling, the targets (PostgreSQL ≥ 0.6 of the ceiling and
 * ≥ 5,000 tx/s) and the CPU a block costs in every process sharing the cores. BENCH_BLOCKS (default
 * 20), BENCH_ROUNDS (default 2, best run kept), BENCH_BATCH, BENCH_WORKERS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAINS, createLogger } from '@explorer/core';
import { migrate, openDatabase, type Database } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { buildBtcBundle, btcNetwork, createBtcRpc, createIndexer, createRpcClient, defaultDecodeWorkers, readCoreBlock } from '../src';
import { prefetchBatches } from '../src/sync/prefetch';
import { bestOf, printCpuBound, printRuns, rate, type Result } from './ingest-report';
import { startNodeProcess } from './node-process';
import { processCpuMs, processesCpuMs } from './process-cpu';

const count = Number(process.argv[2] ?? process.env.BENCH_BLOCKS ?? 20);
const batchSize = Number(process.env.BENCH_BATCH ?? CHAINS.btc.indexBatchBlocks);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? defaultDecodeWorkers());
const cacheDir = process.env.BTC_BENCH_CACHE ?? join(tmpdir(), 'explorer-btc-bench');
const CEILING = 'ceiling (fetch+decode+model, 1 thread)';
const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');

console.log(`btc ingest benchmark: ${count} mainnet-sized regtest blocks (cache ${cacheDir}), batch ${batchSize} blocks/transaction, ${workers} decode worker(s), best of ${rounds} rounds`);
const node = await startNodeProcess<{ url: string; from: number; to: number }>(fileURLToPath(new URL('./btc-node-main.ts', import.meta.url)), {
  BTC_BENCH_BLOCKS: String(count),
  BTC_BENCH_CACHE: cacheDir,
});
const { from, to } = node.info;

async function ceiling(): Promise<Result> {
  const rpc = createBtcRpc(createRpcClient({ url: node.url, logger, transport: 'plain' }), logger);
  const network = btcNetwork(await rpc.network());
  const fetch = async (heights: number[], signal: AbortSignal) => (await rpc.fetchBlocks(heights, signal)).map((r) => buildBtcBundle(readCoreBlock(r.block, r.prevouts), network));
  const start = performance.now();
  let n = 0;
  let txs = 0;
  for await (const { items: bundles } of prefetchBatches({ fetch, from, to, batchSize, depth: 2 })) {
    n += bundles.length;
    txs += bundles.reduce((s, b) => s + b.transactions.length, 0);
  }
  return { name: CEILING, seconds: (performance.now() - start) / 1000, blocks: n, txs };
}

async function indexInto(name: string, database: Database): Promise<Result> {
  await migrate(database);
  const [node0, pg0] = [processCpuMs(node.pid), processesCpuMs('postgres')];
  const start = performance.now();
  await createIndexer({ database, chain: CHAINS.btc, rpcUrl: node.url, logger, batchSize, startHeight: from, stopAtHeight: to, decodeWorkers: workers, workerMinBlocks: 1 }).run();
  const seconds = (performance.now() - start) / 1000;
  const [nodeCpuMs, postgresCpuMs] = [processCpuMs(node.pid) - node0, processesCpuMs('postgres') - pg0];
  const c = await database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'btc').executeTakeFirstOrThrow();
  if (c.total_blocks !== to - from + 1) throw new Error(`${name}: indexed ${c.total_blocks} blocks, expected ${to - from + 1}`);
  return { name, seconds, blocks: c.total_blocks, txs: c.total_txs, nodeCpuMs, postgresCpuMs };
}

async function postgresRun(): Promise<Result> {
  const created = await createPostgresDatabase('explorer_bench');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  try {
    return await indexInto('PostgreSQL', database);
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
  const best = await bestOf(rounds, [ceiling, postgresRun, pgliteRun]);
  const top = best.get(CEILING)!;
  printRuns(best, top);
  const pg = best.get('PostgreSQL')!;
  const lite = best.get('PGlite (temp dir)')!;
  const ratio = rate(pg) / rate(top);
  const txps = pg.txs / pg.seconds;
  console.log(
    `PostgreSQL: ratio to the one-thread ceiling ${ratio.toFixed(2)} (target ≥ 0.6: ${ratio >= 0.6 ? 'met' : 'NOT met'}), ${txps.toFixed(0)} tx/s (target ≥ 5,000: ${txps >= 5000 ? 'met' : 'NOT met'})`,
  );
  printCpuBound([pg, lite], top, 'btc node');
} finally {
  await node.stop();
}
