/**
 * npm run bench:api — the API under load, on PGlite and on PostgreSQL. Seeds recorded mainnet blocks
 * (~90–170 transactions each, replayed under new heights), starts the real server with the built
 * web app, and drives it with autocannon from a second process on loopback: rps and p50/p99 latency
 * for the block list (page 1), a block's detail, a block's transactions and the home stats; while
 * the block-list load runs, a third process fetches the home page's assets (index.html and the JS
 * and CSS it names) and reports how long that took. Prints the targets beside the figures.
 * Options: BENCH_BLOCKS (default 300), BENCH_SECONDS per route (default 10), BENCH_CONNECTIONS (default 100).
 * Then the scale section (api-scale.ts): the statistics and address endpoints at two database sizes;
 * `npm run bench:api -- --only scale` runs that section alone. `npm run bench:api -- --scale` is the
 * 100k-vs-10M run of every read route instead (scale.ts; seeds with seed-scale.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@explorer/core';
import { migrate, type Database, type Engine } from '@explorer/db';
import { buildEvmBundle, writeEvmBundles } from '@explorer/indexer';
import { createReplayChain } from '../../../packages/indexer/test/support/replay-chain';
import { buildServer } from '../src';
import { runScaleSection } from './api-scale';
import { runScaleBench } from './scale';
import { autocannon, type Load } from './autocannon';
import { benchDatabase } from './database';

const ROOT = new URL('../../../', import.meta.url).pathname;
const WEB_ROOT = join(ROOT, 'apps/web/dist');
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET = { rps: 2000, p99: 50, assetsMs: 200 };

/** In a separate process: fetch index.html and every asset it names, `rounds` times; print the slowest and median round in ms. */
const ASSET_FETCHER = `
const [base, rounds] = [process.argv[1], Number(process.argv[2])];
const times = [];
for (let i = 0; i < rounds; i++) {
  const t = performance.now();
  const html = await (await fetch(base + '/', { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\\/assets\\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(assets.map(async (a) => (await fetch(base + a, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()));
  times.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 200));
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ max: times[times.length - 1], median: times[Math.floor(times.length / 2)], assets: 0 }));
`;

function fetchAssets(base: string, rounds: number): Promise<{ max: number; median: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', ASSET_FETCHER, base, String(rounds)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { max: number; median: number }) : reject(new Error(`asset fetcher exited ${code}`))));
  });
}

async function seed(database: Database): Promise<number> {
  const chain = createReplayChain(BLOCKS);
  for (let from = 0; from < BLOCKS; from += 20) {
    const bundles = [];
    for (let h = from; h < Math.min(BLOCKS, from + 20); h++) bundles.push(buildEvmBundle(JSON.parse(chain.blockJson(h, true)), JSON.parse(chain.receiptsJson(h))));
    await writeEvmBundles(database.db, 'eth', bundles, { notify: 'none', nodeHead: BLOCKS - 1 });
  }
  return BLOCKS - 1;
}

async function run(engine: Engine): Promise<void> {
  const { database, dispose } = await benchDatabase(engine, 'bench_api');
  try {
    await migrate(database);
    const tip = await seed(database);
    const app = await buildServer({ database, config: loadConfig({}), logger: createLogger('bench-api', 'warn'), webRoot: existsSync(WEB_ROOT) ? WEB_ROOT : undefined });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const routes: [string, string][] = [
        ['block list, page 1', '/api/no-auth/blocks?chain=eth&page=1&page_size=25'],
        ['block detail', `/api/no-auth/blocks/height/${tip - 5}?chain=eth`],
        ["a block's transactions", `/api/no-auth/transactions/block-height/${tip - 5}?chain=eth&page=1&page_size=20`],
        ['home stats', '/api/no-auth/home/stats?chain=eth'],
      ];
      console.log(`\n${engine}: ${BLOCKS} recorded mainnet blocks, ${CONNECTIONS} connections × ${SECONDS} s per route`);
      console.log('| route | rps | p50 ms | p99 ms | errors |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const [i, [name, path]] of routes.entries()) {
        const load = autocannon(base + path, { connections: CONNECTIONS, seconds: SECONDS });
        const assets = i === 0 ? fetchAssets(base, Math.max(3, SECONDS)) : undefined;
        const r = await load;
        console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`);
        if (i === 0) {
          const a = await assets!;
          blockList[engine] = { ...r, assetsMax: a.max, assetsMedian: a.median };
        }
      }
      const b = blockList[engine]!;
      console.log(`home page and its assets while the block list is under load: median ${Math.round(b.assetsMedian)} ms, slowest ${Math.round(b.assetsMax)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

const blockList: Partial<Record<Engine, Load & { assetsMax: number; assetsMedian: number }>> = {};
if (process.argv.includes('--scale')) {
  await runScaleBench();
  process.exit(0);
}
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'scale') {
  console.error(`--only ${only}: the only section that runs alone is "scale"`);
  process.exit(2);
}
if (only !== 'scale') await mainSections();
await runScaleSection();

async function mainSections(): Promise<void> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) console.log('(apps/web/dist missing: run `npm run build:web` for the asset figures)');
  for (const engine of ['pglite', 'postgres'] as const) await run(engine);

  const pg = blockList.postgres!;
  console.log(`\ntargets (PostgreSQL, this machine): block list ≥ ${TARGET.rps} rps with p99 ≤ ${TARGET.p99} ms; assets under load ≤ ${TARGET.assetsMs} ms`);
  console.log(
    `reached: ${Math.round(pg.rps)} rps, p99 ${pg.p99} ms, assets median ${Math.round(pg.assetsMedian)} ms (slowest ${Math.round(pg.assetsMax)} ms) — ${
      pg.rps >= TARGET.rps && pg.p99 <= TARGET.p99 && pg.assetsMedian <= TARGET.assetsMs ? 'met' : 'NOT met'
    }`,
  );
}
