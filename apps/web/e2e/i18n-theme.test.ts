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
 * (b) dark theme: with the theme stored as dark the page, panels, tables and dialogs are dark with
 *     light text, the light theme stays light, and axe's colour-contrast rule passes in dark.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { enUS } from '../src/i18n/en-US';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/translate';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { apiLogin, screenshot, useStackAndBrowser, waitUntil } from './support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CHINESE = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
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

/** Every leaf path of the route map ('/eth/blocks/:height', …), without the not-found route. */
function routePatterns(list: RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const r of list) {
    if (r.path === '*') continue;
    const path =
      r.index || r.path === undefined
        ? base
        : r.path.startsWith('/')
          ? r.path
          : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.children?.length) out.push(...routePatterns(r.children, path));
    else out.push(path || '/');
  }
  return [...new Set(out)];
}

const PATTERNS = routePatterns(routes);
const FIXED = PATTERNS.filter((p) => !p.includes(':'));
const WITH_PARAMS = PATTERNS.filter((p) => p.includes(':'));
const patternRegex = (p: string) =>
  new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** Waits until the route's page is loaded and its data settled (nothing busy or loading). */
async function settle(page: Page): Promise<void> {
  await page.getByTestId('app-shell').waitFor({ timeout: 30_000 });
  const idle = () =>
    page
      .waitForFunction(
        () => !document.querySelector('.route-progress, .loading-state, [aria-busy="true"]'),
        null,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
  await idle();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await idle();
}

/** Chinese characters on the page: text, the attributes people read, the document title. */
function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const one = new RegExp(source);
    const found: string[] = [];
    for (const m of document.body.innerText.match(new RegExp(`.{0,24}${source}+.{0,24}`, 'g')) ?? [])
      found.push(m.trim());
    for (const el of document.querySelectorAll(
      '[title], [placeholder], [aria-label], [alt], [aria-description]',
    )) {
      for (const attr of ['title', 'placeholder', 'aria-label', 'alt', 'aria-description']) {
        const v = el.getAttribute(attr);
        if (v && one.test(v)) found.push(`${el.tagName.toLowerCase()}[${attr}]: ${v}`);
      }
    }
    for (const el of document.body.querySelectorAll('svg title, svg desc'))
      if (one.test(el.textContent ?? '')) found.push(`svg: ${el.textContent}`);
    if (one.test(document.title)) found.push(`document.title: ${document.title}`);
    return found;
  }, CHINESE);
}

/** Same-origin links on the page as path + query. */
function linksOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search),
  );
}

interface Crawl {
  visited: string[];
  chinese: string[];
  unlinked: string[];
}

/**
 * Visits every route once on one page: the fixed ones, then each parameterised one (and each fixed
 * one with a query, e.g. address-transactions?address=) through the first link to it seen so far.
 */
async function crawl(page: Page, patterns: { fixed: string[]; params: string[] }): Promise<Crawl> {
  const result: Crawl = { visited: [], chinese: [], unlinked: [] };
  const linked = new Map<string, string>();
  const queried = new Map<string, string>();
  const fixedSet = new Set(patterns.fixed);
  const visit = async (path: string) => {
    await page.goto(e2e.stack.baseUrl + path);
    await settle(page);
    result.visited.push(path);
    for (const c of await chineseOnPage(page))
      result.chinese.push(`${path} → ${new URL(page.url()).pathname}: ${c}`);
    for (const href of await linksOnPage(page)) {
      const [pathname] = href.split('?');
      for (const p of patterns.params)
        if (!linked.has(p) && patternRegex(p).test(pathname!)) linked.set(p, href);
      if (href.includes('?') && fixedSet.has(pathname!) && !queried.has(pathname!))
        queried.set(pathname!, href);
    }
  };
  for (const p of patterns.fixed) await visit(p);
  const pending = new Set(patterns.params);
  for (let progress = true; progress && pending.size > 0;) {
    progress = false;
    for (const p of [...pending]) {
      const href = linked.get(p);
      if (!href) continue;
      pending.delete(p);
      progress = true;
      await visit(href);
    }
  }
  result.unlinked = [...pending];
  for (const href of queried.values()) await visit(href);
  return result;
}

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
      const result = await crawl(page, { fixed: FIXED, params: WITH_PARAMS });
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
        `/btc/transactions/${'f'.repeat(64)}`,
        `/sol/transactions/${'1'.repeat(64)}`,
      ];
      const result = await crawl(page, { fixed: [...publicRoutes, ...errorScreens], params: WITH_PARAMS });
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

interface Look {
  selector: string;
  background: string;
  color: string;
}

/** Computed colours of the first visible element of each selector. */
function looks(page: Page, selectors: string[]): Promise<Look[]> {
  return page.evaluate((list) => {
    const out: Look[] = [];
    for (const selector of list) {
      const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0);
      if (!el) continue;
      const s = getComputedStyle(el);
      out.push({ selector, background: s.backgroundColor, color: s.color });
    }
    return out;
  }, selectors);
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const transparent = (rgb: string) => rgb === 'transparent' || /rgba\(.*,\s*0\)$/.test(rgb);

async function contrastViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx?: unknown,
            opts?: unknown,
          ): Promise<{
            violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
}

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
