/**
 * Storage benchmark (npm run bench:storage [-- --small] [-- --chain eth|btc|sol]): indexes the
 * bench data of each chain family into a fresh PostgreSQL database (dropped afterwards) with
 * createIndexer, settles it (VACUUM ANALYZE, CHECKPOINT) and prints the bytes on disk per
 * transaction table by table — heap, TOAST and indexes, every table of the public schema read
 * from the catalog (storage-sizes.ts) — beside the node's JSON bytes per transaction (the JSON-RPC
 * response bodies the indexer fetched, counted by a proxy: storage-json-meter.ts), and the target.
 *   EVM: STORAGE_EVM_BLOCKS (default 1,200) recorded Ethereum mainnet blocks from the replay node
 *        (replay-process.ts), as bench:ingest; target ≤ 2,000 B/tx.
 *   btc: STORAGE_BTC_BLOCKS (default 20) mainnet-sized regtest blocks (bench-nodes.ts, cached in
 *        BTC_BENCH_CACHE); target 0.6 × the baseline below.
 *   sol: STORAGE_SOL_SLOTS (default 400) mainnet-shaped slots (bench-nodes.ts, cached in
 *        SOL_BENCH_CACHE); target 0.6 × the baseline below.
 * --small (or BENCH_SMALL=1): 50 EVM blocks, 2 btc blocks, 20 sol slots, for CI; the fixed cost of
 * each table (a page per index, the free space map) weighs more there, so compare full runs.
 * Exits 0 whether or not the targets are met; non-zero only when a run fails.
 */
import { CHAINS, createLogger, type ChainId } from '@explorer/core';
import { migrate, openDatabase, sql, type Database } from '@explorer/db';
import { createPostgresDatabase } from '@explorer/db/testing';
import { createIndexer, defaultDecodeWorkers } from '../src';
import { startBtcBenchNode, startSolBenchNode } from './bench-nodes';
import { startReplayProcess } from './replay-process';
import { startJsonMeter } from './storage-json-meter';
import { printFamily, printSummary, type Measured } from './storage-report';
import { settle, tableSizes } from './storage-sizes';

type Family = 'evm' | 'btc' | 'sol';

/**
 * Bytes on disk per transaction before the compact storage of issue 24: measured on 2026-11-27 on
 * the schema of commit 2e5ad07 (migrations 001–023) by full runs — 1,200 EVM blocks (178,200 txs;
 * node JSON 4,808 B/tx), 20 btc blocks (60,020 txs; node JSON 4,142 B/tx), 400 sol slots (600,000
 * txs; node JSON 1,430 B/tx).
 */
export const BASELINE: Record<Family, number> = { evm: 4334, btc: 4376, sol: 1000 };
/** EVM: the figure; btc and sol: 40 % below their baseline */
export const TARGET: Record<Family, number> = { evm: 2000, btc: Math.round(0.6 * BASELINE.btc), sol: Math.round(0.6 * BASELINE.sol) };

const args = process.argv.slice(2);
const small = args.includes('--small') || process.env.BENCH_SMALL === '1';
const at = args.indexOf('--chain');
const only = at >= 0 ? args[at + 1] : undefined;
const logger = createLogger('bench', process.env.LOG_LEVEL ?? 'warn');
const env = (name: string, full: number, ci: number) => Number(process.env[name] ?? (small ? ci : full));
const size: Record<Family, number> = { evm: env('STORAGE_EVM_BLOCKS', 1200, 50), btc: env('STORAGE_BTC_BLOCKS', 20, 2), sol: env('STORAGE_SOL_SLOTS', 400, 20) };

interface Node {
  url: string;
  from: number;
  to: number;
  stop(): Promise<void>;
}

const families: Record<Family, { chain: ChainId; what: string; start(): Promise<Node> }> = {
  evm: {
    chain: 'eth',
    what: `${size.evm.toLocaleString('en-US')} replayed Ethereum mainnet blocks`,
    async start() {
      const node = await startReplayProcess(size.evm);
      return { url: node.url, from: 0, to: size.evm - 1, stop: node.stop };
    },
  },
  btc: {
    chain: 'btc',
    what: `${size.btc} mainnet-sized regtest blocks`,
    async start() {
      const node = await startBtcBenchNode(size.btc);
      return { ...node.info, stop: node.stop };
    },
  },
  sol: {
    chain: 'sol',
    what: `${size.sol} mainnet-shaped slots`,
    async start() {
      const node = await startSolBenchNode(size.sol);
      return { ...node.info, stop: node.stop };
    },
  },
};

/** blocks and transactions indexed, from the counters (one chain per database) */
async function totals(database: Database): Promise<{ blocks: number; txs: number }> {
  const { rows } = await sql<{ blocks: string | null; txs: string | null }>`SELECT sum(total_blocks)::text AS blocks, sum(total_txs)::text AS txs FROM chain_counters`.execute(database.db);
  return { blocks: Number(rows[0]?.blocks ?? 0), txs: Number(rows[0]?.txs ?? 0) };
}

async function measure(family: Family): Promise<Measured> {
  const f = families[family];
  const node = await f.start();
  const meter = await startJsonMeter(node.url);
  const created = await createPostgresDatabase('explorer_storage');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  try {
    await migrate(database);
    const chain = CHAINS[f.chain];
    const indexer = createIndexer({ database, chain, rpcUrl: meter.url, logger, batchSize: chain.indexBatchBlocks, startHeight: node.from, stopAtHeight: node.to, decodeWorkers: defaultDecodeWorkers(), workerMinBlocks: 1 });
    await indexer.run();
    await settle(database);
    const { blocks, txs } = await totals(database);
    if (txs === 0) throw new Error(`${family}: no transactions indexed`);
    return { family, what: f.what, blocks, txs, jsonBytes: meter.bytes(), tables: await tableSizes(database), baseline: BASELINE[family], target: TARGET[family] };
  } finally {
    await database.close();
    // STORAGE_KEEP_DB=1 keeps the database to look into (its URL is printed)
    if (process.env.STORAGE_KEEP_DB === '1') console.log(`  kept: ${created.url}`);
    else await created.drop();
    await meter.close();
    await node.stop();
  }
}

const chosen = (Object.keys(families) as Family[]).filter((f) => !only || f === only || families[f].chain === only);
if (chosen.length === 0) throw new Error(`--chain ${only}: the storage benchmark exists for eth (evm), btc and sol`);
console.log(`storage benchmark${small ? ' (small)' : ''}: bytes on disk per transaction in PostgreSQL after VACUUM ANALYZE + CHECKPOINT, beside the node's JSON`);
const results: Measured[] = [];
for (const family of chosen) {
  const m = await measure(family);
  printFamily(m);
  results.push(m);
}
printSummary(results, small);
