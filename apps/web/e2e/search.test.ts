/**
 * The top bar's global search in a real browser against `explorer start` (issue 14 part 4): Enter
 * jumps to a block by height and by hash, to a transaction (its transaction page), to an
 * address (its address page), to a contract by name and by symbol; several matches give a list
 * chosen with the keyboard; a match only on bsc (a contract) or sol (a signature, whose transaction
 * page opens) is offered from eth; nothing found says so; and it works at a phone's width.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, screenshot, useStackAndBrowser, waitUntil } from './support';

const randomAddress = () => '0x' + Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const ZEBRA_A = { address: randomAddress(), name: 'Zebra Search Coin', symbol: 'ZSRCA' };
const ZEBRA_B = { address: randomAddress(), name: 'Zebra Search Two', symbol: 'ZSRCB' };
const OKAPI = { address: randomAddress(), name: 'Okapi Bee Token', symbol: 'OKAPI' };

let tx: { hash: string; block_height: number; from: string };

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async (stack) => {
    tx = await waitUntil(
      'an indexed eth transaction in a block above 3',
      async () => ((await api('/api/no-auth/transactions?chain=eth&page_size=20')).transactions as any[]).find((t) => t.block_height > 3 && t.from),
      120_000,
      1000,
    );
    const { token } = await apiLogin(stack.baseUrl, stack.demo);
    for (const [chain, c] of [['eth', ZEBRA_A], ['eth', ZEBRA_B], ['bsc', OKAPI]] as const) {
      const res = await fetch(`${stack.baseUrl}/api/v1/contracts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...c, chain_name: chain, contract_type: 'erc20', decimals: 18 }),
      });
      if (res.status !== 200) throw new Error(`adding ${c.name} failed: ${res.status} ${await res.text()}`);
    }
  },
});

async function searchFor(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('global-search-input');
  await input.fill(text);
  await input.press('Enter');
}

const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

describe('global search in the top bar', () => {
  let page: Page & { errors: string[] };
  beforeAll(async () => {
    page = await e2e.open('/eth');
  });

  it('jumps to a block by height', async () => {
    await searchFor(page, '3');
    await page.waitForURL((u) => u.pathname === '/eth/blocks/3');
    await page.getByTestId('block-detail-page').waitFor();
  });

  it('jumps to a block by hash', async () => {
    const block = await api('/api/no-auth/blocks/height/2?chain=eth');
    await searchFor(page, block.hash);
    await page.waitForURL((u) => u.pathname === '/eth/blocks/2');
  });

  it('jumps to a transaction by hash: an EVM transaction opens its page', async () => {
    await searchFor(page, tx.hash);
    await page.waitForURL((u) => u.pathname === `/eth/transactions/${tx.hash}`);
    await page.getByTestId('evm-transaction-page').waitFor();
  });

  it('jumps to an address page', async () => {
    await searchFor(page, tx.from);
    await page.waitForURL((u) => u.pathname === '/eth/address-transactions');
    expect(new URL(page.url()).searchParams.get('address')).toBe(tx.from.toLowerCase());
  });

  it('jumps to a contract by name and by symbol', async () => {
    await searchFor(page, 'zebra search c');
    await page.waitForURL((u) => u.pathname === `/eth/addresses/${ZEBRA_A.address}`);
    await searchFor(page, 'zsrcb');
    await page.waitForURL((u) => u.pathname === `/eth/addresses/${ZEBRA_B.address}`);
  });

  it('lists several matches; arrow keys and Enter choose one', async () => {
    await page.goto(e2e.stack.baseUrl + '/eth');
    await searchFor(page, 'zebra');
    const hits = page.getByTestId('global-search-hit');
    await hits.nth(1).waitFor();
    expect(await hits.count()).toBe(2);
    expect(await hits.allInnerTexts()).toEqual([expect.stringContaining('ZSRCA'), expect.stringContaining('ZSRCB')]);
    await screenshot(page, 'search-list');
    const input = page.getByTestId('global-search-input');
    await input.press('ArrowDown');
    expect(await page.locator('.global-search-list [aria-selected="true"]').innerText()).toContain('ZSRCB');
    await input.press('Enter');
    await page.waitForURL((u) => u.pathname === `/eth/addresses/${ZEBRA_B.address}`);
    expect(await page.getByTestId('global-search-panel').count()).toBe(0);
  });

  it('offers the other chain when the match is only on bsc', async () => {
    await page.goto(e2e.stack.baseUrl + '/eth');
    await searchFor(page, 'okapi');
    await page.getByTestId('global-search-elsewhere').waitFor();
    expect(await page.getByTestId('global-search-elsewhere').innerText()).toBe('在 BSC 上找到');
    expect(pathOf(page)).toBe('/eth');
    const hit = page.getByTestId('global-search-hit');
    expect(await hit.getAttribute('data-chain')).toBe('bsc');
    await hit.click();
    await page.waitForURL((u) => u.pathname === `/bsc/addresses/${OKAPI.address}`);
  });

  it('offers a Solana signature searched on eth, and opens its transaction page', async () => {
    const sig = await waitUntil(
      'an indexed sol transaction',
      async () => ((await api('/api/no-auth/transactions?chain=sol&page_size=5')).transactions as any[])[0]?.tx_id as string | undefined,
      120_000,
      1000,
    );
    await page.goto(e2e.stack.baseUrl + '/eth');
    await searchFor(page, sig);
    await page.getByTestId('global-search-elsewhere').waitFor();
    expect(await page.getByTestId('global-search-elsewhere').innerText()).toBe('在 SOL 上找到');
    const hit = page.getByTestId('global-search-hit');
    expect(await hit.getAttribute('data-kind')).toBe('transaction');
    await hit.click();
    await page.waitForURL((u) => u.pathname === `/sol/transactions/${sig}`);
  }, 180_000);

  it('says when nothing is found', async () => {
    await searchFor(page, 'no-such-thing-anywhere');
    await page.getByTestId('global-search-none').waitFor();
    expect(await page.getByTestId('global-search-none').innerText()).toBe('未找到匹配的结果');
    await page.getByTestId('global-search-input').press('Escape');
    expect(await page.getByTestId('global-search-panel').count()).toBe(0);
  });

  it('works at a phone’s width', async () => {
    const narrow = await e2e.open('/eth', { viewport: { width: 390, height: 844 } });
    const box = await narrow.getByTestId('global-search-input').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(200);
    await searchFor(narrow, 'okapi');
    await narrow.getByTestId('global-search-hit').waitFor();
    const panel = await narrow.getByTestId('global-search-panel').boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await screenshot(narrow, 'search-narrow');
    await searchFor(narrow, '2');
    await narrow.waitForURL((u) => u.pathname === '/eth/blocks/2');
    expect(narrow.errors).toEqual([]);
    await narrow.close();
  });
});
