/**
 * The home overview in a real browser against `explorer start`: the stat cards and network panel
 * show exactly what the page's own home-stats call answered, 刷新数据 loads again, the 30 s refresh
 * runs while the page is open and stops after leaving it, and the links lead to real pages (the
 * sol home has its own tests: e2e/sol.test.ts).
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCoin, formatGwei, formatInteger, formatSeconds } from '../src/lib/format';
import { screenshot, useStackAndBrowser, waitUntil, type OpenPageOptions } from './support';

const e2e = useStackAndBrowser({
  // the devnet must have produced blocks with transactions before the home can show them
  ready: (stack) =>
    waitUntil(
      'ten indexed eth blocks and transactions',
      async () => {
        const res = await fetch(`${stack.baseUrl}/api/no-auth/home/stats?chain=eth`);
        const body = (await res.json()) as any;
        return body.data?.latestBlocks?.length >= 10 && body.data.latestTransactions.length >= 10 ? true : undefined;
      },
      90_000,
    ),
});

const isStats = (path: string) => (r: Response) => new URL(r.url()).pathname === path && r.request().method() === 'GET';

/** Opens path and returns the page with the body of its first home-stats call (caught from the start). */
async function openWithStats(path: string, apiPath: string, opts: OpenPageOptions = {}) {
  // start on a page that makes no home-stats call, so the first one caught is the home's own
  const page = await e2e.open(`${path}/blocks/0`, opts);
  const response = page.waitForResponse((r) => isStats(apiPath)(r) && r.url().includes(`chain=${path.split('/')[1]}`));
  await page.goto(e2e.stack.baseUrl + path);
  return { page, data: await statsOf(await response) };
}

async function statsOf(response: Response) {
  const body = (await response.json()) as any;
  expect(body.success).toBe(true);
  return body.data;
}

async function expectFigures(page: Page, data: any) {
  const o = data.overview;
  const text = (id: string) => page.getByTestId(id).innerText();
  expect(await text('stat-total-blocks-value')).toBe(formatInteger(o.totalBlocks));
  expect(await text('stat-total-transactions-value')).toBe(formatInteger(o.totalTransactions));
  expect(await text('stat-base-fee-value')).toBe(formatGwei(o.baseFee));
  expect(await page.getByTestId('net-avg-gas-price').locator('dd').innerText()).toBe(`${formatGwei(o.avgGasPrice)} Gwei`);
  expect(await page.getByTestId('net-avg-block-time').locator('dd').innerText()).toBe(`${formatSeconds(o.avgBlockTime)} 秒`);
  expect(await page.getByTestId('net-volume').locator('dd').innerText()).toBe(formatCoin(o.dailyVolume, 'ETH'));
  const blockLinks = await page.getByTestId('latest-blocks').locator('a[href^="/eth/blocks/"]').allInnerTexts();
  expect(blockLinks).toEqual(data.latestBlocks.map((b: any) => `#${b.height}`));
  const amounts = await page.getByTestId('latest-transactions').locator('.amount').allInnerTexts();
  expect(amounts).toEqual(data.latestTransactions.map((t: any) => formatCoin(t.amount, 'ETH')));
}

describe('home overview (eth)', () => {
  it('shows the figures of the guest home-stats call; 刷新数据 loads them again', async () => {
    const { page, data } = await openWithStats('/eth', '/api/no-auth/home/stats');
    await page.getByRole('heading', { name: '区块链概览', exact: true }).waitFor();
    await page.getByTestId('stat-total-blocks').waitFor();
    await expectFigures(page, data);
    expect(await page.getByTestId('home-updated').innerText()).toMatch(/^最后更新：\d{2}:\d{2}:\d{2}$/);

    const again = page.waitForResponse(isStats('/api/no-auth/home/stats'));
    await page.getByTestId('home-refresh').click();
    const next = await statsOf(await again);
    await page.getByTestId('home-refresh').getByText('刷新数据').waitFor();
    await expectFigures(page, next);
    expect(next.overview.totalBlocks).toBeGreaterThanOrEqual(data.overview.totalBlocks);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'home-eth');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('signed-in users call /api/v1/home/stats', async () => {
    const { page, data } = await openWithStats('/eth', '/api/v1/home/stats', { loginAs: e2e.stack.demo });
    await page.getByTestId('stat-total-blocks').waitFor();
    expect(await page.getByTestId('stat-total-transactions-value').innerText()).toBe(formatInteger(data.overview.totalTransactions));
    await page.close();
  });

  it('refreshes every 30 s while open and stops after leaving', async () => {
    const page = await e2e.open('/eth', { waitForShell: false });
    await page.clock.install();
    await page.reload();
    await page.getByTestId('stat-total-blocks').waitFor();
    let calls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/no-auth/home/stats') calls += 1;
    });
    const refreshed = page.waitForResponse(isStats('/api/no-auth/home/stats'));
    await page.clock.fastForward(31_000);
    await expectFigures(page, await statsOf(await refreshed));
    expect(calls).toBe(1);

    await page.getByTestId('sidebar').getByRole('link', { name: '区块', exact: true }).click();
    await page.getByTestId('block-row').first().waitFor();
    // two more refresh periods pass on the block list: the home's timer is gone with the home
    await page.clock.fastForward(65_000);
    await page.waitForTimeout(1000);
    expect(calls).toBe(1);
    await page.close();
  });

  it('a failed call shows the server message in the banner; a network failure 网络错误，请稍后重试', async () => {
    const page = await e2e.open('/eth/blocks/0');
    const isHome = (url: URL) => url.pathname === '/api/no-auth/home/stats';
    await page.route(isHome, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message: '统计暂不可用' }) }));
    await page.getByTestId('sidebar').getByRole('link', { name: '首页', exact: true }).click();
    await page.getByTestId('home-error').getByText('统计暂不可用').waitFor();
    expect(await page.getByTestId('stat-total-blocks').count()).toBe(0);

    await page.unrouteAll();
    await page.route(isHome, (route) => route.abort('connectionrefused'));
    await page.getByTestId('home-refresh').click();
    await page.getByTestId('home-error').getByText('网络错误，请稍后重试').waitFor();

    await page.unrouteAll();
    await page.getByTestId('home-refresh').click();
    await page.getByTestId('stat-total-blocks').waitFor();
    expect(await page.getByTestId('home-error').count()).toBe(0);
    await page.close();
  });

  it('links lead to real pages: a latest block, all blocks, all transactions, a transaction’s block', async () => {
    const page = await e2e.open('/eth');
    const blockLink = page.getByTestId('latest-blocks').locator('a[href^="/eth/blocks/"]').first();
    const height = (await blockLink.innerText()).slice(1);
    await blockLink.click();
    await page.getByRole('heading', { name: `区块详情 #${height}` }).waitFor();
    expect(await page.getByTestId('info-height').locator('dd').innerText()).toBe(height);

    await page.goBack();
    await page.getByRole('link', { name: '查看全部区块' }).click();
    await page.getByTestId('block-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/eth/blocks');

    await page.goBack();
    await page.getByRole('link', { name: '查看全部交易' }).click();
    await page.getByTestId('transaction-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/eth/transactions');

    await page.goBack();
    const txBlock = page.getByTestId('latest-transactions').locator('a[href^="/eth/blocks/"]').first();
    const txHeight = (await txBlock.innerText()).slice(1);
    await txBlock.click();
    await page.getByRole('heading', { name: `区块详情 #${txHeight}` }).waitFor();
    await page.getByTestId('tx-row').first().waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the bsc home has its own title and BNB amounts', async () => {
    const { page, data } = await openWithStats('/bsc', '/api/no-auth/home/stats');
    await page.getByRole('heading', { name: 'BSC区块链概览', exact: true }).waitFor();
    await page.getByTestId('net-volume').waitFor();
    expect(await page.getByTestId('net-volume').locator('dd').innerText()).toBe(formatCoin(data.overview.dailyVolume, 'BNB'));
    await page.close();
  });
});
