/**
 * Micro-benchmark (not a test): readSolBlock on one core over a synthetic 1,500-transaction block
 * in the `json` encoding built from the recorded mainnet answers (shared/chaindata/solana): the
 * slot-100000000 vote transactions replicated to 1,050 (70 %) and its non-vote ones plus the
 * single-SOL and USDC transactions replicated to 450, all rewritten as `json`. Prints txs/s.
 *
 *   npx tsx packages/indexer/bench/sol-normalize.ts [rounds]
 */
import { readSolBlock } from '../src/chains/sol';
import { SOL_FILES, readSolJson } from '../test/support/sol-mainnet-fixtures';
import { toJsonEncoding } from '../test/support/sol-json-encoding';

const VOTES = 1050;
const OTHERS = 450;
const rounds = Number(process.argv[2] ?? 40);

const slotBlock = readSolJson<any>(SOL_FILES.slot100000000);
const isVote = (t: any) => t.transaction.message.instructions.some((i: any) => i.programId === 'Vote111111111111111111111111111111111111111');
const votes = slotBlock.transactions.filter(isVote).map(toJsonEncoding);
const strip = ({ slot: _s, blockTime: _b, transactionIndex: _i, ...tx }: any) => tx;
const others = [
  ...slotBlock.transactions.filter((t: any) => !isVote(t)),
  strip(readSolJson<any>(SOL_FILES.singleSol)),
  strip(readSolJson<any>(SOL_FILES.singleUsdc)),
].map(toJsonEncoding);

const transactions: unknown[] = [];
for (let i = 0; i < VOTES + OTHERS; i++) {
  // interleaved as in a real block; each a distinct object graph (JSON round trip), as JSON.parse gives
  const pool = i % 10 < 7 && transactions.length - Math.floor(i * 0.3) < VOTES ? votes : others;
  transactions.push(JSON.parse(JSON.stringify(pool[i % pool.length])));
}
const block = { ...slotBlock, transactions };
console.log(`block: ${transactions.length} txs, json encoding`);

for (let i = 0; i < 5; i++) readSolBlock(100000000, block); // warm-up
// CPU time of this process (the figure for one core even on a busy machine), and wall time
const cpu0 = process.cpuUsage();
const start = process.hrtime.bigint();
let txs = 0;
for (let r = 0; r < rounds; r++) txs += readSolBlock(100000000, block).transactions.length;
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const used = process.cpuUsage(cpu0);
const cpuSeconds = (used.user + used.system) / 1e6;
const b = readSolBlock(100000000, block).block;
console.log(`votes ${b.voteTxCount}, failed ${b.failedTxCount}, fees ${b.totalFees}, sol moved ${b.solTransferred}`);
const rate = (s: number) => Math.round(txs / s).toLocaleString('en');
console.log(`readSolBlock: ${rate(cpuSeconds)} tx/s per CPU second (${rate(seconds)} tx/s wall; ${rounds} rounds, ${((cpuSeconds * 1000) / rounds).toFixed(1)} ms CPU per block)`);
