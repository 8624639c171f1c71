/**
 * npx tsx apps/server/bench/seed-scale-check.ts [--chains eth,bsc,btc,sol] [--heights 200] — the scale
 * seed's models (a template decoded once, renamed per height: seed-scale-blocks.ts) against what the
 * families' readers decode from the same height's rendered JSON / block parts (buildEvmBundle,
 * buildBtcBundle, readSolBlock): deep-equal at the first heights, across a template cycle's end and
 * far out, else it names the first height that differs and exits 1. No database.
 */
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { chainSeed, SEED_CHAINS } from './seed-scale';

type Chain = (typeof SEED_CHAINS)[number];

/** heights to compare: the first `n`, then samples up to ~10M transactions' worth of blocks */
function heightsOf(start: number, n: number, far: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(start + i);
  for (let k = 1; k <= n; k++) out.push(start + Math.floor((far * k) / n) + (k % 7));
  return out;
}

export async function checkChain(chain: Chain, n: number): Promise<{ compared: number; differs: number | null }> {
  const far: Record<Chain, number> = { eth: 24_000, bsc: 12_000, btc: 250_000, sol: 250_000 };
  const seed = await chainSeed(chain, 1);
  const heights = heightsOf(seed.start, n, far[chain]);
  for (const h of heights) if (!isDeepStrictEqual(seed.model(h), seed.decoded(h))) return { compared: heights.length, differs: h };
  return { compared: heights.length, differs: null };
}

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chains = (arg('--chains') ?? SEED_CHAINS.join(',')).split(',') as Chain[];
  let bad = false;
  for (const c of chains) {
    const r = await checkChain(c, Number(arg('--heights') ?? 200));
    console.log(`${c}: ${r.compared} heights — ${r.differs === null ? 'models equal to the decoded blocks' : `height ${r.differs} differs`}`);
    if (r.differs !== null) bad = true;
  }
  process.exitCode = bad ? 1 : 0;
}
