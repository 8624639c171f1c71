/**
 * One stack and one browser per test file: `useStackAndBrowser()` at the top of a file starts
 * `explorer start` and chromium before its tests (then waits for `ready`, e.g. indexed data) and
 * stops both after them.
 *   const e2e = useStackAndBrowser({ ready: (stack) => waitUntil(...) });
 *   const page = await e2e.open('/eth', { loginAs: e2e.stack.demo });
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type OpenPageOptions } from './browser';
import { startStack, type Stack } from './stack';

export interface StackAndBrowser {
  readonly stack: Stack;
  readonly browser: Browser;
  /** openPage on this file's stack */
  open(path: string, opts?: OpenPageOptions): Promise<Page & { errors: string[] }>;
}

export interface SuiteOptions {
  env?: Record<string, string>;
  /** runs once the stack and browser are up, before the first test */
  ready?(stack: Stack): Promise<unknown>;
  /** time allowed for the start and `ready` together (default 240 s) */
  timeoutMs?: number;
}

const START_TIMEOUT_MS = 240_000;

export function useStackAndBrowser(opts: SuiteOptions = {}): StackAndBrowser {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack({ env: opts.env });
    browser = await launchBrowser();
    await opts.ready?.(stack);
  }, opts.timeoutMs ?? START_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const suite: StackAndBrowser = {
    get stack() {
      if (!stack) throw new Error('the stack is not started (use it inside a test or hook)');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (use it inside a test or hook)');
      return browser;
    },
    open: (path, pageOpts) => openPage(suite.browser, suite.stack.baseUrl, path, pageOpts),
  };
  return suite;
}
