/**
 * A worker's work, one task at a time in the order queued (the alert and webhook workers): a task
 * that fails is logged and the next one runs; a timer queues the worker's tick; once stopped nothing
 * new starts and stop() resolves when the running task is done.
 */
import type { Logger } from '@explorer/core';

export interface TaskQueue {
  run(what: string, task: () => Promise<void>): void;
  readonly stopped: boolean;
  /** runs `tick` now and every `everyMs` (once: a second start does nothing) */
  start(tick: () => void, everyMs: number): void;
  /** resolves when the work queued so far is done */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createTaskQueue(logger: Logger, label: string): TaskQueue {
  let tail: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  return {
    run(what, task) {
      tail = tail.then(async () => {
        if (stopped) return;
        try {
          await task();
        } catch (err) {
          logger.error({ err }, `${label}: ${what} failed`);
        }
      });
    },
    get stopped() {
      return stopped;
    },
    start(tick, everyMs) {
      if (timer || stopped) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    idle: () => tail,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await tail;
    },
  };
}

/** the wait before a retry: base × 2^(attempts − 1), at most max */
export const backoff = (attempts: number, baseMs: number, maxMs: number): number => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
