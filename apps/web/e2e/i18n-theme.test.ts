/**
 * English and the dark theme on every screen, in a real browser against `explorer start` (eth, bsc,
 * btc, sol devnets):
 * (a) in English (the language stored the way the page stores it: a guest's under
 *     LANGUAGE_STORAGE_KEY, a signed-in user's in their server settings) every route of the route
 *     map (app/routes.tsx, so a new screen is covered as soon as it has a route) on every chain shows
 *     no Chinese character — not in the text, not in titles, placeholders, aria-labels or the
 *     document title. Routes with parameters are filled from links the screens themselves show
 *     (a block row → the block page, a contract row → its page, …); a route no screen links to
 *     fails the test. Also the login, profile, address and API-key dialogs, signed in and as a guest.
 * (b) dark theme: with the theme stored as dark the page (already before the app's code runs:
 *     public/theme-boot.js), panels, tables and dialogs are dark with
 *     light text, the light theme stays light, and axe's colour-contrast rule passes in dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { enUS } from '../src/i18n/en-US';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/translate';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { apiLogin, screenshot, useStackAndBrowser, waitUntil } from './support';
import { contrastViolations, looks, luminance, transparent } from './support/colours';
import { chineseOnPage, crawl, routePatterns, settle } from './support/screen-crawl';

const ENGLISH = { [LANGUAGE_STORAGE_KEY]: 'en-US' };
/** one page visit per route of every chain */
const CRAWL_TIMEOUT_MS = 900_000;

async function api(path: string, token?: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await res.json()) as any).data;
}
const count = (data: any): number =>
  Array.isArray(data) ? data.length : Number(data?.total ?? data?.rows?.length ?? data?.blocks?.length ?? 0);

const e2e = useStackAndBrowser({
  ready: async () => {
    for (const chain of ['eth', 'bsc', 'btc', 'sol']) {
      await waitUntil(
        `indexed ${chain} blocks`,
        async () =>
          (await api(`/api/no-auth/blocks?chain=${chain}&page=1&page_size=1`))?.total > 5 ? true : undefined,
        240_000,
        1000,
      );
    }
    // the address screens list what the enricher found: wait for a row on each so their detail pages have a link
    for (const chain of ['eth', 'bsc']) {
      await waitUntil(
        `a recognised ${chain} contract`,
        async () =>
          count(await api(`/api/no-auth/contracts?chainName=${chain}&page=1&page_size=1`)) > 0
            ? true
            : undefined,
        180_000,
        1000,
      );
    }
    await waitUntil(
      'a sol mint',
      async () => (count(await api('/api/no-auth/sol/mints?page=1&page_size=1')) > 0 ? true : undefined),
      180_000,
      1000,
    );
  },
  timeoutMs: 600_000,
});

const PATTERNS = routePatterns(routes);
const FIXED = PATTERNS.filter((p) => !p.includes(':'));
const WITH_PARAMS = PATTERNS.filter((p) => p.includes(':'));

/** Opens each dialog of the user menu and reports the Chinese it shows. */
async function userMenuDialogs(page: Page): Promise<string[]> {
  const found: string[] = [];
  const labels = [enUS['shell.profile'], enUS['shell.addressManage'], enUS['shell.apiKeys']];
  for (const label of labels) {
    await page.getByRole('button', { name: enUS['shell.userMenu'] }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await page.locator('dialog[open]').waitFor();
    await settle(page);
    for (const c of await chineseOnPage(page)) found.push(`dialog ${label}: ${c}`);
    await page.keyboard.press('Escape');
    await page
      .locator('dialog[open]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  return found;
}

/** The demo administrator, with English (and the given theme) in their server settings. */
async function signedInAs(
  settings: Record<string, unknown>,
): Promise<{ username: string; password: string }> {
  const { token } = await apiLogin(e2e.stack.baseUrl, e2e.stack.demo);
  const current = await api('/api/user/settings', token);
  const res = await fetch(`${e2e.stack.baseUrl}/api/user/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...current, ...settings }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return e2e.stack.demo;
}

describe('English on every screen', () => {
  it('the route map has the screens of every chain', () => {
    for (const chain of ['eth', 'bsc', 'btc', 'sol']) {
      expect(FIXED).toContain(`/${chain}/blocks`);
      expect(WITH_PARAMS).toContain(`/${chain}/blocks/:height`);
    }
    expect(FIXED).toContain('/eth/personal/earnings');
  });

  it(
    'signed in: every route of every chain and the user-menu dialogs show no Chinese',
    async () => {
      const who = await signedInAs({ language: 'en-US' });
      const page = await e2e.open('/eth', { loginAs: who, storage: ENGLISH });
      await page.getByRole('button', { name: enUS['shell.userMenu'] }).waitFor();
      const result = await crawl(page, e2e.stack.baseUrl, { fixed: FIXED, params: WITH_PARAMS });
      expect(result.unlinked, 'routes no screen links to (give the test a way to reach them)').toEqual([]);
      expect(result.visited.length).toBeGreaterThanOrEqual(PATTERNS.length);
      await page.goto(`${e2e.stack.baseUrl}/eth`);
      await settle(page);
      const dialogs = await userMenuDialogs(page);
      await page.goto(`${e2e.stack.baseUrl}/sol`);
      await settle(page);
      dialogs.push(...(await userMenuDialogs(page)));
      // the administrator's add dialogs of the consoles, with their validation messages
      for (const [path, label] of [
        ['/eth/addresses', enUS['contracts.add']],
        ['/sol/addresses', enUS['mints.add']],
        ['/sol/programs', enUS['programs.add']],
      ] as const) {
        await page.goto(e2e.stack.baseUrl + path);
        await settle(page);
        await page.getByRole('button', { name: label }).first().click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        await dialog.locator('button[type="submit"], .modal-foot .btn-primary').last().click();
        await settle(page);
        for (const c of await chineseOnPage(page)) dialogs.push(`${path} ${label}: ${c}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
      }
      expect([...result.chinese, ...dialogs]).toEqual([]);
      await screenshot(page, 'english-sol-signed-in');
      await page.close();
    },
    CRAWL_TIMEOUT_MS,
  );

  it(
    'guest: the public routes, the guest limits and the login and register dialogs show no Chinese',
    async () => {
      const page = await e2e.open('/eth', { storage: ENGLISH });
      const publicRoutes = FIXED.filter((p) => !p.includes('/personal'));
      // and the error screens: not found, a block or transaction the server does not have (its Chinese answer)
      const errorScreens = [
        '/eth/no-such-page',
        '/eth/blocks/999999999',
        '/sol/blocks/999999999999',
        `/eth/transactions/0x${'f'.repeat(64)}`,
        `/btc/transactions/${'f'.repeat(64)}`,
        `/sol/transactions/${'1'.repeat(64)}`,
      ];
      const result = await crawl(page, e2e.stack.baseUrl, { fixed: [...publicRoutes, ...errorScreens], params: WITH_PARAMS });
      await page.goto(`${e2e.stack.baseUrl}/eth`);
      await settle(page);
      await page.locator('header').getByRole('button', { name: enUS['shell.login'], exact: true }).click();
      await page.locator('dialog[open]').waitFor();
      const dialogs = (await chineseOnPage(page)).map((c) => `login: ${c}`);
      await page.getByRole('button', { name: enUS['auth.toRegister'] }).click();
      await page.locator('dialog[open]').getByRole('button', { name: enUS['auth.toLogin'] }).waitFor();
      dialogs.push(...(await chineseOnPage(page)).map((c) => `register: ${c}`));
      // a refused sign-in shows the server's (Chinese) answer in English
      await page.getByRole('button', { name: enUS['auth.toLogin'] }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.locator('input').nth(0).fill(e2e.stack.demo.username);
      await dialog.locator('input[type="password"]').first().fill('wrong-password-1');
      await dialog.locator('form button[type="submit"]').click();
      await page.getByText(enUS['server.auth.badLogin'], { exact: true }).first().waitFor();
      dialogs.push(...(await chineseOnPage(page)).map((c) => `login refused: ${c}`));
      expect([...result.chinese, ...dialogs]).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      await page.close();
    },
    CRAWL_TIMEOUT_MS,
  );

  it('the same screens in Chinese do show Chinese (the check can fail)', async () => {
    const page = await e2e.open('/eth/blocks');
    await settle(page);
    expect((await chineseOnPage(page)).length).toBeGreaterThan(0);
    await page.close();
  });
});

const SURFACES = [
  'html',
  '.sidebar',
  '.card',
  '.panel',
  '.stat-card',
  '.data-table > thead > tr > th',
  '.data-table > tbody > tr > td',
  '.notice-card',
  '.empty-state',
];

describe('dark theme', () => {
  it('page, sidebar, panels and tables are dark with light text; light stays light', async () => {
    const block = (await api('/api/no-auth/blocks?chain=eth&page=1&page_size=1')).blocks[0].height as number;
    const screens = ['/eth', '/eth/blocks', `/eth/blocks/${block}`, '/btc', '/sol/blocks', '/eth/addresses'];
    const dark = await e2e.open('/eth', { storage: { [THEME_STORAGE_KEY]: 'dark' } });
    const light = await e2e.open('/eth');
    expect(
      await dark.evaluate(() => [
        document.documentElement.dataset.theme,
        getComputedStyle(document.documentElement).colorScheme,
      ]),
    ).toEqual(['dark', 'dark']);
    expect(await light.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const problems: string[] = [];
    for (const path of screens) {
      await dark.goto(e2e.stack.baseUrl + path);
      await settle(dark);
      await light.goto(e2e.stack.baseUrl + path);
      await settle(light);
      const darkLooks = await looks(dark, SURFACES);
      expect(darkLooks.length, path).toBeGreaterThanOrEqual(3);
      for (const l of darkLooks) {
        if (!transparent(l.background) && luminance(l.background) > 0.05)
          problems.push(`${path} ${l.selector}: background ${l.background} is not dark`);
        if (luminance(l.color) < 0.3) problems.push(`${path} ${l.selector}: text ${l.color} is not light`);
      }
      for (const l of await looks(light, SURFACES)) {
        if (!transparent(l.background) && luminance(l.background) < 0.8)
          problems.push(`${path} ${l.selector}: light background ${l.background} is not light`);
      }
      problems.push(...(await contrastViolations(dark)).map((v) => `${path} (dark) ${v}`));
    }
    await screenshot(dark, 'dark-eth-addresses');
    expect(problems).toEqual([]);
    await dark.close();
    await light.close();
  }, 300_000);

  it('a dark-theme visitor’s page is dark before the app’s code has run (no light flash)', async () => {
    // the app's scripts never arrive: what shows is index.html, its stylesheet and public/theme-boot.js
    const page = await e2e.open('/eth/blocks', {
      storage: { [THEME_STORAGE_KEY]: 'dark' },
      waitForShell: false,
      beforeLoad: (p) => p.route(/\/assets\/[^/]+\.js$/, (route) => route.abort()),
    });
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, document.querySelector('[data-testid="app-shell"]') === null])).toEqual(['dark', true]);
    const [root] = await looks(page, ['html']);
    expect(luminance(root!.background)).toBeLessThan(0.05);
    await page.close();
  });

  it('auto follows the system colour scheme while the page is open', async () => {
    const page = await e2e.open('/eth/blocks', { storage: { [THEME_STORAGE_KEY]: 'auto' } });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const [root] = await looks(page, ['html']);
    expect(luminance(root!.background)).toBeLessThan(0.05);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.close();
  });

  it('signed in with theme dark in the settings: dialogs and menus are dark too', async () => {
    const who = await signedInAs({ theme: 'dark', language: 'en-US' });
    const page = await e2e.open('/eth/blocks', { loginAs: who });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await settle(page);
    await page.getByRole('button', { name: enUS['shell.userMenu'] }).click();
    const [menu] = await looks(page, ['.menu']);
    expect(luminance(menu!.background)).toBeLessThan(0.05);
    await page.getByRole('menuitem', { name: enUS['shell.apiKeys'] }).click();
    await page.locator('dialog[open]').waitFor();
    await settle(page);
    const [dialog] = await looks(page, ['dialog[open]']);
    expect(luminance(dialog!.background)).toBeLessThan(0.05);
    expect(luminance(dialog!.color)).toBeGreaterThan(0.3);
    expect(await contrastViolations(page)).toEqual([]);
    await screenshot(page, 'dark-api-keys-dialog');
    await page.close();
    // back to the defaults for the other tests of this file
    await signedInAs({ theme: 'light', language: 'en-US' });
  });
});
