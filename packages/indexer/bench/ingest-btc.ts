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
import { CHAINS, createLogger } from '@explorer/core';
import { buildBtcBundle, btcNetwork, createBtcRpc, createRpcClient, defaultDecodeWorkers, readCoreBlock } from '../src';
import { btcBenchCache, startBtcBenchNode } from './bench-nodes';
import { runNodeBench } from './ingest-node-bench';

const count = Number(process.argv[2] ?? process.env.BENCH_BLOCKS ?? 20);
const batchSize = Number(process.env.BENCH_BATCH ?? CHAINS.btc.indexBatchBlocks);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const workers = Number(process.env.BENCH_WORKERS ?? defaultDecodeWorkers());
const cacheDir = btcBenchCache();
const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');

console.log(`btc ingest benchmark: ${count} mainnet-sized regtest blocks (cache ${cacheDir}), batch ${batchSize} blocks/transaction, ${workers} decode worker(s), best of ${rounds} rounds`);
const node = await startBtcBenchNode(count, cacheDir);

await runNodeBench({
  chain: 'btc',
  node,
  batchSize,
  workers,
  rounds,
  targets: { ratio: 0.6, txps: 5000 },
  async fetchModel(url) {
    const rpc = createBtcRpc(createRpcClient({ url, logger, transport: 'plain' }), logger);
    const network = btcNetwork(await rpc.network());
    return async (heights, signal) => (await rpc.fetchBlocks(heights, signal)).map((r) => buildBtcBundle(readCoreBlock(r.block, r.prevouts), network).transactions.length);
  },
});
