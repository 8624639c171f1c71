/**
 * bench:api's scale section (`npm run bench:api -- --only scale` runs it alone): the statistics
 * endpoint and the address endpoints at two database sizes — BENCH_SCALE_BLOCKS (default 300)
 * replayed mainnet blocks and 10× that — on PGlite and PostgreSQL, p50/p99 per size, to show that
 * their time does not grow with the chain: per-hour aggregates (statistics) and the address index's
 * keyset range (addresses). The addresses asked for are the busiest of the replayed blocks (in every
 * block, so its own history grows 10× too), a sender of the newest block, and an older page of the
 * busiest one (a cursor halfway down), and the Etherscan API's txlist of the busiest. The live balance read is stubbed (no node): only the
 * database part is timed. Beside the times, the database pages one request touches (its SQL re-run
 * under EXPLAIN ANALYZE BUFFERS, query-buffers.ts): a count the machine's load does not move, the
 * plainest sign that a read is an index probe and not a scan. Options: BENCH_SCALE_BLOCKS,
 * BENCH_SCALE_SECONDS (per route, default 5), BENCH_SCALE_CONNECTIONS (default 10),
 * BENCH_SCALE_ENGINES (default "pglite,postgres").
 */
import { chainKey, createLogger, loadConfig } from '@explorer/core';
import { migrate, sql, type Engine } from '@explorer/db';
import { captureQueries } from '@explorer/db/testing';
import { buildEvmBundle, writeEvmBundles } from '@explorer/indexer';
import { createReplayChain } from '../../../packages/indexer/test/support/replay-chain';
import { buildServer } from '../src';
import { encodeCursor } from '../src/routes/api/shared/address-page';
import { autocannon, type Load } from './autocannon';
import { benchDatabase } from './database';
import { pagesTouched } from './query-buffers';

const BASE_BLOCKS = Number(process.env.BENCH_SCALE_BLOCKS ?? 300);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 10);
const ENGINES = (process.env.BENCH_SCALE_ENGINES ?? 'pglite,postgres').split(',') as Engine[];

type Latency = Load & { pages: number };

/** writes replayed blocks [from, to) in batches of 20, as the indexer does */
async function seed(db: Parameters<typeof writeEvmBundles>[0], from: number, to: number, total: number): Promise<void> {
  const chain = createReplayChain(total);
  for (let start = from; start < to; start += 20) {
    const bundles = [];
    for (let h = start; h < Math.min(to, start + 20); h++) bundles.push(buildEvmBundle(JSON.parse(chain.blockJson(h, true)), JSON.parse(chain.receiptsJson(h))));
    await writeEvmBundles(db, 'eth', bundles, { notify: 'none', nodeHead: total - 1 });
  }
}

async function measure(engine: Engine, sizes: number[]): Promise<Map<string, Map<number, Latency>>> {
  const { database, dispose } = await benchDatabase(engine, 'bench_api_scale');
  const out = new Map<string, Map<number, Latency>>();
  try {
    await migrate(database);
    const max = Math.max(...sizes);
    let stored = 0;
    for (const size of sizes) {
      // the chain grows in place: the smaller size's rows stay, the larger adds the rest
      await seed(database.db, stored, size, max);
      stored = size;
      if (engine === 'postgres') await sql`ANALYZE`.execute(database.db);
      const { rows: busiest } = await sql<{ address: string; tx_count: string }>`
        SELECT address, tx_count FROM address_summary WHERE chain = ${chainKey('eth')} ORDER BY tx_count DESC LIMIT 1`.execute(database.db);
      const { rows: newest } = await sql<{ from_addr: string }>`
        SELECT from_addr FROM evm_transactions WHERE chain = ${chainKey('eth')} AND block_height = ${size - 1} ORDER BY tx_index LIMIT 1`.execute(database.db);
      const hot = busiest[0]!.address;
      const capture = captureQueries(database.db);
      const app = await buildServer({
        database: { ...database, db: capture.db },
        alerts: false,
        config: loadConfig({}),
        logger: createLogger('bench-api-scale', 'warn'),
        responseCache: { enabled: false },
        balanceReader: { balances: async (_chain, addresses) => addresses.map(() => null) },
      });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const routes: [string, string][] = [
          ['statistics 24h', '/api/no-auth/stats/eth?range=24h'],
          ['statistics 30d', '/api/no-auth/stats/eth?range=30d'],
          ['address summary (busiest)', `/api/no-auth/addresses/${hot}?chain=eth`],
          ['address txs page 1 (busiest)', `/api/no-auth/addresses/${hot}/transactions?chain=eth&limit=25`],
          ['address txs halfway down (busiest)', `/api/no-auth/addresses/${hot}/transactions?chain=eth&limit=25&cursor=${encodeCursor({ height: Math.floor(size / 2), index: 0 })}`],
          ['address summary (a sender)', `/api/no-auth/addresses/${newest[0]!.from_addr}?chain=eth`],
          ['address txs page 1 (a sender)', `/api/no-auth/addresses/${newest[0]!.from_addr}/transactions?chain=eth&limit=25`],
          ['etherscan txlist page 1 (busiest)', `/eth/etherscan/api?module=account&action=txlist&address=${hot}&page=1&offset=25&sort=desc`],
        ];
        console.log(`  ${engine}, ${size} blocks: busiest address ${hot} with ${busiest[0]!.tx_count} transactions`);
        for (const [name, path] of routes) {
          const queries = await capture.during(async () => {
            const res = await app.inject({ method: 'GET', url: path });
            if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
          });
          const pages = await pagesTouched(database.db, queries);
          const r = await autocannon(base + path, { connections: CONNECTIONS, seconds: SECONDS });
          if (!out.has(name)) out.set(name, new Map());
          out.get(name)!.set(size, { ...r, pages });
        }
      } finally {
        await app.close();
      }
    }
  } finally {
    await dispose();
  }
  return out;
}

export async function runScaleSection(): Promise<void> {
  const sizes = [BASE_BLOCKS, BASE_BLOCKS * 10];
  console.log(`\nscale: statistics and address endpoints at ${sizes.join(' and ')} replayed mainnet blocks, ${CONNECTIONS} connections × ${SECONDS} s per route`);
  for (const engine of ENGINES) {
    const results = await measure(engine, sizes);
    console.log(`\n${engine}`);
    console.log(`| route | ${sizes.map((s) => `${s} blocks p50 / p99 ms (rps)`).join(' | ')} | p99 ratio | pages a request touches | pages ratio |`);
    console.log(`| --- | ${sizes.map(() => '---').join(' | ')} | --- | --- | --- |`);
    for (const [name, bySize] of results) {
      const cells = sizes.map((s) => {
        const r = bySize.get(s)!;
        return `${r.p50} / ${r.p99} (${Math.round(r.rps)})${r.errors + r.non2xx ? ` ${r.errors + r.non2xx} errors` : ''}`;
      });
      const [small, large] = [bySize.get(sizes[0]!)!, bySize.get(sizes[1]!)!];
      const ratio = large.p99 / Math.max(1, small.p99);
      const pagesRatio = large.pages / Math.max(1, small.pages);
      console.log(`| ${name} | ${cells.join(' | ')} | ${ratio.toFixed(2)} | ${small.pages} → ${large.pages} | ${pagesRatio.toFixed(2)} |`);
    }
  }
}
