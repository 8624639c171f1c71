/**
 * The transaction lists (/eth/transactions, /bsc/transactions) in a real browser against
 * `explorer start`: newest transactions as the API lists them, paging, and rows that link to the
 * block holding them (a real page showing that transaction).
 */
import { describe, expect, it } from 'vitest';
import { formatCoin } from '../src/lib/format';
import { useStackAndBrowser, waitUntil } from './support';

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: () =>
    waitUntil('30 indexed eth and bsc transactions', async () => {
      const [eth, bsc] = await Promise.all([api('/api/no-auth/transactions?chain=eth&page_size=1'), api('/api/no-auth/transactions?chain=bsc&page_size=1')]);
      return eth.total > 30 && bsc.total > 30 ? true : undefined;
    }, 120_000, 1000),
});

describe('transaction list', () => {
  it.each([
    ['eth', '交易列表', 'ETH'],
    ['bsc', 'BSC交易列表', 'BNB'],
  ])('/%s/transactions lists the newest transactions, pages, and links each to its block', async (chain, title, unit) => {
    const page = await e2e.open(`/${chain}/transactions`, { loginAs: e2e.stack.demo });
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
    await page.getByTestId('transaction-row').first().waitFor();
    expect(await page.getByTestId('transaction-row').count()).toBe(25);
    const totalText = await page.getByTestId('transaction-total').innerText();
    const total = Number(/共 (\d+) 笔交易/.exec(totalText)![1]);
    expect(await page.locator('.pagination-info').innerText()).toBe(`显示第 1 到 25 条，共 ${total} 条记录`);

    // the first row is one of the API's newest transactions, shown with its amount in the chain coin
    const firstBlock = Number(await page.getByTestId('transaction-row').first().locator('a[href*="/blocks/"]').innerText());
    const apiTxs = await api(`/api/no-auth/transactions/block-height/${firstBlock}?chain=${chain}`);
    const amountText = await page.getByTestId('transaction-row').first().locator('td').nth(5).innerText();
    expect(apiTxs.transactions.map((t: any) => formatCoin(t.amount, unit))).toContain(amountText);

    await page.locator('.pagination-buttons').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.pagination-info')?.textContent?.startsWith('显示第 26 到 '));

    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const link = page.getByTestId('transaction-row').first().locator('a[href*="/blocks/"]');
    const height = await link.innerText();
    await link.click();
    await page.getByRole('heading', { name: `区块详情 #${height}`, exact: true }).waitFor();
    await page.getByTestId('tx-row').first().waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('guests get the list from the no-auth call', async () => {
    const page = await e2e.open('/eth', { waitForShell: true });
    const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/no-auth/transactions');
    await page.goto(`${e2e.stack.baseUrl}/eth/transactions`);
    await call;
    await page.getByTestId('transaction-row').first().waitFor();
    await page.close();
  });
});
