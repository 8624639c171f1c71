/**
 * The block list in a real browser against `explorer start`: rows and paging texts, page size and
 * search (both back to page 1), the guest badge, and the live insertion rules — a new block from
 * the devnet goes on top for a signed-in user on page 1, not for a guest, not on page 2.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useStackAndBrowser, waitUntil, type OpenPageOptions } from './support';

async function api(path: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path);
  return ((await res.json()) as any).data;
}

const e2e = useStackAndBrowser({
  // more than a page of 25 blocks and three pages of 10, so paging has somewhere to go
  ready: () => waitUntil('30 indexed eth blocks', async () => ((await api('/api/no-auth/blocks?chain=eth&page=1&page_size=1')).total > 30 ? true : undefined), 240_000, 1000),
  timeoutMs: 360_000,
});

const heights = async (page: Page) => (await page.getByTestId('block-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height')))));
/** the rows shown are the current page's, not the previous page's kept while loading */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
const info = (page: Page) => page.locator('.pagination-info').innerText();
const totalOf = async (page: Page) => Number(/共 (\d+) 个区块/.exec(await page.getByTestId('block-total').innerText())![1]);

async function openList(path: string, opts: OpenPageOptions = {}) {
  const page = await e2e.open(path, opts);
  await page.getByTestId('block-row').first().waitFor();
  return page;
}

describe('block list (eth)', () => {
  it('shows 25 rows, the total, the paging text and links to the detail', async () => {
    const page = await openList('/eth/blocks', { loginAs: e2e.stack.demo });
    await page.getByRole('heading', { name: '区块列表', exact: true }).waitFor();
    await page.getByTestId('live-indicator').getByText('实时连接').waitFor();
    expect(await page.getByTestId('guest-badge').count()).toBe(0);
    const rows = await heights(page);
    expect(rows).toHaveLength(25);
    expect([...rows].sort((a, b) => b - a)).toEqual(rows);
    // the total and the paging text agree (a new block may land between two reads: wait until they do)
    await page.waitForFunction(() => {
      const total = /共 (\d+) 个区块/.exec(document.querySelector('[data-testid="block-total"]')?.textContent ?? '')?.[1];
      return total !== undefined && document.querySelector('.pagination-info')?.textContent === `显示第 1 到 25 条，共 ${total} 条记录`;
    });
    expect(await totalOf(page)).toBeGreaterThan(30);
    // by height: at one block a second, another may have arrived on top since the rows were read
    const first = page.locator(`[data-testid="block-row"][data-height="${rows[0]}"]`);
    expect(await first.locator('a[href*="/blocks/"]').getAttribute('href')).toBe(`/eth/blocks/${rows[0]}`);
    expect(await first.getByTestId('block-reward').innerText()).toMatch(/^(< )?\d+\.\d{6} ETH$/);
    expect(await first.locator('td').nth(4).innerText()).toMatch(/^[\d,]+ \/ [\d,]+ \(\d+\.\d%\)/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'blocks-eth');

    // page 2, then a new page size goes back to page 1
    await page.locator('.pagination-buttons').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.pagination-info')?.textContent?.startsWith('显示第 26 到 '));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByLabel('每页显示').selectOption('10');
    // (page 2 of 25 may hold ten rows too: wait for the paging text, not the row count)
    await page.waitForFunction(() => document.querySelector('.pagination-info')?.textContent?.startsWith('显示第 1 到 10 条，'));
    await settled(page);
    expect(await heights(page)).toHaveLength(10);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    // page 2 of 10: the next ten blocks, newest first
    await page.locator('.pagination-buttons').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.pagination-info')?.textContent?.startsWith('显示第 11 到 20 条'));
    await settled(page);
    const second = await heights(page);
    expect(second).toHaveLength(10);
    expect([...second].sort((a, b) => b - a)).toEqual(second);
    expect(second[0]!).toBeLessThan(rows[0]!);
    expect(await page.locator('.pagination-buttons button[aria-current="page"]').innerText()).toBe('2');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('searches by height and by hash, back to page 1; clearing the search reloads the list', async () => {
    const page = await openList('/eth/blocks?page=2', { loginAs: e2e.stack.demo });
    const target = (await api('/api/no-auth/blocks?chain=eth&page=1&page_size=30')).blocks[27];
    await page.getByTestId('block-search-input').fill(String(target.height));
    await page.getByTestId('block-search-submit').click();
    await page.waitForFunction((h) => {
      if (document.querySelector('[aria-busy="true"]')) return false;
      const rows = document.querySelectorAll('[data-testid="block-row"]');
      return rows.length === 1 && rows[0]!.getAttribute('data-height') === String(h);
    }, target.height);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await info(page)).toBe('显示第 1 到 1 条，共 1 条记录');

    // not a height or hash: the search fails, the list empties and the total is 0
    await page.getByTestId('block-search-input').fill('abc');
    await page.keyboard.press('Enter');
    await page.getByTestId('block-search-error').waitFor();
    expect(await page.getByTestId('block-row').count()).toBe(0);
    expect(await totalOf(page)).toBe(0);

    await page.getByTestId('block-search-input').fill(target.hash);
    await page.keyboard.press('Enter');
    await page.getByTestId('block-row').first().waitFor();
    expect(await heights(page)).toEqual([target.height]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(target.hash);

    // emptying the box goes back to the normal list
    await page.getByTestId('block-search-input').fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="block-row"]').length === 25);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await info(page)).toMatch(/^显示第 1 到 25 条，/);
    await page.close();
  });

  it('guests see the badge and at most the 100 newest blocks', async () => {
    const page = await openList('/eth/blocks');
    await page.getByTestId('guest-badge').getByText('游客模式：仅显示100个区块').waitFor();
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(30);
    expect(total).toBeLessThanOrEqual(100);
    await page.close();
  });

  it('a failed load: signed in → toast 加载区块失败：{message}, an empty list, no total; 重试 loads it; guests get no message', async () => {
    const failing = { status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message: '数据库暂不可用' }) };
    const user = await e2e.open('/eth', { loginAs: e2e.stack.demo });
    await user.route((url) => url.pathname === '/api/v1/blocks', (route) => route.fulfill(failing));
    await user.getByTestId('sidebar').getByRole('link', { name: '区块', exact: true }).click();
    await user.locator('.toast').getByText('加载区块失败：数据库暂不可用').waitFor();
    await user.getByTestId('block-empty').getByText('加载区块失败').waitFor();
    expect(await user.getByTestId('block-row').count()).toBe(0);
    expect(await user.getByTestId('block-total').count()).toBe(0);
    await user.unrouteAll();
    await user.getByTestId('block-empty').getByRole('button', { name: '重试' }).click();
    await user.getByTestId('block-row').first().waitFor();
    expect(await totalOf(user)).toBeGreaterThan(30);
    await user.close();

    const guest = await e2e.open('/eth');
    await guest.route((url) => url.pathname === '/api/no-auth/blocks', (route) => route.fulfill(failing));
    await guest.getByTestId('sidebar').getByRole('link', { name: '区块', exact: true }).click();
    await guest.getByTestId('block-empty').getByText('加载区块失败').waitFor();
    expect(await guest.locator('.toast').count()).toBe(0);
    expect(await guest.getByTestId('block-total').count()).toBe(0);
    await guest.close();
  });

  it('puts the devnet’s next block on top for a signed-in user on page 1 only', async () => {
    const user = await openList('/eth/blocks', { loginAs: e2e.stack.demo });
    const guest = await openList('/eth/blocks');
    const page2 = await openList('/eth/blocks?page=2', { loginAs: e2e.stack.demo });
    for (const p of [user, guest, page2]) await p.getByTestId('live-indicator').getByText('实时连接').waitFor();
    // rows and total read in one go: a block arriving between two reads would skew them
    const { heights: userBefore, total: totalBefore } = await user.evaluate(() => ({
      heights: [...document.querySelectorAll('[data-testid="block-row"]')].map((r) => Number(r.getAttribute('data-height'))),
      total: Number(/共 (\d+) 个区块/.exec(document.querySelector('[data-testid="block-total"]')?.textContent ?? '')?.[1]),
    }));
    const [guestBefore, page2Before] = [await heights(guest), await heights(page2)];

    // the devnet mines a block every few seconds; the live channel brings it to the open pages
    await user.waitForFunction((top) => Number(document.querySelector('[data-testid="block-row"]')?.getAttribute('data-height')) > top, userBefore[0]!, { timeout: 60_000 });
    const userAfter = await heights(user);
    const inserted = userAfter.findIndex((h) => h === userBefore[0]);
    expect(inserted).toBeGreaterThan(0);
    expect(userAfter).toHaveLength(25);
    expect(userAfter.slice(inserted)).toEqual(userBefore.slice(0, 25 - inserted));
    expect(await totalOf(user)).toBeGreaterThan(totalBefore);
    const stored = await api(`/api/no-auth/blocks/height/${userAfter[0]}?chain=eth`);
    // by height: at one block a second, another may have arrived on top since the rows were read
    expect(await user.locator(`[data-testid="block-row"][data-height="${userAfter[0]}"]`).locator('td').nth(2).innerText()).toBe(String(stored.transaction_count));

    // the same event reached the guest and the page-2 pages: their rows stay as they were
    await guest.waitForTimeout(1500);
    expect(await heights(guest)).toEqual(guestBefore);
    expect(await heights(page2)).toEqual(page2Before);
    for (const p of [user, guest, page2]) {
      expect(p.errors).toEqual([]);
      await p.close();
    }
  });
});
