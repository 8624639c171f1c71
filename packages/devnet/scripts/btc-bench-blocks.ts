/**
 * Generates mainnet-sized regtest blocks and reports their size and how long each took:
 *   npx tsx packages/devnet/scripts/btc-bench-blocks.ts [count=3] [outDir]
 * With outDir, every block from genesis is written there as <height>.hex (replayable with
 * startRecordedBtcNode({ dir: outDir })). BTC_BENCH_CACHE=<dir> keeps the signed blocks between runs.
 */
import { generateMainnetSizedBlocks } from '../src/btc/bench';
import { writeBlockFiles } from '../src/btc/recorded-chain';

const count = Number(process.argv[2] ?? 3);
const outDir = process.argv[3];
const { chain, msPerBlock } = generateMainnetSizedBlocks(count, {
  cacheDir: process.env.BTC_BENCH_CACHE,
  onBlock: (b, ms) => console.log(`block ${b.height}: ${b.txs.length} txs, ${(b.size / 1e6).toFixed(2)} MB, weight ${b.weight}, ${(ms / 1000).toFixed(1)} s`),
});
console.log(`mean ${(msPerBlock.reduce((s, x) => s + x, 0) / msPerBlock.length / 1000).toFixed(1)} s per block`);
if (outDir) {
  writeBlockFiles(outDir, chain);
  console.log(`wrote ${chain.height + 1} blocks to ${outDir}`);
}
