/** Progress reporting while indexing: a log line every `everyMs` with rates, height, head and lag. */
import type { Logger } from '@explorer/core';

export interface Progress {
  add(blocks: number, txs: number, height: number, head: number): void;
}

export function createProgress(logger: Logger, everyMs = 5000, now: () => number = Date.now): Progress {
  let since = now();
  let blocks = 0;
  let txs = 0;
  return {
    add(b, t, height, head) {
      blocks += b;
      txs += t;
      const elapsed = now() - since;
      if (elapsed < everyMs) return;
      const seconds = elapsed / 1000;
      logger.info(
        { blocksPerSec: Math.round((blocks / seconds) * 10) / 10, txPerSec: Math.round(txs / seconds), height, nodeHead: head, lag: head - height },
        'indexing progress',
      );
      since = now();
      blocks = 0;
      txs = 0;
    },
  };
}
