/**
 * The address dialog (地址管理) and the personal pages (扫块收益, 个人地址, 交易历史) in a real browser
 * against `explorer start`: a fresh user saves the eth devnet validator (the fee recipient of every
 * devnet block) through the dialog, sees its live balance (eth_getBalance on the devnet), relabels
 * and deletes through the in-page prompt and confirmation, then reads its real earnings and, with a
 * busy devnet account saved too, its transaction history page by page.
 */
import { validatorAddress } from '@explorer/devnet';
import type { Page } from 'playwright-core';
import { getAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCoin, formatInteger, formatSmallCoin } from '../src/lib/format';
import { apiLogin, screenshot, useStackAndBrowser, waitUntil, type Stack } from './support';

const VALIDATOR = validatorAddress(1).toLowerCase();

/** The devnet account that sent the most of the newest transactions (the activity generator's). */
let busyAccount = '';

async function noAuth(stack: Stack, path: string): Promise<any> {
  return ((await (await fetch(stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async (stack) => {
    const txs = await waitUntil(
      '60 indexed eth transactions',
      async () => {
        const page = await noAuth(stack, '/api/no-auth/transactions?chain=eth&page_size=100');
        return page.total > 60 ? (page.transactions as { from: string }[]) : undefined;
      },
      150_000,
      1000,
    );
    const counts = new Map<string, number>();
    for (const t of txs) counts.set(t.from, (counts.get(t.from) ?? 0) + 1);
    busyAccount = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  },
});

const user = { username: `pu${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`, password: 'secret-123' };
let token = '';

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(e2e.stack.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const savedOnEth = async (): Promise<any[]> => (await call('GET', '/api/user/addresses?chain=eth')).body.data;

async function ensureSaved(address: string, label: string): Promise<void> {
  if ((await savedOnEth()).some((a) => a.address === address.toLowerCase())) return;
  expect((await call('POST', '/api/user/addresses', { address, label, chain: 'eth' })).status).toBe(200);
}

async function ethBalance(address: string): Promise<bigint> {
  const res = await fetch(e2e.stack.ethRpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }) });
  return BigInt(((await res.json()) as { result: string }).result);
}

/** The data of every successful GET the page made to `pathname`, in order (query string kept). */
function captureGets(page: Page, pathname: string): { query: URLSearchParams; data: any }[] {
  const seen: { query: URLSearchParams; data: any }[] = [];
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (url.pathname !== pathname || r.request().method() !== 'GET' || !r.ok()) return;
    seen.push({ query: url.searchParams, data: ((await r.json()) as any).data });
  });
  return seen;
}

const toastWith = (page: Page, text: string) => page.locator('.toasts .toast-text').getByText(text, { exact: true });

/** mixed case that fails EIP-55: one letter of the checksummed form flipped, still mixed */
function badChecksum(address: string): string {
  const good = getAddress(address);
  const chars = [...good.slice(2)];
  const upper = chars.filter((c) => /[A-F]/.test(c)).length;
  const i = chars.findIndex((c) => (upper >= 2 ? /[A-F]/.test(c) : /[a-f]/.test(c)));
  chars[i] = /[A-F]/.test(chars[i]!) ? chars[i]!.toLowerCase() : chars[i]!.toUpperCase();
  return `0x${chars.join('')}`;
}

beforeAll(async () => {
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, email: `${user.username}@example.com` }),
  });
  expect(res.status).toBe(200);
  token = (await apiLogin(e2e.stack.baseUrl, user)).token;
});

describe('address dialog and personal pages', () => {
  it('with no saved address, 扫块收益 says to add one and its button opens the address dialog', async () => {
    const page = await e2e.open('/eth/personal/earnings', { loginAs: user });
    await page.getByTestId('no-address').waitFor();
    expect(await page.getByTestId('no-address').innerText()).toContain('当前链还没有保存的地址');
    await page.getByTestId('no-address').getByRole('button', { name: '添加地址' }).click();
    const dialog = page.getByTestId('addresses-modal');
    await dialog.getByRole('heading', { name: '地址管理', exact: true }).waitFor();
    await dialog.getByText('还没有保存任何地址，请在下方添加。').waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('地址管理: add (disabled while empty, incomplete, bad checksum, validator with its live balance), relabel, delete', async () => {
    const page = await e2e.open('/eth', { loginAs: user });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/addresses' && posts.push(r.postData() ?? ''));
    const lists = captureGets(page, '/api/user/addresses');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '地址管理' }).click();
    const dialog = page.getByTestId('addresses-modal');
    await dialog.getByRole('heading', { name: '地址管理', exact: true }).waitFor();
    const add = dialog.getByRole('button', { name: '添加', exact: true });
    const addressInput = dialog.getByLabel('地址', { exact: true });
    const labelInput = dialog.getByLabel('标签', { exact: true });

    // the add button waits for an address; the type defaults to wallet
    expect(await add.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('类型', { exact: true }).inputValue()).toBe('wallet');
    await addressInput.fill('   ');
    expect(await add.isDisabled()).toBe(true);

    // an address without a label: the spec's text, nothing sent
    await addressInput.fill(VALIDATOR);
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await toastWith(page, '请填写完整的地址信息').waitFor();
    expect(posts).toEqual([]);

    // a mixed-case address failing EIP-55: the server's own reason in the toast
    const bad = badChecksum(VALIDATOR);
    const refused = await call('POST', '/api/user/addresses', { address: bad, label: 'x', chain: 'eth' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('EIP-55');
    await addressInput.fill(bad);
    await labelInput.fill('坏地址');
    await add.click();
    await toastWith(page, `创建失败: ${refused.body.message}`).waitFor();
    expect(posts).toHaveLength(1);
    expect(await savedOnEth()).toEqual([]);

    // the validator: saved, listed with its balance read from the node (4 decimals) and its count
    const before = await ethBalance(VALIDATOR);
    await addressInput.fill(VALIDATOR);
    await labelInput.fill('验证者');
    await add.click();
    await toastWith(page, '地址创建成功！').waitFor();
    const row = dialog.getByTestId('address-row').filter({ hasText: '验证者' });
    await row.waitFor();
    const after = await ethBalance(VALIDATOR);
    expect(await addressInput.inputValue()).toBe('');
    const shown = await waitUntil('the balance of the last list answer', async () => {
      const last = lists.at(-1)?.data?.find((a: any) => a.address === VALIDATOR);
      const text = await row.getByTestId('address-balance').innerText();
      return last && text === formatCoin(last.balance, 'ETH', 18, 4) ? last : undefined;
    });
    // the balance is the node's: between eth_getBalance before and after (fees only ever add to it)
    expect(BigInt(shown.balance)).toBeGreaterThan(0n);
    expect(BigInt(shown.balance) >= before && BigInt(shown.balance) <= after).toBe(true);
    expect(await row.locator('td').nth(1).innerText()).toBe('钱包');
    expect(await row.locator('td').nth(2).getAttribute('title')).toBe(VALIDATOR);
    const [apiRow] = await savedOnEth();
    expect(apiRow).toMatchObject({ address: VALIDATOR, label: '验证者', type: 'wallet' });
    expect(await row.getByTestId('address-tx-count').innerText()).toBe(formatInteger(apiRow.transaction_count));
    await screenshot(page, 'address-dialog');

    // relabel through the in-page prompt, prefilled with the current label
    await row.getByRole('button', { name: '编辑' }).click();
    const prompt = page.getByTestId('prompt-dialog');
    await prompt.waitFor();
    expect(await prompt.getByRole('textbox').inputValue()).toBe('验证者');
    await prompt.getByRole('textbox').fill('出块奖励地址');
    await prompt.getByRole('button', { name: '确定' }).click();
    await toastWith(page, '地址更新成功！').waitFor();
    await dialog.getByTestId('address-label').getByText('出块奖励地址', { exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect((await savedOnEth()).map((a) => a.label)).toEqual(['出块奖励地址']);

    // a second address to delete: the exact question; 取消 keeps it, 确定 removes it
    await addressInput.fill(getAddress(busyAccount));
    await labelInput.fill('临时地址');
    await dialog.getByLabel('类型', { exact: true }).selectOption('exchange');
    // the first add's 地址创建成功！ is still up (toasts stay 5 s): close what is shown, in one step in the
    // page (nothing to wait for, whatever has gone meanwhile), so the toast awaited below is this add's
    await page.locator('.toasts .toast-close').evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()));
    expect(await page.locator('.toasts .toast').count()).toBe(0);
    await add.click();
    await toastWith(page, '地址创建成功！').waitFor();
    const temp = dialog.getByTestId('address-row').filter({ hasText: '临时地址' });
    await temp.waitFor();
    expect(await temp.locator('td').nth(1).innerText()).toBe('交易所');
    await temp.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.locator('.confirm-text').innerText()).toBe('确定要删除地址"临时地址"吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await temp.count()).toBe(1);
    expect(await savedOnEth()).toHaveLength(2);
    await temp.getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toastWith(page, '地址已删除').waitFor();
    await temp.waitFor({ state: 'detached' });
    expect((await savedOnEth()).map((a) => a.address)).toEqual([VALIDATOR]);

    // the refused checksum is the one expected failure
    expect(page.errors.filter((e) => !e.startsWith('400 POST'))).toEqual([]);
    await page.close();
  });

  it('扫块收益: the total, one bar per day and the days with blocks follow the API; the days selector changes the call', async () => {
    await ensureSaved(VALIDATOR, '出块奖励地址');
    await waitUntil('validator earnings', async () => {
      const r = await call('GET', '/api/user/personal/earnings?chain=eth&days=30');
      return BigInt(r.body.data.total) > 0n ? true : undefined;
    });
    const page = await e2e.open('/', { loginAs: user });
    const answers = captureGets(page, '/api/user/personal/earnings');
    await page.goto(`${e2e.stack.baseUrl}/eth/personal/earnings`);
    await page.getByRole('heading', { name: '扫块收益', exact: true }).waitFor();
    await page.getByTestId('earnings-total').waitFor();

    const check = async (days: number) => {
      const answer = await waitUntil(`the page showing the last ${days}-day answer`, async () => {
        const last = answers.filter((a) => a.query.get('days') === String(days) && a.query.get('chain') === 'eth').at(-1)?.data;
        if (!last) return undefined;
        const total = await page.getByTestId('earnings-total').innerText();
        return total === formatSmallCoin(last.total, 'ETH') ? last : undefined;
      });
      expect(answer.days).toHaveLength(days);
      expect(answer.addresses).toEqual([VALIDATOR]);
      expect(BigInt(answer.total)).toBeGreaterThan(0n);
      expect(await page.getByTestId('chart-bar').count()).toBe(days);
      const bars = await page.getByTestId('chart-bar').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
      expect(bars).toEqual(answer.days.map((d: any) => d.reward));
      const mined = answer.days.filter((d: any) => d.blocks > 0).reverse();
      expect(mined.length).toBeGreaterThan(0);
      expect(await page.getByTestId('earnings-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(mined.map((d: any) => d.date));
      const blocks = answer.days.reduce((s: number, d: any) => s + d.blocks, 0);
      expect(await page.getByTestId('earnings-blocks').innerText()).toBe(formatInteger(blocks));
    };

    await check(30);
    await screenshot(page, 'personal-earnings');
    const seven = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/personal/earnings' && new URL(r.url()).searchParams.get('days') === '7');
    await page.getByTestId('days-select').selectOption('7');
    await seven;
    expect(new URL(page.url()).searchParams.get('days')).toBe('7');
    await check(7);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('个人地址 lists the saved addresses and opens the dialog', async () => {
    await ensureSaved(VALIDATOR, '出块奖励地址');
    const page = await e2e.open('/eth/personal/addresses', { loginAs: user });
    await page.getByRole('heading', { name: '个人地址', exact: true }).waitFor();
    const row = page.getByTestId('address-row').filter({ hasText: '出块奖励地址' });
    await row.waitFor();
    expect(await row.getByTestId('address-balance').innerText()).toMatch(/^\d[\d,]*\.\d{4} ETH$/);
    await page.getByRole('button', { name: '管理地址' }).click();
    await page.getByTestId('addresses-modal').getByRole('heading', { name: '地址管理', exact: true }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('交易历史: rows are the API’s pages (newest first, linked to their blocks, marked 转入/转出); paging moves to page 2', async () => {
    await ensureSaved(VALIDATOR, '出块奖励地址');
    await ensureSaved(busyAccount, '活动账户');
    await waitUntil('more than 25 transactions of the saved addresses', async () => {
      const r = await call('GET', '/api/user/personal/transactions?chain=eth&page_size=1');
      return r.body.data.total > 25 ? true : undefined;
    });
    const page = await e2e.open('/', { loginAs: user });
    const answers = captureGets(page, '/api/user/personal/transactions');
    await page.goto(`${e2e.stack.baseUrl}/eth/personal/transactions`);
    await page.getByRole('heading', { name: '交易历史', exact: true }).waitFor();

    const rowsMatch = async (pageNo: number) => {
      const answer = await waitUntil(`page ${pageNo} shown as answered`, async () => {
        const last = answers.filter((a) => a.query.get('page') === String(pageNo)).at(-1)?.data;
        if (!last || (await page.locator('[aria-busy="true"]').count()) > 0) return undefined;
        const hashes = await page.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => r.querySelector('td button')?.getAttribute('title')));
        // the direction column comes with the saved addresses (their own request): wait for it too
        const marked = await page.getByTestId('tx-direction').count();
        return hashes.length > 0 && marked === hashes.length && JSON.stringify(hashes) === JSON.stringify(last.transactions.map((t: any) => t.hash)) ? last : undefined;
      });
      expect(answer.page).toBe(pageNo);
      expect(answer.page_size).toBe(25);
      expect(answer.transactions).toHaveLength(Math.min(25, answer.total - (pageNo - 1) * 25));
      const heights = answer.transactions.map((t: any) => t.block_height);
      expect([...heights].sort((a, b) => b - a)).toEqual(heights);
      const links = await page.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => r.querySelector('a[href*="/blocks/"]')?.getAttribute('href')));
      expect(links).toEqual(heights.map((h: number) => `/eth/blocks/${h}`));
      const busy = busyAccount.toLowerCase();
      const expected = answer.transactions.map((t: any) => (t.from?.toLowerCase() === busy || t.from === VALIDATOR ? (t.to?.toLowerCase() === busy || t.to === VALIDATOR ? '自转' : '转出') : '转入'));
      expect(await page.getByTestId('tx-direction').allInnerTexts()).toEqual(expected);
      return answer;
    };

    const first = await rowsMatch(1);
    expect(await page.locator('.pagination-info').innerText()).toBe(`显示第 1 到 25 条，共 ${first.total} 条记录`);
    await screenshot(page, 'personal-transactions');
    await page.locator('.pagination-buttons').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.pagination-info')?.textContent?.startsWith('显示第 26 到 '));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await rowsMatch(2);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a guest visiting /eth/personal/earnings gets the login modal and no personal call', async () => {
    const page = await e2e.open('/', {});
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/user/') && asked.push(r.url()));
    await page.goto(`${e2e.stack.baseUrl}/eth/personal/earnings`);
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-required').waitFor();
    expect(asked).toEqual([]);
    await page.close();
  });
});
