/**
 * Reorg walk-back: from a height down, compare the hashes we stored with the node's until they
 * agree. The agreeing height is the common ancestor; everything above it is rolled back. Bounded:
 * a reorg deeper than `maxDepth` is not something to repair silently.
 */
import type { ChainAdapter } from '../families/types';

export class ReorgTooDeepError extends Error {
  override readonly name = 'ReorgTooDeepError';
  constructor(
    readonly from: number,
    readonly maxDepth: number,
  ) {
    super(`no common ancestor with the node within ${maxDepth} blocks below height ${from}`);
  }
}

export interface AncestorSearch {
  node: Pick<ChainAdapter, 'blockHashes'>;
  /** our stored hash at a height, null when nothing is stored there (a skipped slot, or below `floor`) */
  storedHash(height: number): Promise<string | null>;
  /** the lowest height we store a block at (null: none): every height below it is common ground */
  floor: number | null;
  from: number;
  maxDepth: number;
  signal?: AbortSignal;
}

const CHUNK = 16;

/**
 * Highest height ≤ from where our stored block is the node's block, or that is below everything we
 * store (−1: none, roll back everything). A height where neither we nor the node have a block (a
 * skipped slot) proves nothing: the walk goes on below it.
 */
export async function findCommonAncestor(s: AncestorSearch): Promise<number> {
  const lowest = Math.max(0, s.from - s.maxDepth);
  for (let top = s.from; top >= lowest; top -= CHUNK) {
    const heights: number[] = [];
    for (let h = top; h >= Math.max(lowest, top - CHUNK + 1); h--) heights.push(h);
    const nodeHashes = await s.node.blockHashes(heights, s.signal);
    for (let i = 0; i < heights.length; i++) {
      const h = heights[i]!;
      if (s.floor === null || h < s.floor) return h;
      const stored = await s.storedHash(h);
      if (stored !== null && stored === nodeHashes[i]) return h;
    }
  }
  if (lowest === 0) return -1;
  throw new ReorgTooDeepError(s.from, s.maxDepth);
}
