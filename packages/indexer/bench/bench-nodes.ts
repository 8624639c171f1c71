/**
 * The btc and sol bench nodes, each in its own process (node-process.ts): mainnet-sized regtest
 * blocks (btc-node-main.ts, cached in BTC_BENCH_CACHE, default <tmp>/explorer-btc-bench) and
 * mainnet-shaped Solana slots (sol-node-main.ts, cached in SOL_BENCH_CACHE, default
 * <tmp>/explorer-sol-bench). Used by bench:ingest and bench:storage.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeProcess, type NodeProcess } from './node-process';

/** A bench node serving heights `from`..`to` at `url`. */
export type BenchNode = NodeProcess<{ url: string; from: number; to: number }>;

export const btcBenchCache = (): string => process.env.BTC_BENCH_CACHE ?? join(tmpdir(), 'explorer-btc-bench');
export const solBenchCache = (): string => process.env.SOL_BENCH_CACHE ?? join(tmpdir(), 'explorer-sol-bench');

/** `count` mainnet-sized regtest blocks (~3,000 signed transactions, ~1.5 MB each) over Bitcoin Core's RPC. */
export function startBtcBenchNode(count: number, cacheDir = btcBenchCache()): Promise<BenchNode> {
  return startNodeProcess(fileURLToPath(new URL('./btc-node-main.ts', import.meta.url)), { BTC_BENCH_BLOCKS: String(count), BTC_BENCH_CACHE: cacheDir });
}

/** `count` mainnet-shaped slots (~1,500 transactions, ~70 % votes) over Solana's JSON-RPC. */
export function startSolBenchNode(count: number, cacheDir = solBenchCache()): Promise<BenchNode> {
  return startNodeProcess(fileURLToPath(new URL('./sol-node-main.ts', import.meta.url)), { SOL_BENCH_SLOTS: String(count), SOL_BENCH_CACHE: cacheDir });
}
