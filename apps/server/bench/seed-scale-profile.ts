/**
 * npx tsx apps/server/bench/seed-scale-profile.ts [--blocks-scale 1] [--batch-times 1] [--url ...] [--chains eth,bsc,btc,sol]
 * — the scale seed's CPU per 1,000 transactions by chain and phase (process.cpuUsage, robust to other
 * load on the machine): building the encoders' input (model), the family's prepare (rows), and the
 * store's write (this process's CPU while it runs; PostgreSQL's own CPU is not counted), plus write wall
 * time. Writes into a throwaway database (created when missing, migrated): drop it afterwards.
 */
import { fileURLToPath } from 'node:url';
import { ensurePartitions, openDatabase } from '@explorer/db';
import { backendCpuMs, cpuMs as cpu, poolBackends } from './seed-scale-cpu';
import { chainSeed, prepareDatabase, SEED_CHAINS } from './seed-scale';

type Chain = (typeof SEED_CHAINS)[number];

export interface ChainProfile {
  /** CPU ms: building the models, the family's prepare, this process in the store's write, PostgreSQL's backends */
  input: number;
  prepare: number;
  writeCpu: number;
  pg: number;
  /** wall ms in the store's write */
  writeWall: number;
  txs: number;
}

export async function profileChain(chain: Chain, url: string, blocks: number, batchTimes = 1): Promise<ChainProfile> {
  const seed = await chainSeed(chain, blocks * 50);
  seed.batch = Math.round(seed.batch * batchTimes);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const ms: ChainProfile = { input: 0, prepare: 0, writeCpu: 0, writeWall: 0, pg: 0, txs: 0 };
  try {
    const backends = await poolBackends(database.db, 2);
    const pg0 = backendCpuMs(backends);
    const end = seed.start + blocks;
    for (let from = seed.start; from < end; ) {
      const to = Math.min(end, from + seed.batch);
      const c0 = cpu();
      const prepared = seed.prepare(from, to, ms);
      const c1 = cpu();
      const w0 = performance.now();
      await ensurePartitions(database.db, chain, Array.from({ length: to - from }, (_, i) => from + i));
      await seed.write(database.db, prepared.blocks, end - 1);
      ms.writeWall += performance.now() - w0;
      ms.writeCpu += cpu() - c1;
      ms.prepare += c1 - c0;
      ms.txs += prepared.txs;
      from = to;
    }
    ms.pg = backendCpuMs(backends) - pg0;
  } finally {
    await database.close();
  }
  // seed.prepare adds its input-building CPU to ms.input when it measures it
  ms.prepare -= ms.input;
  return ms;
}

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = arg('--url') ?? 'postgres://postgres@127.0.0.1:5432/explorer_seedprof';
  const chains = (arg('--chains') ?? SEED_CHAINS.join(',')).split(',') as Chain[];
  const scale = Number(arg('--blocks-scale') ?? 1);
  const blocksOf: Record<Chain, number> = { eth: 40, bsc: 40, btc: 1000, sol: 460 };
  await prepareDatabase(url);
  for (const c of chains) {
    const r = await profileChain(c, url, Math.round(blocksOf[c] * scale), Number(arg('--batch-times') ?? 1));
    const per = (v: number) => ((v * 1000) / r.txs).toFixed(0).padStart(6);
    console.log(`${c.padEnd(4)} ${String(r.txs).padStart(7)} txs — CPU ms per 1,000 tx: input ${per(r.input)}, prepare ${per(r.prepare)}, write ${per(r.writeCpu)}, PostgreSQL ${per(r.pg)}; total ${per(r.input + r.prepare + r.writeCpu + r.pg)} (write wall ${per(r.writeWall)})`);
  }
}
