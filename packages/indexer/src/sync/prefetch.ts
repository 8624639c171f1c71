/**
 * The fetch side of the pipeline: yields consecutive batches for a height range (each with the
 * heights it covers: a chain with skipped slots returns fewer items than heights), keeping up to
 * `depth` batches in flight, so the next batches are fetched and decoded (in this thread or in
 * decode workers) while the current one is written. Stopping the iteration (break, throw) aborts
 * the fetches still running.
 */
export type FetchBatch<T> = (heights: number[], signal: AbortSignal) => Promise<T[]>;

export interface PrefetchOptions<T> {
  fetch: FetchBatch<T>;
  from: number;
  to: number;
  batchSize: number;
  /** batches fetched ahead of the one being consumed */
  depth: number;
  signal?: AbortSignal;
}

export interface FetchedBatch<T> {
  /** the heights asked for, inclusive */
  from: number;
  to: number;
  /** what the node had there, in height order */
  items: T[];
}

export async function* prefetchBatches<T>(o: PrefetchOptions<T>): AsyncGenerator<FetchedBatch<T>> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(o.signal?.reason);
  o.signal?.addEventListener('abort', onAbort, { once: true });
  const queue: Promise<FetchedBatch<T>>[] = [];
  let next = o.from;
  const fill = () => {
    while (queue.length < o.depth && next <= o.to) {
      const heights: number[] = [];
      for (let h = next; h <= Math.min(o.to, next + o.batchSize - 1); h++) heights.push(h);
      next += heights.length;
      const from = heights[0]!;
      const to = heights[heights.length - 1]!;
      const p = o.fetch(heights, controller.signal).then((items) => ({ from, to, items }));
      p.catch(() => {}); // observed when consumed; a batch abandoned after an error must not crash the process
      queue.push(p);
    }
  };
  try {
    fill();
    while (queue.length > 0) {
      const batch = await queue.shift()!;
      fill();
      yield batch;
    }
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
