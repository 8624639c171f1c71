/**
 * The loop of a background task beside ingest: run a pass, wait `pauseMs` (or go on at once while the
 * pass says more is due: `pass` resolves to true), until the signal aborts or a pass says `done`. A
 * failing pass is logged (one line, with the count of failures in a row) and retried with a doubling
 * backoff up to a minute; it never throws.
 */
import type { Logger } from '@explorer/core';
import { errorSummary, sleep } from '../../../rpc';

export type PassOutcome = 'more' | 'idle' | 'done';

export async function repeatPasses(pass: () => Promise<PassOutcome>, opts: { pauseMs: number; logger: Logger; what: string; signal?: AbortSignal }): Promise<void> {
  let failures = 0;
  while (!opts.signal?.aborted) {
    try {
      const outcome = await pass();
      failures = 0;
      if (outcome === 'done') return;
      await sleep(outcome === 'more' ? 10 : opts.pauseMs, opts.signal);
    } catch (err) {
      if (opts.signal?.aborted) return;
      failures++;
      opts.logger.warn({ err: errorSummary(err), failures }, `${opts.what}: a pass failed; retrying`);
      await sleep(Math.min(60_000, 1000 * 2 ** failures), opts.signal).catch(() => {});
    }
  }
}
