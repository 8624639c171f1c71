/**
 * Bitcoin on the zero-config stack (`explorer start`: the local regtest chain, indexed from block 0,
 * a block a second) in a real browser: its addresses (bcrt1…, m…, n…, 2…) open their page from a
 * block's address links and from the top-bar search, and save in 地址管理 — the server checks them
 * against the network the node reports (regtest); the home and a block show regtest's difficulty
 * 4.66 × 10⁻¹⁰ and a hashrate that is not 0.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatHashrate } from '../src/lib/format';
import { toast, useStackAndBrowser, waitUntil } from './support';

const REGTEST_ADDRESS = /^(bcrt1[02-9ac-hj-np-z]+|[mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/;

const e2e = useStackAndBrowser({
  ready: (stack) =>
    waitUntil(
      'indexed btc blocks with payments and a hashrate',
      async () => {
        const body = (await (await fetch(`${stack.baseUrl}/api/no-auth/home/btc/stats`)).json()) as any;
        return body.data?.latestTransactions?.length >= 3 && body.data.overview.networkHashrate !== null ? true : undefined;
      },
      150_000,
    ),
});

const api = async (path: string) => ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;

/** a block whose payments (not only its coinbase) have address outputs */
async function blockWithPayments(): Promise<number> {
  const stats = await api('/api/no-auth/home/btc/stats');
  return stats.latestTransactions[0].height;
}

/** the address page has loaded the summary of `address` (no error card) */
async function expectAddressPage(page: Page, address: string) {
  await page.waitForURL((url) => url.pathname === '/btc/address-transactions' && url.searchParams.get('address') === address);
  await page.getByTestId('address-summary').waitFor();
  expect(await page.getByTestId('address-text').innerText()).toContain(address);
  expect(await page.getByText('获取地址信息失败').count()).toBe(0);
}

describe('btc addresses on the regtest devnet', () => {
  it('a block page’s address link opens the address page', async () => {
    const height = await blockWithPayments();
    const page = await e2e.open(`/btc/blocks/${height}`);
    const link = page.getByTestId('tx-outputs').locator('a[data-address-link]').first();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    expect(address).toMatch(REGTEST_ADDRESS);
    await link.click();
    await expectAddressPage(page, address);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the top-bar search with a regtest address lands on its page', async () => {
    const height = await blockWithPayments();
    const page = await e2e.open(`/btc/blocks/${height}`);
    const link = page.getByTestId('tx-outputs').locator('a[data-address-link]').last();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    expect(address).toMatch(REGTEST_ADDRESS);
    await page.goto(`${e2e.stack.baseUrl}/btc`);
    await page.getByTestId('global-search-input').fill(address);
    await page.getByTestId('global-search-input').press('Enter');
    await expectAddressPage(page, address);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('地址管理 saves a regtest address', async () => {
    const height = await blockWithPayments();
    const probe = await e2e.open(`/btc/blocks/${height}`);
    const link = probe.getByTestId('tx-outputs').locator('a[data-address-link]').first();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    await probe.close();

    const page = await e2e.open('/btc', { loginAs: e2e.stack.demo });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '地址管理' }).click();
    const dialog = page.getByTestId('addresses-modal');
    await dialog.getByRole('heading', { name: '地址管理', exact: true }).waitFor();
    await dialog.getByLabel('地址', { exact: true }).fill(address);
    await dialog.getByLabel('标签', { exact: true }).fill('回归测试地址');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await toast(page, '地址创建成功！').waitFor();
    const row = dialog.locator(`[data-testid="address-row"][data-address="${address}"]`);
    await row.waitFor();
    expect(await row.getByTestId('address-label').innerText()).toBe('回归测试地址');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('btc difficulty and hashrate on the regtest devnet', () => {
  it('the home shows difficulty 4.66 × 10⁻¹⁰ and a hashrate that is not 0', async () => {
    const page = await e2e.open('/btc');
    await page.getByTestId('stat-hashrate-value').first().waitFor();
    const o = (await api('/api/no-auth/home/btc/stats')).overview;
    expect(o.difficulty).toMatch(/^0\.000000000465654/);
    expect(await page.getByTestId('net-difficulty').locator('dd').innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    const hashrate = await page.getByTestId('stat-hashrate-value').first().innerText();
    expect(hashrate).toMatch(/[1-9]/);
    expect(hashrate).not.toMatch(/^0 H\/s$/);
    // the page's own figure, refreshed at most once since the API call above
    await waitUntil('the shown hashrate to be the API’s', async () => {
      const now = (await api('/api/no-auth/home/btc/stats')).overview.networkHashrate;
      return (await page.getByTestId('stat-hashrate-value').first().innerText()) === formatHashrate(now) ? true : undefined;
    }, 40_000);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the block list and a block’s detail show difficulty 4.66 × 10⁻¹⁰', async () => {
    const page = await e2e.open('/btc/blocks');
    await page.getByTestId('block-difficulty').first().waitFor();
    expect(await page.getByTestId('block-difficulty').first().innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    await page.goto(`${e2e.stack.baseUrl}/btc/blocks/${await blockWithPayments()}`);
    await page.getByTestId('info-difficulty').waitFor();
    expect(await page.getByTestId('info-difficulty').locator('dd').innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
