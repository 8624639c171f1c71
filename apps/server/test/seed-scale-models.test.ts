/**
 * The scale seed (npm run seed:scale) builds each height's block from a template decoded once and
 * renamed per height instead of rendering and decoding JSON per block: its models must be exactly
 * what the families' readers decode from that height's block, at the first heights, across a
 * template cycle's end and far out (seed-scale-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkChain } from '../bench/seed-scale-check';
import { SEED_CHAINS } from '../bench/seed-scale';

describe('scale seed models', () => {
  it.each(SEED_CHAINS)('%s: every compared height equals the reader’s decoding of its block', async (chain) => {
    const r = await checkChain(chain, 12);
    expect(r.compared).toBeGreaterThanOrEqual(24);
    expect(r.differs).toBeNull();
  }, 300_000);
});
