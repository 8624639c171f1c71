/**
 * The account dialogs of the user menu in a real browser against `explorer start`, each test with
 * its own freshly registered user:
 * - 个人中心: username (read-only), e-mail, role; the password rules' texts; the server's message for
 *   a wrong current password; a real password change (old refused, new accepted by the login API);
 *   an e-mail edit saved on the server and shown in the top bar.
 * - API密钥管理: the form's defaults and validation texts; a created key's secret shown once and
 *   working on /api/v1, gone from the page after closing; enable/disable taking effect on /api/v1;
 *   delete behind the exact confirmation; unlimited and never-expiring keys.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultExpiryDate } from '../src/features/api-keys/key-rules';
import { screenshot, useStackAndBrowser } from './support';

const e2e = useStackAndBrowser();

interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
async function registerUser(): Promise<Account> {
  const username = `acct${Date.now().toString(36)}${counter++}${Math.floor(Math.random() * 1e4)}`;
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return account;
}

async function login(username: string, password: string): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as any;
  return { status: res.status, token: body.data?.access_token };
}

async function getAs(account: Account, path: string): Promise<any> {
  const { token } = await login(account.username, account.password);
  const res = await fetch(e2e.stack.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data;
}

/** a signed call made with an API key instead of a bearer token */
async function v1WithKey(apiKey: string, secret: string): Promise<number> {
  const res = await fetch(`${e2e.stack.baseUrl}/api/v1/blocks?chain=eth&page=1&page_size=1`, {
    headers: { 'X-API-Key': apiKey, 'X-API-Secret': secret },
  });
  return res.status;
}

async function openDialog(page: Page, item: '个人中心' | 'API密钥管理'): Promise<Locator> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await dialog.waitFor();
  return dialog;
}

/** PUT/POST/DELETE requests the page sends to the account endpoints */
function trackWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(user|auth)\//.test(r.url()))
      writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return writes;
}

/** a full-page screenshot from the top (a sticky top bar would otherwise sit mid-image) */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const fieldErrors = (dialog: Locator) => dialog.locator('.field-error').allInnerTexts();

describe('profile dialog (个人中心)', () => {
  it('shows the username (not editable), e-mail and role; the demo account is an administrator', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, '个人中心');
    await dialog.getByLabel('邮箱').waitFor();
    expect(await dialog.getByTestId('profile-username').innerText()).toBe(account.username);
    await dialog.getByText('用户名不支持修改').waitFor();
    // no input holds the username: it is shown, not offered for an edit that would do nothing
    const inputs = await dialog
      .locator('input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(inputs).not.toContain(account.username);
    expect(await dialog.getByLabel('邮箱').inputValue()).toBe(account.email);
    expect(await dialog.getByTestId('profile-role').innerText()).toBe('普通用户');
    expect(await dialog.locator('.profile-avatar').innerText()).toBe(
      account.username.charAt(0).toUpperCase(),
    );
    expect(await dialog.getByLabel('当前密码').inputValue()).toBe('');
    await shot(page, 'profile-dialog');
    expect(page.errors).toEqual([]);
    await page.close();

    const admin = await e2e.open('/eth', { loginAs: e2e.stack.demo });
    const adminDialog = await openDialog(admin, '个人中心');
    await adminDialog.getByTestId('profile-role').getByText('管理员', { exact: true }).waitFor();
    await admin.close();
  });

  it('password and e-mail rules show their texts and send nothing', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const writes = trackWrites(page);
    const dialog = await openDialog(page, '个人中心');
    const save = dialog.getByRole('button', { name: '保存', exact: true });

    await dialog.getByLabel('新密码', { exact: true }).fill('secret99');
    await dialog.getByLabel('确认新密码').fill('secret99');
    await save.click();
    await dialog.getByText('请输入当前密码').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['请输入当前密码']);

    await dialog.getByLabel('当前密码').fill(account.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('12345');
    await dialog.getByLabel('确认新密码').fill('12345');
    await save.click();
    await dialog.getByText('新密码长度不能少于6位').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['新密码长度不能少于6位']);

    await dialog.getByLabel('新密码', { exact: true }).fill('secret99');
    await dialog.getByLabel('确认新密码').fill('secret98');
    await save.click();
    await dialog.getByText('新密码与确认密码不匹配').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['新密码与确认密码不匹配']);

    await dialog.getByLabel('邮箱').fill('');
    await save.click();
    await dialog.getByText('请输入邮箱').waitFor();
    await dialog.getByLabel('邮箱').fill('not-an-email');
    await save.click();
    await dialog.getByText('请输入有效的邮箱地址').waitFor();
    expect(writes).toEqual([]);
    await page.close();
  });

  it('nothing changed: says so and calls nothing', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const writes = trackWrites(page);
    const dialog = await openDialog(page, '个人中心');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '没有需要保存的修改').waitFor();
    expect(writes).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    await page.close();
  });

  it('a wrong current password shows the server message and keeps the old password', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, '个人中心');
    await dialog.getByLabel('当前密码').fill('not-my-password');
    await dialog.getByLabel('新密码', { exact: true }).fill('brandnew1');
    await dialog.getByLabel('确认新密码').fill('brandnew1');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '当前密码错误').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect((await login(account.username, account.password)).status).toBe(200);
    expect((await login(account.username, 'brandnew1')).status).toBe(401);
    expect(page.errors.filter((e) => !/^400 PUT .*\/api\/auth\/change-password$/.test(e))).toEqual([]);
    await page.close();
  });

  it('a password change: 保存成功！, the dialog closes, the old password is refused and the new one accepted', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const writes = trackWrites(page);
    const dialog = await openDialog(page, '个人中心');
    await dialog.getByLabel('当前密码').fill(account.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('brandnew1');
    await dialog.getByLabel('确认新密码').fill('brandnew1');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '保存成功！').waitFor();
    // the dialog stays a moment with the toast (1.5 s), then closes by itself
    expect(await page.getByRole('dialog', { name: '个人中心' }).count()).toBe(1);
    await dialog.waitFor({ state: 'detached' });
    // only the password was sent: the e-mail did not change
    expect(writes).toEqual(['PUT /api/auth/change-password']);
    expect((await login(account.username, account.password)).status).toBe(401);
    expect((await login(account.username, 'brandnew1')).status).toBe(200);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('an e-mail edit is saved on the server and shown in the top bar', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const writes = trackWrites(page);
    const dialog = await openDialog(page, '个人中心');
    const newEmail = `new.${account.email}`;
    await dialog.getByLabel('邮箱').fill(`  ${newEmail} `);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '保存成功！').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(writes).toEqual(['PUT /api/user/profile']);
    expect((await getAs(account, '/api/user/profile')).email).toBe(newEmail);
    await page.getByRole('button', { name: '用户菜单' }).getByText(newEmail).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).email).toBe(newEmail);
    // reopened, the dialog shows the saved e-mail
    const again = await openDialog(page, '个人中心');
    expect(await again.getByLabel('邮箱').inputValue()).toBe(newEmail);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('API key dialog (API密钥管理)', () => {
  const checkedScopes = (dialog: Locator) =>
    dialog
      .locator('.scope-option')
      .evaluateAll((labels) =>
        labels
          .filter((l) => (l.querySelector('input') as HTMLInputElement).checked)
          .map((l) => l.textContent?.trim()),
      );

  async function createKey(dialog: Locator, name: string) {
    await dialog.getByLabel('密钥名称').fill(name);
    await dialog.getByRole('button', { name: '创建密钥' }).click();
    const panel = dialog.getByTestId('api-key-secret');
    await panel.waitFor();
    return {
      panel,
      apiKey: await panel.getByTestId('created-api-key').innerText(),
      secret: await panel.getByTestId('created-secret-key').innerText(),
    };
  }

  const row = (dialog: Locator, name: string) =>
    dialog.getByTestId('api-key-row').filter({ has: dialog.page().getByText(name, { exact: true }) });

  it('form defaults: the first two scopes checked, 1000 per hour, expiry one year from today', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, 'API密钥管理');
    await dialog.getByText('暂无API密钥，请在下方创建').waitFor();
    await dialog.getByLabel('密钥名称').waitFor();
    const permissionTypes = (await (await fetch(`${e2e.stack.baseUrl}/api/permissions`)).json()) as any;
    const names = permissionTypes.data.map((p: any) => p.config_name);
    expect(await dialog.locator('.scope-option').allInnerTexts()).toEqual(names);
    expect(await checkedScopes(dialog)).toEqual(names.slice(0, 2));
    expect(await dialog.getByLabel('每小时请求限制').inputValue()).toBe('1000');
    // the browser and this test run on the same machine, in the same time zone
    expect(await dialog.getByLabel('过期时间').inputValue()).toBe(defaultExpiryDate(new Date()));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('validation texts: name, scopes, rate limit, expiry; nothing is sent', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const writes = trackWrites(page);
    const dialog = await openDialog(page, 'API密钥管理');
    const create = dialog.getByRole('button', { name: '创建密钥' });
    await dialog.getByLabel('密钥名称').fill('   ');
    await create.click();
    await dialog.getByText('请输入密钥名称').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['请输入密钥名称']);

    await dialog.getByLabel('密钥名称').fill('bot');
    await dialog.getByRole('checkbox', { name: '读取区块' }).uncheck();
    await dialog.getByRole('checkbox', { name: '读取交易' }).uncheck();
    await create.click();
    await dialog.getByText('请选择权限范围').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['请选择权限范围']);

    await dialog.getByRole('checkbox', { name: '读取统计' }).check();
    for (const bad of ['0', '100001', '']) {
      await dialog.getByLabel('每小时请求限制').fill(bad);
      await create.click();
      await dialog.getByText('请设置有效的请求限制数量').waitFor();
      expect(await fieldErrors(dialog)).toEqual(['请设置有效的请求限制数量']);
    }

    await dialog.getByLabel('每小时请求限制').fill('100000');
    await dialog.getByLabel('过期时间').fill('2020-01-01');
    await create.click();
    await dialog.getByText('请设置有效的过期时间（未来的日期）').waitFor();
    expect(await fieldErrors(dialog)).toEqual(['请设置有效的过期时间（未来的日期）']);
    expect(writes).toEqual([]);
    await page.close();
  });

  it('a created key shows its secret once; the key works on /api/v1; the secret is gone after closing', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    let dialog = await openDialog(page, 'API密钥管理');
    const { panel, apiKey, secret } = await createKey(dialog, 'reporting bot');
    await toast(page, 'API密钥创建成功！').waitFor();
    await panel.getByText('请立即保存 Secret Key：它只在此时显示一次，关闭后无法再次查看或找回。').waitFor();
    expect(apiKey).toMatch(/\S{16,}/);
    expect(secret).toMatch(/\S{16,}/);
    expect(await v1WithKey(apiKey, secret)).toBe(200);

    // the list has the new key with its settings (and no secret)
    const created = row(dialog, 'reporting bot');
    await created.waitFor();
    expect(await created.locator('.scope-tag').allInnerTexts()).toEqual(['读取区块', '读取交易']);
    await created.getByText('1000 次/小时').waitFor();
    await created.getByText('已启用').waitFor();
    expect(await created.innerText()).not.toContain(secret);
    expect(await created.innerText()).toContain(defaultExpiryDate(new Date()).replaceAll('-', '/'));
    await shot(page, 'api-key-secret');

    // the copy buttons put the values on the clipboard
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.stack.baseUrl });
    await panel.getByRole('button', { name: '复制 Secret Key' }).click();
    await toast(page, '已复制到剪贴板！').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await created.getByRole('button', { name: '复制密钥 reporting bot 的 API Key' }).click();
    await page.waitForFunction((k) => navigator.clipboard.readText().then((v) => v === k), apiKey);

    await panel.getByRole('button', { name: '我已保存，关闭' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    // a second key: the dialog itself is closed while the secret shows
    const second = await createKey(dialog, 'second key');
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    dialog = await openDialog(page, 'API密钥管理');
    await row(dialog, 'second key').waitFor();
    await row(dialog, 'reporting bot').waitFor();
    expect(await dialog.getByTestId('api-key-secret').count()).toBe(0);
    await shot(page, 'api-key-dialog');
    const html = await page.content();
    expect(html).not.toContain(secret);
    expect(html).not.toContain(second.secret);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(second.secret);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('disabling a key refuses it on /api/v1 (401); enabling lets it in again', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, 'API密钥管理');
    const { panel, apiKey, secret } = await createKey(dialog, 'toggled');
    await panel.getByRole('button', { name: '我已保存，关闭' }).click();
    const switchButton = row(dialog, 'toggled').getByRole('switch', { name: '启用或禁用密钥 toggled' });
    expect(await switchButton.getAttribute('aria-checked')).toBe('true');

    await switchButton.click();
    await toast(page, '密钥已禁用').waitFor();
    await row(dialog, 'toggled').getByText('已禁用').waitFor();
    expect(await switchButton.getAttribute('aria-checked')).toBe('false');
    expect(await v1WithKey(apiKey, secret)).toBe(401);
    expect((await getAs(account, '/api/user/api-keys'))[0].is_active).toBe(false);

    await switchButton.click();
    await toast(page, '密钥已启用').waitFor();
    await row(dialog, 'toggled').getByText('已启用').waitFor();
    expect(await v1WithKey(apiKey, secret)).toBe(200);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('delete asks with the exact text; cancel keeps the key, confirm removes it', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, 'API密钥管理');
    const { panel } = await createKey(dialog, 'doomed');
    await panel.getByRole('button', { name: '我已保存，关闭' }).click();

    await row(dialog, 'doomed').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除密钥' });
    await confirm.waitFor();
    expect(await confirm.locator('p').innerText()).toBe('确定要删除密钥"doomed"吗？此操作不可恢复。');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row(dialog, 'doomed').waitFor();
    expect((await getAs(account, '/api/user/api-keys')).map((k: any) => k.name)).toEqual(['doomed']);

    // Escape closes the confirmation only, not the dialog under it
    await row(dialog, 'doomed').getByRole('button', { name: '删除' }).click();
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    await row(dialog, 'doomed').getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '删除' }).click();
    await toast(page, '密钥已删除').waitFor();
    await row(dialog, 'doomed').waitFor({ state: 'detached' });
    await dialog.getByText('暂无API密钥，请在下方创建').waitFor();
    expect(await getAs(account, '/api/user/api-keys')).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('unlimited and never-expiring keys are created as such and listed as 无限制 / 永不过期', async () => {
    const account = await registerUser();
    const page = await e2e.open('/eth', { loginAs: account });
    const dialog = await openDialog(page, 'API密钥管理');
    await dialog.getByLabel('密钥名称').fill('open key');
    await dialog.getByRole('checkbox', { name: '不限制请求次数' }).check();
    await dialog.getByRole('checkbox', { name: '永不过期' }).check();
    await dialog.getByRole('button', { name: '创建密钥' }).click();
    await dialog.getByTestId('api-key-secret').waitFor();
    const listed = row(dialog, 'open key');
    await listed.getByText('无限制').waitFor();
    await listed.getByText('永不过期').waitFor();
    const [key] = await getAs(account, '/api/user/api-keys');
    expect(key).toMatchObject({
      name: 'open key',
      rate_limit: null,
      expires_at: null,
      permissions: ['blocks:read', 'transactions:read'],
    });
    await page.close();
  });
});
