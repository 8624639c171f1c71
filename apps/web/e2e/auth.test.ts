/**
 * Sign-in in a real browser against `explorer start`: the login/register modal's validation texts,
 * mode switching clearing the form, registration then login with the new account, server messages
 * on failure, and a stored token the server refuses (401) clearing the session and opening the modal.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useStackAndBrowser } from './support';

const e2e = useStackAndBrowser();

const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openLoginModal(page: Page) {
  await page.locator('header').getByRole('button', { name: '登录' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  return modal;
}

const fieldErrors = (page: Page) => page.getByTestId('login-modal').locator('.field-error').allInnerTexts();
const submit = (page: Page, name: '登录' | '注册') => page.getByTestId('login-modal').getByRole('button', { name, exact: true }).click();
const storedSession = (page: Page) => page.evaluate(() => ['loginToken', 'accessToken', 'user'].map((k) => localStorage.getItem(k)));

describe('login / register modal', () => {
  it('login mode: 请输入用户名 and 请输入密码 on an empty submit', async () => {
    const page = await e2e.open('/eth');
    const modal = await openLoginModal(page);
    await modal.getByRole('heading', { name: '用户登录' }).waitFor();
    await submit(page, '登录');
    await modal.getByText('请输入用户名').waitFor();
    expect(await fieldErrors(page)).toEqual(['请输入用户名', '请输入密码']);
    await modal.getByLabel('用户名').fill('someone');
    await modal.getByLabel('密码').fill('x');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=login-modal] .field-error').length === 0);
    await page.close();
  });

  it('register mode: exact validation texts; switching mode clears the form', async () => {
    const page = await e2e.open('/eth');
    const modal = await openLoginModal(page);
    await modal.getByLabel('用户名').fill('typed-before-switch');
    await modal.getByRole('button', { name: '没有账号？立即注册' }).click();
    await modal.getByRole('heading', { name: '用户注册' }).waitFor();
    expect(await modal.getByLabel('用户名').inputValue()).toBe('');

    await submit(page, '注册');
    await modal.getByText('请输入邮箱').waitFor();
    expect(await fieldErrors(page)).toEqual(['请输入用户名', '请输入邮箱', '请输入密码']);

    await modal.getByLabel('用户名').fill('abc');
    await modal.getByLabel('邮箱').fill('not-an-email');
    await modal.getByLabel('密码', { exact: true }).fill('12345');
    await modal.getByLabel('确认密码').fill('54321');
    await submit(page, '注册');
    await modal.getByText('请输入有效的邮箱地址').waitFor();
    expect(await fieldErrors(page)).toEqual(['请输入有效的邮箱地址', '密码长度至少6位', '两次输入的密码不一致']);
    await screenshot(page, 'auth-register-validation');

    await modal.getByRole('button', { name: '已有账号？立即登录' }).click();
    await modal.getByRole('heading', { name: '用户登录' }).waitFor();
    expect(await modal.getByLabel('用户名').inputValue()).toBe('');
    expect(await fieldErrors(page)).toEqual([]);
    await page.close();
  });

  it('registers, switches to login mode, then logs in with the new account', async () => {
    const page = await e2e.open('/eth');
    const modal = await openLoginModal(page);
    await modal.getByRole('button', { name: '没有账号？立即注册' }).click();
    const username = unique();
    await modal.getByLabel('用户名').fill(username);
    await modal.getByLabel('邮箱').fill(`${username}@example.com`);
    await modal.getByLabel('密码', { exact: true }).fill('secret123');
    await modal.getByLabel('确认密码').fill('secret123');
    await submit(page, '注册');
    await page.getByText('注册成功！请使用新账号登录。').waitFor();
    await modal.getByRole('heading', { name: '用户登录' }).waitFor();
    expect(await modal.getByLabel('用户名').inputValue()).toBe('');

    await modal.getByLabel('用户名').fill(username);
    await modal.getByLabel('密码').fill('secret123');
    await submit(page, '登录');
    await page.getByText('登录成功！').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '用户菜单' }).getByText(`${username}@example.com`).waitFor();
    const [loginToken, accessToken, user] = await storedSession(page);
    expect(loginToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(accessToken).toBe(loginToken);
    expect(JSON.parse(user!)).toMatchObject({ username, email: `${username}@example.com` });
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('permissionTypes') ?? '[]') as unknown[]).length > 0);
    await screenshot(page, 'auth-signed-in');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows the server message when registration or login fails', async () => {
    const page = await e2e.open('/eth');
    const modal = await openLoginModal(page);
    await modal.getByLabel('用户名').fill(e2e.stack.demo.username);
    await modal.getByLabel('密码').fill('wrong-password');
    await submit(page, '登录');
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    expect(await modal.isVisible()).toBe(true);
    expect(await storedSession(page)).toEqual([null, null, null]);

    await modal.getByRole('button', { name: '没有账号？立即注册' }).click();
    await modal.getByLabel('用户名').fill(e2e.stack.demo.username);
    await modal.getByLabel('邮箱').fill('demo2@example.com');
    await modal.getByLabel('密码', { exact: true }).fill('secret123');
    await modal.getByLabel('确认密码').fill('secret123');
    await submit(page, '注册');
    await page.getByRole('alert').filter({ hasText: '用户名已存在' }).waitFor();
    await modal.getByRole('heading', { name: '用户注册' }).waitFor();
    await page.close();
  });

  it('a stored token the server refuses (401): session cleared, login modal opens, guest mode', async () => {
    const page = await e2e.open('/eth', {
      storage: { loginToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalid-signature', accessToken: 'x.y.z', user: JSON.stringify({ id: 1, username: 'ghost', email: 'ghost@example.com' }), permissionTypes: '[]' },
    });
    await page.getByTestId('login-modal').waitFor();
    await page.locator('header').getByText('游客模式').waitFor();
    const stored = await page.evaluate(() => ['loginToken', 'accessToken', 'user', 'permissionTypes'].map((k) => localStorage.getItem(k)));
    expect(stored).toEqual([null, null, null, null]);
    // the profile call (and any signed-in call the page made at the same time) was refused, nothing else failed
    expect(page.errors.filter((e) => !e.startsWith('401 GET'))).toEqual([]);
    // whichever signed-in call answers 401 first clears the session; the others may never be sent
    expect(page.errors.some((e) => /^401 GET .*\/api\/(user\/profile|v1\/)/.test(e)), page.errors.join('; ')).toBe(true);
    await page.close();
  });

  it('logs in as the demo administrator through the modal and stays signed in after a reload', async () => {
    const page = await e2e.open('/bsc/blocks');
    const modal = await openLoginModal(page);
    await modal.getByLabel('用户名').fill(e2e.stack.demo.username);
    await modal.getByLabel('密码').fill(e2e.stack.demo.password);
    await modal.getByLabel('密码').press('Enter');
    const toast = page.getByRole('status').filter({ hasText: '登录成功！' });
    await toast.waitFor();
    // toasts are closable
    await toast.getByRole('button', { name: '关闭' }).click();
    await toast.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: '用户菜单' }).getByText(e2e.stack.demo.username, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/bsc/blocks');
    await page.close();
  });
});
