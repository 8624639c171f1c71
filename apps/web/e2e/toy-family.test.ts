/**
 * The toy family in the page: the web app built with the toy's entry (its chain and view registered
 * before the app loads), served by the real server with the toy registered and indexed
 * (apps/server/test/support/toy-family), shows the toy's blocks at /toy/blocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startToyStack, TOY_HEAD, type ToyStack } from '../../server/test/support/toy-family/stack';
import { buildToyWeb } from '../../server/test/support/toy-family/web/build';
import { launchBrowser, openPage, screenshot } from './support/browser';

describe('a toy chain family in the browser', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'toy-web-'));
  let s: ToyStack;
  let browser: Browser;
  beforeAll(async () => {
    await buildToyWeb(webRoot);
    s = await startToyStack(webRoot);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('shows the toy blocks at /toy/blocks, newest first', async () => {
    const page = await openPage(browser, s.url, '/toy/blocks');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(TOY_HEAD + 1);
    await page.getByText('Toy区块列表').waitFor();
    expect(await rows.first().textContent()).toContain('toyblock-7');
    expect(await rows.last().textContent()).toContain('toyblock-0');
    expect(page.errors).toEqual([]);
    await screenshot(page, 'toy-blocks');
  });
});
