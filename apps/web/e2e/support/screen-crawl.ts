/**
 * Walking every screen of the route map in one page (the English check of i18n-theme.test.ts): the
 * route patterns, a page's settled state, the Chinese it shows, and a crawl that fills each route's
 * parameters from links the screens themselves show.
 */
import type { Page } from 'playwright-core';
import type { RouteObject } from 'react-router';

/** a character of the CJK ranges the zh-CN catalog uses */
export const CHINESE = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';

/** Every leaf path of the route map ('/eth/blocks/:height', …), without the not-found route. */
export function routePatterns(list: RouteObject[], base = ''): string[] {
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

const patternRegex = (p: string) =>
  new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** Waits until the route's page is loaded and its data settled (nothing busy or loading). */
export async function settle(page: Page): Promise<void> {
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
export function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const one = new RegExp(source);
    const found: string[] = [];
    // chain data (a memo, a program's log lines: [data-chain-text]) is what the chain holds, in any language
    const text = [...document.querySelectorAll('[data-chain-text]')].reduce((all, el) => all.replace((el as HTMLElement).innerText, ''), document.body.innerText);
    for (const m of text.match(new RegExp(`.{0,24}${source}+.{0,24}`, 'g')) ?? [])
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

export interface Crawl {
  visited: string[];
  chinese: string[];
  unlinked: string[];
}

/**
 * Visits every route once on one page: the fixed ones, then each parameterised one (and each fixed
 * one with a query, e.g. address-transactions?address=) through the first link to it seen so far.
 */
export async function crawl(page: Page, baseUrl: string, patterns: { fixed: string[]; params: string[] }): Promise<Crawl> {
  const result: Crawl = { visited: [], chinese: [], unlinked: [] };
  const linked = new Map<string, string>();
  const queried = new Map<string, string>();
  const fixedSet = new Set(patterns.fixed);
  const visit = async (path: string) => {
    await page.goto(baseUrl + path);
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
