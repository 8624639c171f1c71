/**
 * The btc bench node (own process): BTC_BENCH_BLOCKS mainnet-sized regtest blocks (~3,000 signed
 * transactions, ~1.5 MB each, on top of 101 bare blocks), generated once and kept in
 * BTC_BENCH_CACHE, served over Bitcoin Core's RPC. Prints {"url","from","to"} when ready.
 */
import { generateMainnetSizedBlocks, startRpcServer } from '@explorer/devnet';

const count = Number(process.env.BTC_BENCH_BLOCKS ?? 20);
const started = performance.now();
const { chain, blocks } = generateMainnetSizedBlocks(count, {
  cacheDir: process.env.BTC_BENCH_CACHE,
  onBlock: (b, ms) => ms > 1000 && console.error(`  generated block ${b.height}: ${b.txs.length} txs, ${(b.size / 1e6).toFixed(2)} MB in ${(ms / 1000).toFixed(1)} s`),
});
console.error(`  ${count} blocks ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const server = await startRpcServer({ view: chain }, { host: '127.0.0.1' });
console.log(JSON.stringify({ url: server.url, from: blocks[0]!.height, to: chain.height }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
