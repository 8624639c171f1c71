/**
 * The settings page in a real browser against `explorer start` (spec part 2 §2.11, issue 14): the
 * page size setting changes the block list's rows; a signed-in user's settings follow them to a new
 * browser context; an import that does not parse or holds out-of-range values is refused with a
 * message; WebSocket off opens no /ws connection and the block list still gets new blocks by
 * polling; turning browser notifications on asks the permission (granted and denied), and a new
 * block is announced while the page is hidden; English and dark apply at once; an idle signed-in
 * session is signed out; About shows the server's and the page's versions.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, screenshot, toast, useStackAndBrowser, waitUntil } from './support';

const ROOT_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const WEB_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function api(path: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path);
  return ((await res.json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: () => waitUntil('55 indexed eth blocks', async () => ((await api('/api/no-auth/blocks?chain=eth&page=1&page_size=1')).total > 55 ? true : undefined), 240_000, 1000),
  timeoutMs: 360_000,
});

async function registerUser(): Promise<{ username: string; password: string }> {
  const username = `st${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(res.status).toBe(200);
  return { username, password: account.password };
}

/** A fresh context (own storage), optionally signed in, with init scripts run before the page's own. */
async function newContext(opts: { loginAs?: { username: string; password: string }; init?: string[]; storage?: Record<string, string> } = {}): Promise<BrowserContext> {
  const entries: Record<string, string> = { ...opts.storage };
  if (opts.loginAs) {
    const { token, user } = await apiLogin(e2e.stack.baseUrl, opts.loginAs);
    Object.assign(entries, { loginToken: token, accessToken: token, user: JSON.stringify(user) });
  }
  const context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'zh-CN',
    storageState: { cookies: [], origins: [{ origin: e2e.stack.baseUrl, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] },
  });
  for (const script of opts.init ?? []) await context.addInitScript(script);
  return context;
}

async function openSettings(context: BrowserContext, chain = 'eth'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${e2e.stack.baseUrl}/${chain}/settings`);
  await page.getByTestId('settings-page').waitFor({ timeout: 30_000 });
  return page;
}

const heights = (page: Page) => page.getByTestId('block-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height'))));

describe('settings page', () => {
  it('page size 10 makes the block list show 10 rows (guest, kept in the browser)', async () => {
    const context = await newContext();
    const page = await openSettings(context);
    await page.getByRole('heading', { name: '系统设置', exact: true }).waitFor();
    for (const tab of ['显示设置', '网络设置', '通知设置', '安全设置', '关于']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    expect(await page.getByTestId('setting-pageSize').inputValue()).toBe('25');
    await page.getByTestId('setting-pageSize').selectOption('10');
    await page.getByTestId('settings-save').click();
    await toast(page, '设置已保存').waitFor();
    await page.goto(`${e2e.stack.baseUrl}/eth/blocks`);
    await page.getByTestId('block-row').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await heights(page)).toHaveLength(10);
    expect(new URL(page.url()).searchParams.get('size')).toBeNull();
    // the URL still wins
    await page.goto(`${e2e.stack.baseUrl}/eth/blocks?size=25`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="block-row"]').length === 25);
    await context.close();
  });

  it('shows conditional fields and the field messages (refresh interval out of range)', async () => {
    const context = await newContext();
    const page = await openSettings(context);
    const interval = page.getByTestId('setting-refreshInterval');
    await interval.waitFor();
    await page.getByTestId('setting-autoRefresh').getByRole('switch').uncheck();
    await interval.waitFor({ state: 'detached' });
    await page.getByTestId('setting-autoRefresh').getByRole('switch').check();
    await interval.fill('3');
    await page.getByTestId('settings-save').click();
    await page.getByText('请输入 5 到 300 之间的整数', { exact: true }).waitFor();
    await toast(page, '请先修正标红的设置项').waitFor();
    // e-mail notifications need a signed-in user
    await page.getByTestId('settings-tab-notifications').click();
    expect(await page.getByTestId('setting-emailNotifications').getByRole('switch').isDisabled()).toBe(true);
    await page.getByTestId('setting-emailNotifications-note').getByText('登录后才能开启邮件通知', { exact: false }).waitFor();
    expect(await page.getByTestId('setting-priceAlerts').getByRole('switch').isDisabled()).toBe(true);
    // only the network the server indexes can be chosen
    await page.getByTestId('settings-tab-network').click();
    const disabled = await page.getByTestId('setting-network').locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).disabled]));
    expect(disabled).toEqual([
      ['mainnet', false],
      ['goerli', true],
      ['sepolia', true],
      ['custom', true],
    ]);
    await page.getByTestId('setting-network-note').waitFor();
    await context.close();
  });

  it('a signed-in user’s settings follow them to a new browser context', async () => {
    const who = await registerUser();
    const first = await newContext({ loginAs: who });
    const page = await openSettings(first);
    await page.getByTestId('settings-scope').getByText('您已登录', { exact: false }).waitFor();
    await page.getByTestId('setting-pageSize').selectOption('50');
    await page.getByTestId('setting-theme').selectOption('dark');
    await page.getByTestId('settings-tab-security').click();
    await page.getByTestId('setting-sessionTimeout').fill('90');
    await page.getByTestId('settings-save').click();
    await toast(page, '设置已保存到您的账户').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await first.close();

    const token = (await apiLogin(e2e.stack.baseUrl, who)).token;
    const stored = (await (await fetch(`${e2e.stack.baseUrl}/api/user/settings`, { headers: { authorization: `Bearer ${token}` } })).json()) as any;
    expect(stored.data).toMatchObject({ pageSize: 50, theme: 'dark', sessionTimeout: 90 });

    // a new context: nothing in its storage but the session
    const second = await newContext({ loginAs: who });
    const again = await second.newPage();
    await again.goto(`${e2e.stack.baseUrl}/eth/blocks`);
    await again.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await again.waitForFunction(() => document.querySelectorAll('[data-testid="block-row"]').length === 50);
    await again.goto(`${e2e.stack.baseUrl}/eth/settings`);
    await again.getByTestId('settings-page').waitFor();
    await again.waitForFunction(() => (document.querySelector('[data-testid="setting-pageSize"]') as HTMLSelectElement | null)?.value === '50');
    await again.getByTestId('settings-tab-security').click();
    expect(await again.getByTestId('setting-sessionTimeout').inputValue()).toBe('90');
    await screenshot(again, 'settings-signed-in-dark');
    await second.close();
  });

  it('refuses an import that does not parse or holds out-of-range values, with a message', async () => {
    const context = await newContext();
    const page = await openSettings(context);
    await page.getByTestId('settings-tab-security').click();
    const file = page.getByTestId('settings-import-file');
    await file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
    await page.getByTestId('settings-import-result').getByText('导入失败：文件不是有效的 JSON', { exact: true }).waitFor();
    await file.setInputFiles({ name: 'range.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ refreshInterval: 1, sessionTimeout: 5000 })) });
    await page.getByTestId('settings-import-result').getByText('导入失败：以下设置项的值无效：refreshInterval, sessionTimeout', { exact: true }).waitFor();
    expect(await page.getByTestId('setting-sessionTimeout').inputValue()).toBe('30');
    // a good file is merged into the form
    await file.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ sessionTimeout: 120 })) });
    await page.getByTestId('settings-import-result').getByText('已导入设置，点击保存生效', { exact: true }).waitFor();
    expect(await page.getByTestId('setting-sessionTimeout').inputValue()).toBe('120');
    // export downloads the form as JSON
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('settings-export').click()]);
    expect(download.suggestedFilename()).toBe('explorer-settings.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(exported).toMatchObject({ sessionTimeout: 120, pageSize: 25, useWebSocket: true });
    await context.close();
  });

  it('WebSocket off: no /ws connection, the indicators say polling and the block list still gets new blocks', async () => {
    const who = await registerUser();
    const context = await newContext({ loginAs: who });
    const page = await openSettings(context);
    await page.getByTestId('setting-refreshInterval').fill('5');
    await page.getByTestId('settings-tab-network').click();
    await page.getByTestId('setting-useWebSocket').getByRole('switch').uncheck();
    await page.getByTestId('settings-save').click();
    await toast(page, '设置已保存到您的账户').waitFor();
    await page.close();

    const sockets: string[] = [];
    const list = await context.newPage();
    list.on('websocket', (ws) => sockets.push(ws.url()));
    await list.goto(`${e2e.stack.baseUrl}/eth/blocks`);
    await list.getByTestId('block-row').first().waitFor();
    await list.getByTestId('connection-indicator').getByText('轮询更新', { exact: true }).waitFor();
    await list.getByTestId('live-indicator').getByText('轮询更新', { exact: true }).waitFor();
    const top = (await heights(list))[0]!;
    await list.waitForFunction((h) => Number(document.querySelector('[data-testid="block-row"]')?.getAttribute('data-height')) > h, top, { timeout: 60_000 });
    expect(sockets).toEqual([]);
    await context.close();
  });

  it('turning browser notifications on asks the permission: granted', async () => {
    const context = await newContext({
      init: [
        `(() => { const ask = Notification.requestPermission.bind(Notification); window.__asked = 0;
          Notification.requestPermission = (...a) => { window.__asked++; return ask(...a); }; })();`,
      ],
    });
    await context.grantPermissions(['notifications'], { origin: e2e.stack.baseUrl });
    const page = await openSettings(context);
    await page.getByTestId('settings-tab-notifications').click();
    const toggle = page.getByTestId('setting-browserNotifications').getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    expect(await page.evaluate(() => (window as any).__asked)).toBe(0);
    await toggle.check();
    await page.waitForFunction(() => (window as any).__asked === 1);
    await page.getByTestId('setting-browserNotifications-note').getByText('已获得通知权限', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await context.close();
  });

  it('turning browser notifications on asks the permission: denied turns it off with a note', async () => {
    const context = await newContext({
      init: [
        `(() => { let state = 'default'; window.__asked = 0;
          class FakeNotification { constructor() {} static get permission() { return state; }
            static requestPermission() { window.__asked++; state = 'denied'; return Promise.resolve('denied'); } }
          window.Notification = FakeNotification; })();`,
      ],
    });
    const page = await openSettings(context);
    await page.getByTestId('settings-tab-notifications').click();
    await page.getByTestId('ask-permission').click();
    await page.waitForFunction(() => (window as any).__asked === 1);
    await page.getByTestId('setting-browserNotifications-note').getByText('浏览器拒绝了通知权限', { exact: false }).waitFor();
    expect(await page.getByTestId('setting-browserNotifications').getByRole('switch').isChecked()).toBe(false);
    await context.close();
  });

  it('a new block of the current chain is announced while the page is hidden', async () => {
    const context = await newContext({
      init: [
        `(() => { window.__shown = [];
          class FakeNotification { constructor(title, opts) { window.__shown.push({ title, body: opts && opts.body }); }
            static get permission() { return 'granted'; } static requestPermission() { return Promise.resolve('granted'); } }
          window.Notification = FakeNotification;
          Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden', configurable: true }); })();`,
      ],
    });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.baseUrl}/eth`);
    await page.getByTestId('app-shell').waitFor();
    await page.waitForFunction(() => (window as any).__shown.length > 0, undefined, { timeout: 60_000 });
    const shown = (await page.evaluate(() => (window as any).__shown)) as Array<{ title: string }>;
    expect(shown[0]!.title).toMatch(/^Ethereum 新区块 #\d+$/);
    await context.close();
  });

  it('language English and theme dark take effect at once and stay after a reload', async () => {
    const context = await newContext();
    const page = await openSettings(context, 'bsc');
    await page.getByTestId('setting-language').selectOption('en-US');
    await page.getByTestId('setting-theme').selectOption('dark');
    await page.getByTestId('settings-save').click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    // the save's own toast speaks the language just chosen
    await toast(page, 'Settings saved').waitFor();
    expect(await toast(page, '设置已保存').count()).toBe(0);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual(['en-US', 'dark']);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    expect(await page.getByTestId('setting-language').inputValue()).toBe('en-US');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // a message in English too
    await page.getByTestId('setting-refreshInterval').fill('301');
    await page.getByTestId('settings-save').click();
    await page.getByText('Enter a whole number from 5 to 300', { exact: true }).waitFor();
    await context.close();
  });

  it('session timeout: a signed-in page idle past the timeout (counted from the last input remembered) signs out', async () => {
    const who = await registerUser();
    const idle = await newContext({ loginAs: who, storage: { lastActivity: String(Date.now() - 31 * 60_000) } });
    const page = await idle.newPage();
    await page.goto(`${e2e.stack.baseUrl}/eth/settings`);
    await toast(page, '长时间未操作，已自动退出登录').waitFor();
    await page.getByTestId('settings-scope').getByText('游客模式', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('loginToken'))).toBeNull();
    await idle.close();
    // within the timeout the session stays
    const active = await newContext({ loginAs: who, storage: { lastActivity: String(Date.now() - 5 * 60_000) } });
    const ok = await openSettings(active);
    await ok.getByTestId('settings-scope').getByText('您已登录', { exact: false }).waitFor();
    expect(await ok.evaluate(() => localStorage.getItem('loginToken'))).not.toBeNull();
    await active.close();
  });

  it('API endpoint: the page’s calls and its live channel go to the endpoint set', async () => {
    const API = 'http://api.explorer.test';
    const context = await newContext();
    const sent: string[] = [];
    // the other origin is this stack, reached through the browser's request interception
    await context.route(`${API}/**`, async (route) => {
      const url = new URL(route.request().url());
      sent.push(url.pathname);
      await route.fulfill({ response: await route.fetch({ url: `${e2e.stack.baseUrl}${url.pathname}${url.search}` }) });
    });
    const page = await openSettings(context);
    await page.getByTestId('settings-tab-network').click();
    await page.getByTestId('setting-apiEndpoint').fill('ftp://nope');
    await page.getByTestId('settings-save').click();
    await page.getByText('请输入 http:// 或 https:// 开头的地址', { exact: true }).waitFor();
    await page.getByTestId('setting-apiEndpoint').fill(`${API}/`);
    await page.getByTestId('settings-save').click();
    await toast(page, '设置已保存').waitFor();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${e2e.stack.baseUrl}/eth/blocks`);
    await page.getByTestId('block-row').first().waitFor();
    expect(sent).toContain('/api/no-auth/blocks');
    await waitUntil('a live channel opened to the endpoint', async () => (sockets.includes('ws://api.explorer.test/ws') ? true : undefined), 30_000, 200);
    await context.close();
  });

  it('About shows the server’s and the page’s versions and checks for updates', async () => {
    const context = await newContext();
    const page = await openSettings(context, 'sol');
    await page.getByTestId('settings-tab-about').click();
    await page.getByTestId('about-server-version').getByText(ROOT_VERSION, { exact: true }).waitFor();
    expect(await page.getByTestId('about-page-version').innerText()).toBe(WEB_VERSION);
    await page.getByText('MIT', { exact: true }).waitFor();
    await page.getByTestId('about-check').click();
    const expected = ROOT_VERSION === WEB_VERSION ? '已是最新版本' : `服务器已更新到 ${ROOT_VERSION}，请刷新页面`;
    await page.getByTestId('about-check-result').getByText(expected, { exact: true }).waitFor();
    await context.close();
  });
});
