/**
 * React.lazy for parts that render nothing of their own (the shell's settings runtime and block
 * alerts): a chunk that fails to load (the server restarting, the network dropping) is asked again
 * with a growing pause instead of throwing, so a lost connection never takes the shell down.
 */
import { lazy, type ComponentType } from 'react';

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

export async function loadWithRetry<M>(load: () => Promise<M>, pause = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<M> {
  for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
    try {
      return await load();
    } catch {
      await pause(wait);
    }
  }
}

export function lazyWithRetry<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await loadWithRetry(load)) }));
}
