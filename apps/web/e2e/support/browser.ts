/**
 * Debian's chromium through playwright-core, headless, with a fresh profile per launch (playwright
 * makes a temporary user-data dir). openPage gives each page its own context (own storage), signed
 * in through the real API when asked.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SCREENSHOTS } from './paths';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface OpenPageOptions {
  /** signs in through POST /api/auth/login and stores the session the way the page does */
  loginAs?: { username: string; password: string };
  /** extra browser-storage entries set before the page loads (e.g. an invalid loginToken) */
  storage?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** wait for the shell to render (default true) */
  waitForShell?: boolean;
  /** runs on the new page before it loads (e.g. page.route to hold back a request) */
  beforeLoad?(page: Page): Promise<unknown>;
}

export interface SignedIn {
  token: string;
  user: { id: number; username: string; email: string; role?: string };
}

export async function apiLogin(baseUrl: string, who: { username: string; password: string }): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await res.json()) as any;
  if (!res.ok || !body.success) throw new Error(`login as ${who.username} failed: ${res.status} ${body.message}`);
  return { token: body.data.access_token, user: body.data.user };
}

/**
 * Opens baseUrl + path in a new context. Page errors, console errors and HTTP responses ≥ 400 are
 * collected on page.errors (a test expecting a 401 filters it out).
 */
export async function openPage(browser: Browser, baseUrl: string, path: string, opts: OpenPageOptions = {}): Promise<Page & { errors: string[] }> {
  const entries: Record<string, string> = { ...opts.storage };
  if (opts.loginAs) {
    const { token, user } = await apiLogin(baseUrl, opts.loginAs);
    Object.assign(entries, { loginToken: token, accessToken: token, user: JSON.stringify(user) });
  }
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 860 },
    locale: 'zh-CN',
    storageState: { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] },
  });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    // failed requests are reported below with their URL
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) page.errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) page.errors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('close', () => void context.close().catch(() => {}));
  await opts.beforeLoad?.(page);
  await page.goto(baseUrl + path);
  if (opts.waitForShell !== false) await page.getByTestId('app-shell').waitFor({ timeout: 30_000 });
  return page;
}

/** Saves a full-page screenshot to test-output/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The toast showing exactly `text`. A toast stays 5 s (TOAST_DURATION_MS): a test that shows the same
 * text twice within that time waits for the first to go (waitFor({ state: 'detached' })) before it
 * looks for the second, or both match.
 */
export const toast = (page: Page, text: string) => page.locator('.toasts .toast-text').getByText(text, { exact: true });
