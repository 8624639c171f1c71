/**
 * The fetch side of the pipeline: yields consecutive batches of built bundles for a height range,
 * keeping up to `depth` batches in flight, so the next batches are fetched and decoded while the
 * current one is written. Stopping the iteration (break, throw) aborts the fetches still running.
 */
import type { EvmBlockBundle } from '@explorer/core';
import type { EvmRpc } from '../rpc';

export type BuildBundle = (rawBlock: unknown, rawReceipts: unknown[]) => EvmBlockBundle;

export interface PrefetchOptions {
  rpc: EvmRpc;
  build: BuildBundle;
  from: number;
  to: number;
  batchSize: number;
  /** batches fetched ahead of the one being consumed */
  depth: number;
  signal?: AbortSignal;
}

export async function* prefetchBatches(o: PrefetchOptions): AsyncGenerator<EvmBlockBundle[]> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(o.signal?.reason);
  o.signal?.addEventListener('abort', onAbort, { once: true });
  const queue: Promise<EvmBlockBundle[]>[] = [];
  let next = o.from;
  const fill = () => {
    while (queue.length < o.depth && next <= o.to) {
      const heights: number[] = [];
      for (let h = next; h <= Math.min(o.to, next + o.batchSize - 1); h++) heights.push(h);
      next += heights.length;
      const p = o.rpc.fetchBlocks(heights, controller.signal).then((raws) => raws.map((r) => o.build(r.block, r.receipts)));
      p.catch(() => {}); // observed when consumed; a batch abandoned after an error must not crash the process
      queue.push(p);
    }
  };
  try {
    fill();
    while (queue.length > 0) {
      const bundles = await queue.shift()!;
      fill();
      yield bundles;
    }
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
