/**
 * A refused request (429 past a sign-in limit, set low for this stack: 3 a minute per username)
 * shows its toast once in a real browser, though both the http client and the login form report it.
 */
import { describe, expect, it } from 'vitest';
import { toast, useStackAndBrowser } from './support';

const PER_USER = 3;
const e2e = useStackAndBrowser({ env: { LOGIN_LIMIT_PER_USER: String(PER_USER) } });

describe('rate limit toast', () => {
  it('a sign-in past the limit (429) shows 请求过于频繁，请稍后再试 once', async () => {
    const username = `rl${Date.now().toString(36)}`;
    for (let i = 0; i < PER_USER; i++) {
      const res = await fetch(`${e2e.stack.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'wrong-password' }),
      });
      expect(res.status).toBe(401);
    }
    const page = await e2e.open('/eth');
    await page.locator('header').getByRole('button', { name: '登录' }).click();
    const modal = page.getByTestId('login-modal');
    await modal.getByLabel('用户名').fill(username);
    await modal.getByLabel('密码').fill('wrong-password');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.status() === 429);
    await modal.getByRole('button', { name: '登录', exact: true }).click();
    await refused;
    const tooMany = toast(page, '请求过于频繁，请稍后再试');
    await tooMany.first().waitFor();
    // the http client's toast and the form's own error would both show it: one stays
    await page.waitForTimeout(500);
    expect(await tooMany.count()).toBe(1);
    expect(await page.locator('.toasts .toast').count()).toBe(1);
    await page.close();
  });
});
