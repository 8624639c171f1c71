/**
 * Progress reporting while indexing: a log line every `everyMs` with rates, height, head, lag and
 * where the time went (waiting for the node's data vs. writing to the database), which is what
 * tells a slow node from a slow database. Once caught up with the node (lag 0) the line drops to
 * debug except once every `followEveryMs`, so a following indexer does not fill the log.
 */
import type { Logger } from '@explorer/core';

export interface Progress {
  /** a batch was written: its size, the time spent waiting for it to be fetched and writing it */
  add(batch: { blocks: number; txs: number; height: number; head: number; waitMs: number; writeMs: number }): void;
}

export function createProgress(logger: Logger, everyMs = 5000, now: () => number = Date.now, followEveryMs = 60_000): Progress {
  let since = now();
  let lastInfo = -Infinity;
  let blocks = 0;
  let txs = 0;
  let waitMs = 0;
  let writeMs = 0;
  return {
    add(b) {
      blocks += b.blocks;
      txs += b.txs;
      waitMs += b.waitMs;
      writeMs += b.writeMs;
      const elapsed = now() - since;
      if (elapsed < everyMs) return;
      const seconds = elapsed / 1000;
      const lag = b.head - b.height;
      const quiet = lag === 0 && now() - lastInfo < followEveryMs;
      if (!quiet) lastInfo = now();
      logger[quiet ? 'debug' : 'info'](
        {
          blocksPerSec: Math.round((blocks / seconds) * 10) / 10,
          txPerSec: Math.round(txs / seconds),
          height: b.height,
          nodeHead: b.head,
          lag,
          waitingForNode: `${Math.round((waitMs / elapsed) * 100)}%`,
          writing: `${Math.round((writeMs / elapsed) * 100)}%`,
        },
        'indexing progress',
      );
      since = now();
      blocks = txs = waitMs = writeMs = 0;
    },
  };
}
