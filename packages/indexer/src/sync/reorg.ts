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
  /** our stored hash at a height, null when nothing is stored there */
  storedHash(height: number): Promise<string | null>;
  from: number;
  maxDepth: number;
  signal?: AbortSignal;
}

const CHUNK = 16;

/** Highest height ≤ from where our stored block is the node's block (−1: none, roll back everything). */
export async function findCommonAncestor(s: AncestorSearch): Promise<number> {
  const lowest = Math.max(0, s.from - s.maxDepth);
  for (let top = s.from; top >= lowest; top -= CHUNK) {
    const heights: number[] = [];
    for (let h = top; h >= Math.max(lowest, top - CHUNK + 1); h--) heights.push(h);
    const nodeHashes = await s.node.blockHashes(heights, s.signal);
    for (let i = 0; i < heights.length; i++) {
      const stored = await s.storedHash(heights[i]!);
      if (stored === null || stored === nodeHashes[i]) return heights[i]!;
    }
  }
  if (lowest === 0) return -1;
  throw new ReorgTooDeepError(s.from, s.maxDepth);
}
