/**
 * The sol bench node (own process): SOL_BENCH_SLOTS mainnet-shaped slots (~1,500 signed
 * transactions, ~70 % votes, a few skipped slots), generated once and kept in SOL_BENCH_CACHE,
 * served over Solana's JSON-RPC from the recorded-block directory. Prints {"url","from","to"} when ready.
 */
import { generateMainnetShapedSlots, startRecordedSolServer } from '@explorer/devnet';

const count = Number(process.env.SOL_BENCH_SLOTS ?? 400);
const started = performance.now();
const generated = generateMainnetShapedSlots({ dir: process.env.SOL_BENCH_CACHE!, count, txsPerSlot: 1500, voteShare: 0.7, seed: 'bench' });
console.error(`  ${count} slots ${generated.reused ? 'reused' : 'generated'} in ${((performance.now() - started) / 1000).toFixed(1)} s (${generated.dir})`);
const server = await startRecordedSolServer({ dir: generated.dir, host: '127.0.0.1' });
console.log(JSON.stringify({ url: server.url, from: generated.slots[0], to: generated.slots.at(-1) }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
