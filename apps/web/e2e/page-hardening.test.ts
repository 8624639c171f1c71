/**
 * What a new user met on the page, fixed and kept fixed: a double click on 添加 sends one request and
 * no false error; a page past the end moves to the last page; at 390 px the home panels stay apart;
 * toasts keep clear of a dialog's close button; no router warnings; dialogs are native <dialog>s
 * (Escape closes, Tab stays inside); and axe finds no serious or critical accessibility problem on the
 * main screens and an open dialog.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useStackAndBrowser } from './support';

const e2e = useStackAndBrowser();
const user = { username: `ph${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`, password: 'secret-123' };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, email: `${user.username}@example.com` }),
  });
  expect(res.status).toBe(200);
  await apiLogin(e2e.stack.baseUrl, user);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function serious(page: Page): Promise<string[]> {
  // the page's CSP refuses injected <script> tags (as it should); DevTools evaluation is not subject to it
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx?: unknown, opts?: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openAddresses(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '地址管理' }).click();
  const dialog = page.getByTestId('addresses-modal');
  await dialog.getByRole('heading', { name: '地址管理', exact: true }).waitFor();
  return dialog;
}

describe('page hardening', () => {
  it('a double click on 添加 sends one request and shows no error', async () => {
    const page = await e2e.open('/eth', { loginAs: user });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/addresses' && posts.push(r.url()));
    const dialog = await openAddresses(page);
    await dialog.getByLabel('地址', { exact: true }).fill('0x00000000000000000000000000000000000000aa');
    await dialog.getByLabel('标签', { exact: true }).fill('double');
    await dialog.getByRole('button', { name: '添加', exact: true }).dblclick();
    await page.locator('.toast').filter({ hasText: '地址创建成功！' }).first().waitFor();
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await page.locator('.toast-error').count()).toBe(0);
    await page.close();
  });

  it('a native dialog: Escape closes it, Tab stays inside, a toast keeps clear of its close button', async () => {
    const page = await e2e.open('/eth', { loginAs: user });
    const dialog = await openAddresses(page);
    expect(await dialog.evaluate((el) => el.tagName)).toBe('DIALOG');
    // the page behind is inert: Tab reaches the dialog's controls (and, past the last, the browser's own
    // UI, where the document has no focused element) but never an element of the page
    let inside = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body ? 'none' : el.closest('dialog[open]') ? 'dialog' : `page: ${el.outerHTML.slice(0, 80)}`;
      });
      expect(where, `tab ${i}`).toMatch(/^(dialog|none)$/);
      if (where === 'dialog') inside++;
    }
    expect(inside).toBeGreaterThan(10);
    // an incomplete address: an error toast while the dialog is open
    await dialog.getByLabel('地址', { exact: true }).fill('0x00000000000000000000000000000000000000bb');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    expect(await toast.isVisible()).toBe(true);
    const close = dialog.getByRole('button', { name: '关闭' }).first();
    expect(overlaps((await toast.boundingBox())!, (await close.boundingBox())!)).toBe(false);
    expect(await serious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('a page past the end moves to the last page', async () => {
    const page = await e2e.open('/eth/blocks?page=999999');
    await page.waitForURL((url) => url.searchParams.get('page') !== '999999', { timeout: 20_000 });
    const last = Number(new URL(page.url()).searchParams.get('page') ?? '1');
    expect(last).toBeGreaterThanOrEqual(1);
    expect(last).toBeLessThan(999999);
    await page.getByTestId('block-row').first().waitFor();
    await page.close();
  });

  it('at 390 px the home panels stay inside the screen and apart', async () => {
    const page = await e2e.open('/eth', { viewport: { width: 390, height: 844 } });
    await page.locator('.home-columns .panel').nth(1).waitFor();
    const boxes = await page.locator('.home-columns .panel').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
    expect(boxes.length).toBe(2);
    expect(overlaps(boxes[0]!, boxes[1]!)).toBe(false);
    for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('no router warnings, and axe finds nothing serious on the home and the block list', async () => {
    const page = await e2e.open('/eth');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    for (const path of ['/', '/eth/personal', '/eth/blocks']) {
      await page.goto(e2e.stack.baseUrl + path);
      await page.getByTestId('app-shell').waitFor();
    }
    expect(warnings.filter((w) => /has no element|No routes matched/.test(w))).toEqual([]);
    await page.goto(e2e.stack.baseUrl + '/eth');
    await page.locator('.home-columns .panel').first().waitFor();
    expect(await serious(page)).toEqual([]);
    await page.goto(e2e.stack.baseUrl + '/eth/blocks');
    await page.getByTestId('block-row').first().waitFor();
    expect(await serious(page)).toEqual([]);
    await page.close();
  });
});
