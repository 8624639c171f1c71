/**
 * Solana ingest benchmark (npm run bench:ingest -- --chain sol [slots]): mainnet-shaped slots
 * (~1,500 signed transactions, ~70 % votes, some slots skipped; generated once and kept in
 * SOL_BENCH_CACHE, default <tmp>/explorer-sol-bench) served over Solana's JSON-RPC by the devnet's
 * recorded-block server in its own process; measures the ceiling (getBlock + JSON decode + the
 * adapter's model, one thread) and full indexing into PostgreSQL and PGlite (ingest-node-bench.ts).
 * Targets on this 2-core machine: PostgreSQL ≥ 8,000 tx/s (twice mainnet's rate at the tip) and
 * ≥ 0.6 of the ceiling. "Sustained": 400 slots (600,000 transactions, 40 batches) by default, so the
 * decode worker's start and the pipeline's fill and drain weigh little. SOL_BENCH_SLOTS (default 400),
 * BENCH_ROUNDS (default 2), BENCH_BATCH, BENCH_WORKERS.
 */
import { CHAINS, createLogger } from '@explorer/core';
import { connectSolRpc, defaultDecodeWorkers, readSolBlock } from '../src';
import { solBenchCache, startSolBenchNode } from './bench-nodes';
import { runNodeBench } from './ingest-node-bench';

const count = Number(process.argv[2] ?? process.env.SOL_BENCH_SLOTS ?? 400);
const batchSize = Number(process.env.BENCH_BATCH ?? CHAINS.sol.indexBatchBlocks);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? defaultDecodeWorkers());
const cacheDir = solBenchCache();
const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');

console.log(`sol ingest benchmark: ${count} mainnet-shaped slots (cache ${cacheDir}), batch ${batchSize} slots/transaction, ${workers} decode worker(s), best of ${rounds} rounds`);
const node = await startSolBenchNode(count, cacheDir);

await runNodeBench({
  chain: 'sol',
  node,
  batchSize,
  workers,
  rounds,
  targets: { ratio: 0.6, txps: 8000 },
  async fetchModel(url) {
    const rpc = connectSolRpc(url, logger);
    return async (slots, signal) => (await rpc.fetchBlocks(slots, signal)).flatMap(({ slot, block }) => (block ? [readSolBlock(slot, block).transactions.length] : []));
  },
});
