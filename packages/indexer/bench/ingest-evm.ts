/**
 * Ingest benchmark: replays N recorded mainnet blocks (~90–170 txs each, with receipts) from a
 * local replay node in its own process, and measures
 *   1. the ceiling: fetch + JSON decode + buildEvmBundle in one thread, no DB (the reference of
 *      issue 9: the pipeline as it was before decode workers);
 *   2. the decode workers alone (fetch, decode, build and row encoding in worker threads, no DB);
 *   3. full indexing (createIndexer) into PGlite (a temp dir) and into PostgreSQL (a fresh
 *      database, dropped afterwards);
 * printing blocks/s, tx/s and each run's ratio to the ceiling, the targets, and the CPU a block
 * costs in the indexer, the replay node and the PostgreSQL server with the rate the cores allow. The machine may be shared, so each
 * measurement is repeated BENCH_ROUNDS times (default 2, interleaved) and the best run of each kind
 * is reported, plus the indexer process's own CPU time per block.
 * Usage: npm run bench:ingest [-- blocks] (the same as -- --chain eth) (or BENCH_BLOCKS, default 1000);
 * the decode workers run from the server build as `npm start` runs them (built first when the sources
 * are newer), not from the TypeScript sources, which each worker would compile first;
 * BENCH_BATCH sets the indexer batch size, BENCH_WORKERS the decode workers.
 * 4. PostgreSQL again with 100 active parser configs (the transfer call and the Transfer event of
 *    the 50 contracts with the most logs in the replayed blocks: most of a mainnet block is theirs),
 *    parsed at ingest; target: at most 10 % below the run without (BENCH_PARSER_CONTRACTS, default 50).
 * 5. PostgreSQL again without token balances (issue 26: keeping them costs at most 10 % of the rate).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAINS, createLogger } from '@explorer/core';
import { migrate, openDatabase, parserConfigColumns, type Database } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { buildEvmBundle, createDecodePool, createIndexer, createEvmRpc, createRpcClient, defaultDecodeWorkers, defaultErc20ParserConfigs } from '../src';
import type { FamilyOptions } from '../src/families/types';
import { prefetchBatches } from '../src/sync/prefetch';
import { bestOf, builtDecodeWorker, cpuDuring, cpuPerBlock, decodeWorkerStartMs, printCpuBound, printRuns, rate, verdict, type Result } from './ingest-report';
import { processCpuMs, trackPostgresCpu } from './process-cpu';
import { startReplayProcess } from './replay-process';

const blocks = Number(process.argv[2] ?? process.env.BENCH_BLOCKS ?? 1000);
const batchSize = Number(process.env.BENCH_BATCH ?? CHAINS.eth.indexBatchBlocks);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? defaultDecodeWorkers());
const parserContracts = Number(process.env.BENCH_PARSER_CONTRACTS ?? 50);
const CEILING = 'ceiling (fetch+decode+build, 1 thread)';
const WITH_PARSERS = `PostgreSQL, ${parserContracts * 2} parser configs`;
const NO_BALANCES = 'PostgreSQL, no token balances';
const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');
/** issue 24: CPU per block of every process (PostgreSQL), wall-clock ratios to the ceiling, the cost of 100 parser configs */
const TARGETS = { cpuMsPerBlock: 12, ratioPostgres: 0.65, ratioPglite: 0.45, parserSlowdown: 0.1, balancesSlowdown: 0.1 };

/** The reference: fetch + JSON decode + buildEvmBundle in one thread, no DB (the pipeline before decode workers). */
async function ceiling(url: string): Promise<Result> {
  const rpc = createEvmRpc(createRpcClient({ url, logger }), logger);
  const fetch = async (heights: number[], signal: AbortSignal) => (await rpc.fetchBlocks(heights, signal)).map((r) => buildEvmBundle(r.block, r.receipts));
  const start = performance.now();
  let n = 0;
  let txs = 0;
  for await (const { items: bundles } of prefetchBatches({ fetch, from: 0, to: blocks - 1, batchSize, depth: 2 })) {
    n += bundles.length;
    txs += bundles.reduce((s, b) => s + b.transactions.length, 0);
  }
  return { name: CEILING, seconds: (performance.now() - start) / 1000, blocks: n, txs };
}

/** The decode workers alone: fetch + decode + build + row encoding off this thread, no DB. */
async function workersOnly(url: string): Promise<Result> {
  const pool = createDecodePool({ chain: 'eth', rpcUrl: url, size: workers, logger, workerUrl: builtDecodeWorker() });
  try {
    await pool.fetchPrepared([0]); // the workers' start-up is not decode time
    const start = performance.now();
    let n = 0;
    let txs = 0;
    for await (const { items: prepared } of prefetchBatches({ fetch: pool.fetchPrepared, from: 0, to: blocks - 1, batchSize, depth: workers + 1 })) {
      n += prepared.length;
      txs += prepared.reduce((s, b) => s + b.block.txCount, 0);
    }
    return { name: `decode workers only (${workers})`, seconds: (performance.now() - start) / 1000, blocks: n, txs, workers };
  } finally {
    await pool.close();
  }
}

/** The contracts with the most logs in the replayed blocks (the recorded blocks repeat, so the first few tell). */
async function busiestContracts(url: string, count: number): Promise<string[]> {
  const rpc = createEvmRpc(createRpcClient({ url, logger }), logger);
  const logs = new Map<string, number>();
  for (const r of await rpc.fetchBlocks([0, 1, 2, 3].filter((h) => h < blocks))) {
    for (const l of buildEvmBundle(r.block, r.receipts).logs) logs.set(l.address, (logs.get(l.address) ?? 0) + 1);
  }
  return [...logs].sort((a, b) => b[1] - a[1]).slice(0, count).map(([a]) => a);
}

/** Each contract's transfer(address,uint256) call and Transfer event configs, active. */
async function insertParserConfigs(database: Database, contracts: string[]): Promise<void> {
  if (contracts.length === 0) return;
  const rows = contracts.flatMap((address) =>
    defaultErc20ParserConfigs(address)
      .filter((c) => c.function_name === 'transfer' || c.event_name === 'Transfer')
      .map((c) => ({ chain: 'eth', contract_address: address, ...parserConfigColumns(c) })),
  );
  await database.db.insertInto('parser_configs').values(rows).execute();
}

/** `databaseName`: the PostgreSQL database (its server processes' CPU is measured); none for PGlite */
async function indexInto(name: string, database: Database, url: string, databaseName?: string, parserConfigFor: string[] = [], familyOptions: FamilyOptions = {}): Promise<Result> {
  await migrate(database);
  await insertParserConfigs(database, parserConfigFor);
  // read while the database is open: a server backend's CPU leaves /proc with the backend
  const node0 = processCpuMs(node.pid);
  const server = databaseName ? trackPostgresCpu(databaseName) : null;
  const start = performance.now();
  const { cpuMs } = await cpuDuring(() => createIndexer({ database, chain: CHAINS.eth, rpcUrl: url, logger, batchSize, stopAtHeight: blocks - 1, decodeWorkers: workers, decodeWorkerUrl: builtDecodeWorker(), familyOptions }).run());
  const seconds = (performance.now() - start) / 1000;
  const nodeCpuMs = processCpuMs(node.pid) - node0;
  const pg = server?.stop();
  const c = await database.db.selectFrom('chain_counters').selectAll().where('chain', '=', 'eth').executeTakeFirstOrThrow();
  if (c.total_blocks !== blocks) throw new Error(`${name}: indexed ${c.total_blocks} blocks, expected ${blocks}`);
  return { name, seconds, blocks: c.total_blocks, txs: c.total_txs, cpuMs, nodeCpuMs, postgresCpuMs: pg ? pg.ownMs + pg.sharedMs : 0, postgresSharedCpuMs: pg?.sharedMs, workers };
}

async function pgliteRun(url: string): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await indexInto('PGlite (temp dir)', database, url);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun(url: string, parserConfigFor: string[] = [], familyOptions: FamilyOptions = {}): Promise<Result> {
  const created = await createPostgresDatabase('explorer_bench');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  try {
    const name = parserConfigFor.length > 0 ? WITH_PARSERS : familyOptions.tokenBalances === false ? NO_BALANCES : 'PostgreSQL';
    const result = await indexInto(name, database, url, new URL(created.url).pathname.slice(1), parserConfigFor, familyOptions);
    if (parserConfigFor.length > 0) {
      const parsed = await database.db.selectFrom('parsed_results').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      parsedRows = Number(parsed.n);
    }
    return result;
  } finally {
    await database.close();
    await created.drop();
  }
}

let parsedRows = 0;
const node = await startReplayProcess(blocks);
try {
  const busiest = await busiestContracts(node.url, parserContracts);
  console.log(`ingest benchmark: ${blocks} replayed mainnet blocks, batch ${batchSize} blocks/transaction, ${workers} decode worker(s), best of ${rounds} rounds`);
  await ceiling(node.url); // warm-up (JIT, connections, the node's templates)
  const startMs = workers > 0 ? await decodeWorkerStartMs('eth', node.url, 0, logger) : 0;
  const best = await bestOf(rounds, [() => ceiling(node.url), () => workersOnly(node.url), () => postgresRun(node.url), () => postgresRun(node.url, busiest), () => postgresRun(node.url, [], { tokenBalances: false }), () => pgliteRun(node.url)], startMs);
  const top = best.get(CEILING)!;
  printRuns(best, top, [...best.values()].find((r) => r.name.startsWith('decode workers')));
  const pg = best.get('PostgreSQL')!;
  const lite = best.get('PGlite (temp dir)')!;
  const met = (r: Result, target: number) => `${(rate(r) / rate(top)).toFixed(2)} (target ≥ ${target}: ${verdict(rate(r) / rate(top) >= target)})`;
  console.log(`ratio to the one-thread ceiling: PostgreSQL ${met(pg, TARGETS.ratioPostgres)}, PGlite ${met(lite, TARGETS.ratioPglite)}`);
  if (startMs > 0) console.log(`CPU per block leaves out the decode workers' start (${startMs.toFixed(0)} ms each: loading the built worker, apps/server/dist/decode-worker.js; once per backfill)`);
  printCpuBound([pg, lite], top, 'replay node', { PostgreSQL: TARGETS.cpuMsPerBlock });
  const parsing = best.get(WITH_PARSERS)!;
  const drop = 1 - rate(parsing) / rate(pg);
  const cpuMore = cpuPerBlock(parsing) / cpuPerBlock(pg) - 1;
  console.log(
    `parser configs: ${parserContracts * 2} active on the ${parserContracts} busiest contracts, ${parsedRows.toLocaleString('en-US')} parsed results; PostgreSQL ${rate(parsing).toFixed(1)} blocks/s vs ${rate(pg).toFixed(1)} without: ${(drop * 100).toFixed(1)} % lower (target ≤ ${TARGETS.parserSlowdown * 100} %: ${verdict(drop <= TARGETS.parserSlowdown)}); CPU per block, all processes, ${cpuPerBlock(parsing).toFixed(1)} ms vs ${cpuPerBlock(pg).toFixed(1)}: ${(cpuMore * 100).toFixed(1)} % more (target ≤ ${TARGETS.parserSlowdown * 100} %: ${verdict(cpuMore <= TARGETS.parserSlowdown)})`,
  );
  const bare = best.get(NO_BALANCES)!;
  const balancesDrop = 1 - rate(pg) / rate(bare);
  console.log(
    `token balances (issue 26): PostgreSQL ${rate(pg).toFixed(1)} blocks/s keeping them vs ${rate(bare).toFixed(1)} without: ${(balancesDrop * 100).toFixed(1)} % lower (target ≤ ${TARGETS.balancesSlowdown * 100} %: ${verdict(balancesDrop <= TARGETS.balancesSlowdown)}); CPU per block, all processes, ${cpuPerBlock(pg).toFixed(1)} ms vs ${cpuPerBlock(bare).toFixed(1)} ms`,
  );
} finally {
  await node.stop();
}
