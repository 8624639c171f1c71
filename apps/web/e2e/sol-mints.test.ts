/**
 * Mint地址管理 (/sol/addresses, spec part 2 §2.7) and the sol contract page (§2.5) in a real browser
 * against `explorer start`: the devnet's SPL mints (found by the sol indexer) are listed with their
 * decimals; 查看 opens the contract page with from=/sol/addresses and its back button returns; a
 * guest gets no write buttons; a signed-in user adds a mint (bad decimals and a non-URL logo are
 * refused in the form; paused is stored as inactive; the program from the registry dropdown), finds
 * it by search and the type filter, edits it and deletes it after the confirmation.
 */
import { base58 } from '@scure/base';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, useStackAndBrowser, waitUntil } from './support';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

async function api(path: string, token?: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as any;
}

const e2e = useStackAndBrowser({
  ready: () => waitUntil('two devnet mints indexed', async () => ((await api('/api/no-auth/sol/mints?page_size=10')).meta?.total >= 2 ? true : undefined), 240_000, 1000),
  timeoutMs: 360_000,
});

const toast = (page: Page, text: string) => page.locator('.toasts .toast-text').getByText(text, { exact: true });

async function registerUser(): Promise<{ username: string; password: string }> {
  const username = `mt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(res.status).toBe(200);
  return account;
}

describe('sol mint addresses', () => {
  it('lists the devnet mints with their decimals; 查看 opens the contract page and its back button returns', async () => {
    const page = await e2e.open('/sol/addresses');
    await page.getByTestId('mint-row').first().waitFor();
    const listed = await api('/api/no-auth/sol/mints?page_size=25');
    const first = listed.data[listed.data.length - 1];
    const row = page.locator(`[data-testid="mint-row"][data-address="${first.address}"]`);
    expect(await row.getByTestId('mint-decimals').innerText()).toBe(String(first.decimals));
    expect([6, 9]).toContain(first.decimals); // the devnet creates mints of 6 and 9 decimals
    expect(await page.getByTestId('mint-add').count()).toBe(0);
    expect(await page.getByTestId('mint-edit').count()).toBe(0);
    expect(await page.getByTestId('mint-count').innerText()).toMatch(/^共 \d+ 个铸币地址$/);

    await row.getByTestId('mint-view').click();
    await page.waitForURL((u) => u.pathname === `/sol/addresses/${first.address}` && u.searchParams.get('from') === '/sol/addresses');
    expect(await page.getByTestId('contract-detail-address').innerText()).toBe(first.address);
    expect(await page.getByTestId('mint-detail-decimals').innerText()).toBe(String(first.decimals));
    expect(JSON.parse(await page.getByTestId('contract-metadata').locator('pre').innerText())).toEqual(first.metadata);
    await page.getByText('暂无币种配置信息').waitFor();
    await page.getByTestId('mint-back').click();
    await page.waitForURL((u) => u.pathname === '/sol/addresses');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a signed-in user adds, finds, edits and deletes a mint', async () => {
    const user = await registerUser();
    const { token } = await apiLogin(e2e.stack.baseUrl, user);
    const address = base58.encode(crypto.getRandomValues(new Uint8Array(32)));
    const page = await e2e.open('/sol/addresses', { loginAs: user });
    await page.getByTestId('mint-add').click();
    const modal = page.getByTestId('mint-form-modal');
    expect(await modal.getByLabel('精度').inputValue()).toBe('9');
    await modal.getByLabel('铸币地址 *').fill(address);
    await modal.getByLabel('名称 *').fill('E2E Mint');
    await modal.getByLabel('符号 *').fill('EMT');
    await modal.getByLabel('精度').fill('19');
    await modal.getByLabel('Logo (URL)').fill('javascript:alert(1)');
    await modal.getByTestId('mint-form-submit').click();
    await modal.getByText('精度必须是 0 到 18 的整数').waitFor();
    await modal.getByText(/Logo 必须是 http/).waitFor();
    await modal.getByLabel('精度').fill('6');
    await modal.getByLabel('Logo (URL)').fill('https://e2e.example/mint.png');
    await modal.getByLabel('类型').selectOption('nft');
    await modal.getByLabel('状态').selectOption('paused');
    await modal.getByLabel('描述').fill('a mint made by the browser test');
    await waitUntil('the registry in the dropdown', async () => ((await modal.getByLabel('Program ID').locator(`option[value="${TOKEN_PROGRAM}"]`).count()) === 1 ? true : undefined), 10_000, 100);
    await modal.getByLabel('Program ID').selectOption(TOKEN_PROGRAM);
    await modal.getByTestId('mint-form-submit').click();
    await toast(page, '铸币地址保存成功').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect((await api(`/api/v1/sol/mints/${address}`, token)).data).toMatchObject({ name: 'E2E Mint', symbol: 'EMT', decimals: 6, contract_type: 'nft', status: 0, description: 'a mint made by the browser test', contract_logo: 'https://e2e.example/mint.png', program_id: TOKEN_PROGRAM, source: 'user' });

    await page.getByTestId('mint-search-input').fill(address);
    await page.getByTestId('mint-search-input').press('Enter');
    await page.getByTestId('mint-type-filter').selectOption('nft');
    await page.waitForURL((u) => u.searchParams.get('type') === 'nft' && u.searchParams.get('q') === address);
    const row = page.locator(`[data-testid="mint-row"][data-address="${address}"]`);
    await waitUntil('only the new mint', async () => ((await page.getByTestId('mint-row').count()) === 1 && (await row.count()) === 1 ? true : undefined), 10_000, 100);
    expect(await row.innerText()).toContain('非活跃');

    await row.getByTestId('mint-edit').click();
    expect(await modal.getByLabel('铸币地址 *').getAttribute('readonly')).not.toBeNull();
    expect(await modal.getByLabel('状态').inputValue()).toBe('inactive');
    await modal.getByLabel('名称 *').fill('E2E Mint Renamed');
    await modal.getByLabel('状态').selectOption('active');
    await modal.getByTestId('mint-form-submit').click();
    await toast(page, '铸币地址保存成功').waitFor();
    await row.getByTestId('mint-name').getByText('E2E Mint Renamed').waitFor();
    expect(await row.innerText()).toContain('活跃');

    await row.getByTestId('mint-delete').click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain('确定要删除铸币地址 "E2E Mint Renamed" 吗？');
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '铸币地址已删除').waitFor();
    await page.getByTestId('mints-empty').waitFor();
    expect((await api(`/api/v1/sol/mints/${address}`, token)).success).toBe(false);
    await page.close();
  }, 120_000);
});
