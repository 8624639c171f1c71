/**
 * The shell in a real browser against `explorer start`: the root redirect, the navigation guard
 * (first load and in-app navigation), chain switching, the sidebar per chain, the connection
 * indicator, the signed-in user menu and the personal pages' sign-in requirement.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useStackAndBrowser, waitUntil, type OpenPageOptions } from './support';

const e2e = useStackAndBrowser();
const open = (path: string, opts?: OpenPageOptions) => e2e.open(path, opts);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const sidebarItems = (page: Page) => page.getByTestId('sidebar').locator('a').allInnerTexts();
/** the page renders just after the URL changes: poll until the sidebar shows the expected items */
async function expectSidebar(page: Page, items: string[]) {
  await waitUntil(`sidebar ${items.join(' ')}`, async () => (JSON.stringify(await sidebarItems(page)) === JSON.stringify(items) ? true : undefined), 10_000).catch(async (e) => {
    expect(await sidebarItems(page), String(e)).toEqual(items);
  });
}
const chainButton = (page: Page, label: string) => page.getByRole('group', { name: '切换链' }).getByRole('button', { name: label, exact: true });

/** In-app navigation as the router sees a back/forward: history entry plus popstate. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({ idx: window.history.length }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

describe('shell', () => {
  it('redirects / to /eth and shows the top bar: title, 网络正常, chain switch, guest mode', async () => {
    const page = await open('/');
    expect(pathOf(page)).toBe('/eth');
    const header = page.locator('header');
    await header.getByText('区块链浏览器').waitFor();
    await page.getByTestId('connection-indicator').getByText('网络正常').waitFor();
    expect(await page.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected');
    expect(await page.getByRole('group', { name: '切换链' }).getByRole('button').allInnerTexts()).toEqual(['ETH', 'BTC', 'BSC', 'SOL']);
    expect(await chainButton(page, 'ETH').getAttribute('aria-pressed')).toBe('true');
    await header.getByText('游客模式').waitFor();
    await header.getByRole('button', { name: '登录' }).waitFor();
    await expectSidebar(page, ['首页', '区块', '地址']);
    expect(await page.getByTestId('personal-section').count()).toBe(0);
    await screenshot(page, 'shell-guest-eth');
    expect(page.errors).toEqual([]);
  });

  it('navigation guard on first load: btc addresses/settings/statistics → /btc, statistics → chain home, settings pass', async () => {
    const page = await open('/btc/addresses');
    expect(pathOf(page)).toBe('/btc');
    const cases: [string, string][] = [
      ['/btc/addresses/0xabc', '/btc'],
      ['/btc/settings', '/btc'],
      ['/btc/statistics', '/btc'],
      ['/eth/statistics', '/eth'],
      ['/bsc/statistics', '/bsc'],
      ['/sol/statistics', '/sol'],
      ['/eth/settings', '/eth/settings'],
      ['/sol/settings', '/sol/settings'],
      ['/btc/blocks', '/btc/blocks'],
    ];
    for (const [from, to] of cases) {
      await page.goto(e2e.stack.baseUrl + from);
      await page.getByTestId('app-shell').waitFor();
      expect(pathOf(page), from).toBe(to);
    }
    await page.goto(e2e.stack.baseUrl + '/eth/settings');
    await page.getByTestId('settings-page').waitFor();
  });

  it('navigation guard on in-app navigation', async () => {
    const page = await open('/eth');
    await clientNavigate(page, '/eth/statistics');
    await page.waitForURL((u) => u.pathname === '/eth');
    await clientNavigate(page, '/btc/settings');
    await page.waitForURL((u) => u.pathname === '/btc');
    await clientNavigate(page, '/bsc/settings');
    await page.getByTestId('settings-page').waitFor();
    expect(pathOf(page)).toBe('/bsc/settings');
  });

  it('chain switch keeps the last segment only where the page exists', async () => {
    const page = await open('/eth/blocks');
    const steps: [string, string][] = [
      ['BSC', '/bsc/blocks'],
      ['BTC', '/btc/blocks'],
      ['SOL', '/sol/blocks'],
      ['ETH', '/eth/blocks'],
    ];
    for (const [button, to] of steps) {
      await chainButton(page, button).click();
      await page.waitForURL((u) => u.pathname === to);
      await chainButton(page, button).and(page.locator('[aria-pressed="true"]')).waitFor();
    }
    await page.goto(e2e.stack.baseUrl + '/eth/addresses');
    await chainButton(page, 'SOL').click();
    await page.waitForURL((u) => u.pathname === '/sol/addresses');
    await chainButton(page, 'BTC').click();
    await page.waitForURL((u) => u.pathname === '/btc');
    await page.goto(e2e.stack.baseUrl + '/sol/programs');
    await chainButton(page, 'BSC').click();
    await page.waitForURL((u) => u.pathname === '/bsc');
    await page.goto(e2e.stack.baseUrl + '/eth/blocks/1');
    await chainButton(page, 'BSC').click();
    await page.waitForURL((u) => u.pathname === '/bsc');
  });

  it('sidebar per chain: eth/bsc 首页 区块 地址, sol 首页 区块 程序 地址, btc 首页 区块', async () => {
    const page = await open('/bsc');
    await expectSidebar(page, ['首页', '区块', '地址']);
    await chainButton(page, 'SOL').click();
    await page.waitForURL((u) => u.pathname === '/sol');
    await expectSidebar(page, ['首页', '区块', '程序', '地址']);
    await page.getByTestId('sidebar').getByRole('link', { name: '程序' }).click();
    await page.waitForURL((u) => u.pathname === '/sol/programs');
    await chainButton(page, 'BTC').click();
    await page.waitForURL((u) => u.pathname === '/btc');
    await expectSidebar(page, ['首页', '区块']);
    await page.getByTestId('sidebar').getByRole('link', { name: '区块' }).click();
    await page.waitForURL((u) => u.pathname === '/btc/blocks');
  });

  it('the sidebar highlights the entry a page belongs to: a chain’s transactions under 区块', async () => {
    const page = await open('/btc/transactions');
    const current = page.getByTestId('sidebar').locator('a[aria-current="page"]');
    await waitUntil('a highlighted entry', async () => ((await current.count()) === 1 ? true : undefined), 10_000);
    expect(await current.innerText()).toBe('区块');
    expect(await current.getAttribute('class')).toContain('active');
    await page.goto(`${e2e.stack.baseUrl}/eth/blocks`);
    await waitUntil('区块 highlighted on the block list', async () => ((await current.innerText().catch(() => '')) === '区块' ? true : undefined), 10_000);
    await page.goto(`${e2e.stack.baseUrl}/eth`);
    await waitUntil('首页 highlighted on the home', async () => ((await current.innerText().catch(() => '')) === '首页' ? true : undefined), 10_000);
    expect(await current.count()).toBe(1);
  });

  it('an unknown path shows 页面不存在 inside the shell', async () => {
    const page = await open('/eth/nothing-here');
    await page.getByTestId('not-found').getByText('页面不存在').waitFor();
  });

  it('personal pages: a guest gets the login modal; after signing in the page shows', async () => {
    const page = await open('/eth/personal');
    expect(pathOf(page)).toBe('/eth/personal/earnings');
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    await page.getByTestId('login-required').waitFor();
    await modal.getByLabel('用户名').fill(e2e.stack.demo.username);
    await modal.getByLabel('密码').fill(e2e.stack.demo.password);
    await modal.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录成功！').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '扫块收益' }).waitFor();
    expect(await page.getByTestId('login-required').count()).toBe(0);
  });

  it('signed in: avatar initial, username, e-mail, 个人中心 section and the user menu', async () => {
    const page = await open('/eth', { loginAs: e2e.stack.demo });
    const menuButton = page.getByRole('button', { name: '用户菜单' });
    await menuButton.waitFor();
    expect(await menuButton.innerText()).toContain(e2e.stack.demo.username);
    expect(await page.locator('.avatar').innerText()).toBe(e2e.stack.demo.username.charAt(0).toUpperCase());
    await expectSidebar(page, ['首页', '区块', '地址', '扫块收益', '个人地址', '交易历史']);
    // the profile's role (administrator for the demo account) makes the session an administrator one
    await page.locator('[data-testid=user-area][data-role=administrator]').waitFor();
    await page.getByTestId('personal-section').getByRole('link', { name: '个人地址' }).click();
    await page.waitForURL((u) => u.pathname === '/eth/personal/addresses');

    await menuButton.click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['个人中心', '地址管理', 'API密钥管理', '退出登录']);
    // each menu item opens its own dialog (their contents are tested in account-dialogs and personal)
    for (const [item, title] of [
      ['个人中心', '个人中心'],
      ['地址管理', '地址管理'],
      ['API密钥管理', 'API密钥管理'],
    ] as const) {
      if (item !== '个人中心') await menuButton.click();
      else await page.getByRole('menuitem', { name: item }).waitFor();
      await page.getByRole('menuitem', { name: item }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      if (item === 'API密钥管理') await screenshot(page, 'shell-signed-in');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    await menuButton.click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.locator('header').getByText('游客模式').waitFor();
    // logging out on a signed-in page leaves it for the chain home (no login modal pops up)
    await page.waitForURL((u) => u.pathname === '/eth');
    expect(await page.getByTestId('login-modal').count()).toBe(0);
    const stored = await page.evaluate(() => ['loginToken', 'accessToken', 'user', 'permissionTypes'].map((k) => localStorage.getItem(k)));
    expect(stored).toEqual([null, null, null, null]);
    expect(await page.getByTestId('personal-section').count()).toBe(0);
  });

  it('a chunk that fails to load never takes the shell down: the shell parts load on a retry, a page shows its error inside the shell', async () => {
    const asked = { SettingsRuntime: 0, BlockAlerts: 0, BlockListPage: 0 };
    const chunkOf = (url: URL) => (Object.keys(asked) as (keyof typeof asked)[]).find((name) => url.pathname.startsWith(`/assets/${name}-`));
    const page = await open('/eth', {
      beforeLoad: (p) =>
        p.route(
          (url) => chunkOf(url) !== undefined,
          (route) => {
            const name = chunkOf(new URL(route.request().url()))!;
            asked[name] += 1;
            // the shell's parts fail twice (as when the server restarts), the blocks page every time
            return name !== 'BlockListPage' && asked[name] > 2 ? route.continue() : route.abort('connectionrefused');
          },
        ),
    });
    await page.getByTestId('connection-indicator').getByText('网络正常').waitFor();
    await waitUntil('the shell parts asked a third time', async () => (asked.SettingsRuntime >= 3 && asked.BlockAlerts >= 3 ? true : undefined), 30_000);
    expect(await page.getByTestId('app-shell').count()).toBe(1);

    await page.getByTestId('sidebar').getByRole('link', { name: '区块', exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('页面出错了').waitFor();
    expect(asked.BlockListPage).toBeGreaterThan(0);
    // the top bar, the sidebar and the indicator stay around the error
    expect(await page.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected');
    await expectSidebar(page, ['首页', '区块', '地址']);
    await page.unrouteAll();
    await alert.getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('block-list-page').waitFor();
    expect(pathOf(page)).toBe('/eth/blocks');
  });

  it('the connection indicator shows 连接失败 when the server goes away', async () => {
    const page = await open('/eth');
    const indicator = page.getByTestId('connection-indicator');
    await indicator.getByText('网络正常').waitFor({ timeout: 60_000 });
    // the indicator flips while the server shuts down (its sockets close first); the stop itself may take
    // up to 35 s on a loaded machine (SIGTERM, the process group, the data directory), so it runs alongside
    const stopStarted = Date.now();
    const stopped = e2e.stack.stop().then(
      () => `stopped after ${Date.now() - stopStarted} ms`,
      (e: unknown) => `stop failed after ${Date.now() - stopStarted} ms: ${String(e)}`,
    );
    try {
      await indicator.getByText('连接失败').waitFor({ timeout: 120_000 });
    } catch (e) {
      // say what the page and the server were doing, so a failure on a loaded CI machine can be read
      const status = await indicator.getAttribute('data-status').catch(() => 'unknown');
      const outcome = await Promise.race([stopped, new Promise((r) => setTimeout(() => r('still stopping'), 1_000))]);
      throw new Error(`${String(e)}\nindicator data-status=${status}; ${outcome}\nserver output:\n${e2e.stack.output().slice(-2000)}`);
    }
    expect(['reconnecting', 'error']).toContain(await indicator.getAttribute('data-status'));
    expect(await stopped).toMatch(/^stopped after/);
  }, 240_000);
});
