/**
 * The contracts console in a real browser against `explorer start` (spec part 2 §2.5, §2.6, §4–§8):
 * the public list with its filters and paging; which buttons each caller gets (guest, user on eth and
 * on bsc, administrator); an administrator adds a contract — XSS payloads in name, description and
 * metadata, a logo upload — edits it, then maintains a devnet token's coin info with a parser config
 * of its own, sees a past transaction re-parsed by it in the block detail, changes the config and sees
 * the result change, and sees a refused config reported beside it while the coin config is kept.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../src/lib/format';
import { apiLogin, screenshot, toast, useStackAndBrowser, waitUntil } from './support';

/** a 1×1 PNG */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const XSS_NAME = '<img src=x onerror="window.__xss=1">';
const XSS_DESCRIPTION = '<script>window.__xss=2</script>';
const XSS_META = '<b onmouseover="window.__xss=3">hi</b>';

interface TokenTx {
  hash: string;
  block_height: number;
  contract_addr: string;
  token_amount: string;
  token_decimals: number | null;
}

let tokenTx: TokenTx;
let adminToken = '';

async function get(path: string, token?: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as any;
}

const e2e = useStackAndBrowser({
  ready: async (stack) => {
    adminToken = (await apiLogin(stack.baseUrl, stack.demo)).token;
    // a direct ERC-20 transfer to a token the enricher has recognised (it has the default parser configs)
    tokenTx = await waitUntil(
      'an indexed direct transfer of a recognised devnet token',
      async () => {
        const erc20 = new Set(((await get('/api/no-auth/contracts?chainName=eth&contractType=erc20&page_size=100')).data as { address: string }[]).map((c) => c.address));
        const txs = (await get('/api/no-auth/transactions?chain=eth&page_size=100')).data.transactions as any[];
        // the amounts below are formatted with the decimals the list shows, so they must be known
        return txs.find((t) => t.contract_addr && t.to === t.contract_addr && erc20.has(t.contract_addr) && t.token_decimals !== null && t.input?.startsWith('0xa9059cbb') && t.token_amount !== '0');
      },
      180_000,
      1000,
    );
  },
  timeoutMs: 300_000,
});

async function registerUser(): Promise<{ username: string; password: string }> {
  const username = `ct${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(res.status).toBe(200);
  return account;
}

/** waits until the token's re-parse job is done (tokens the devnet keeps deploying get jobs of their own) */
async function reparsed(): Promise<void> {
  await waitUntil(
    're-parse of the token done',
    async () => (((await get('/api/v1/coin-configs/maintenance/eth', adminToken)).data.parse_jobs as { contract: string }[]).some((j) => j.contract === tokenTx.contract_addr) ? undefined : true),
    120_000,
    500,
  );
}

/** the parsed amounts the block detail shows for tokenTx, after expanding its row */
async function shownParsedAmounts(): Promise<string[]> {
  const page = await e2e.open(`/eth/blocks/${tokenTx.block_height}`, { loginAs: e2e.stack.demo });
  const row = page.locator(`[data-testid="tx-row"][data-hash="${tokenTx.hash}"]`);
  await row.getByTestId('tx-toggle').click();
  await page.getByTestId('receipt-parsed').waitFor();
  const amounts = await page.getByTestId('parsed-amount').locator('dd').allInnerTexts();
  await page.close();
  return amounts;
}

describe('contract list (spec part 2 §2.6)', () => {
  it('a guest sees the list with its count, filters and paging, and no write buttons', async () => {
    const page = await e2e.open('/eth/addresses');
    const before = (await get('/api/no-auth/contracts?chainName=eth&page_size=25')).count as number;
    await page.getByTestId('contract-row').first().waitFor();
    const after = (await get('/api/no-auth/contracts?chainName=eth&page_size=25')).count as number;
    // the devnet keeps deploying contracts: the page's count is one the API gave while it loaded
    const count = Number(/^共 (\d+) 个系统地址$/.exec(await page.getByTestId('contract-count').innerText())?.[1]);
    expect(count).toBeGreaterThanOrEqual(before);
    expect(count).toBeLessThanOrEqual(after);
    expect(await page.getByTestId('contract-row').count()).toBe(Math.min(25, count));
    expect(await page.getByTestId('contract-add').count()).toBe(0);
    expect(await page.getByTestId('contract-edit').count()).toBe(0);
    expect(await page.locator('.pagination-info').innerText()).toBe(`显示第 1 到 ${Math.min(25, count)} 条，共 ${count} 条记录`);

    await page.getByTestId('contract-type-filter').selectOption('erc20');
    await page.waitForURL(/type=erc20/);
    await waitUntil('the erc20 rows', async () => ((await page.getByTestId('contract-type').allInnerTexts()).every((t) => t === 'erc20') ? true : undefined), 10_000, 100);
    expect(new Set(await page.getByTestId('contract-type').allInnerTexts())).toEqual(new Set(['erc20']));

    await page.getByTestId('contract-search-input').fill(tokenTx.contract_addr);
    await page.getByTestId('contract-search-submit').click();
    await page.waitForURL(/q=0x/);
    await waitUntil('one row', async () => ((await page.getByTestId('contract-row').count()) === 1 ? true : undefined), 10_000, 100);
    expect(await page.getByTestId('contract-link').innerText()).toBe(tokenTx.contract_addr);
    await page.getByTestId('contract-link').click();
    await page.getByTestId('contract-detail-page').waitFor();
    expect(await page.getByTestId('contract-detail-address').innerText()).toBe(tokenTx.contract_addr);
    await page.getByText('← 返回合约列表').click();
    await page.waitForURL(/\/eth\/addresses\?q=0x/);

    // the placeholder promises any part of the address: a piece from its middle finds it
    const infix = tokenTx.contract_addr.slice(14, 26).toLowerCase();
    await page.getByTestId('contract-search-input').fill(infix);
    await page.getByTestId('contract-search-submit').click();
    await page.waitForURL(new RegExp(`q=${infix}`));
    const links = async () => (await page.getByTestId('contract-link').allInnerTexts()).map((a) => a.toLowerCase());
    await waitUntil('the contract found by the middle of its address', async () => ((await links()).includes(tokenTx.contract_addr.toLowerCase()) ? true : undefined), 10_000, 100);
    expect((await links()).every((a) => a.includes(infix))).toBe(true);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a signed-in user without the grant edits nothing on eth, and edits but does not add on bsc', async () => {
    const user = await registerUser();
    const eth = await e2e.open('/eth/addresses', { loginAs: user });
    await eth.getByTestId('contract-row').first().waitFor();
    await eth.getByTestId('parse-jobs').waitFor(); // the profile and the console figures are in
    expect(await eth.getByTestId('contract-edit').count()).toBe(0);
    expect(await eth.getByTestId('contract-add').count()).toBe(0);
    await eth.close();
    const bsc = await e2e.open('/bsc/addresses', { loginAs: user });
    await bsc.getByTestId('contract-edit').first().waitFor();
    expect(await bsc.getByTestId('contract-add').count()).toBe(0);
    await bsc.close();
  });
});

describe('adding and editing a contract as administrator', () => {
  const address = `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

  it('adds a contract with lists, metadata and a logo; markup in its text stays text', async () => {
    const page = await e2e.open('/eth/addresses', { loginAs: e2e.stack.demo });
    await page.getByTestId('contract-add').click();
    const modal = page.getByTestId('contract-form-modal');
    await modal.getByLabel('合约地址 *').fill(address);
    await modal.getByLabel('名称', { exact: true }).fill(XSS_NAME);
    await modal.getByLabel('符号', { exact: true }).fill('XSS');
    // a list entry by Enter, another by the plus button, a blank one ignored
    const interfaces = modal.getByTestId('interfaces-editor');
    await interfaces.getByRole('textbox').fill('ERC20');
    await interfaces.getByRole('textbox').press('Enter');
    await interfaces.getByRole('textbox').fill('  ');
    await interfaces.getByRole('textbox').press('Enter');
    await interfaces.getByRole('textbox').fill('Ownable');
    await interfaces.getByRole('button', { name: /添加/ }).click();
    expect(await interfaces.locator('.chip span').allInnerTexts()).toEqual(['ERC20', 'Ownable']);
    await modal.getByTestId('metadata-add').click();
    await modal.getByLabel('键 1').fill('note');
    await modal.getByLabel('值 1').fill(XSS_META);
    await modal.getByLabel('描述').fill(XSS_DESCRIPTION);
    // an SVG is refused before any call, a PNG is previewed
    await modal.getByTestId('logo-input').setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await modal.getByText(/合约图标只接受 PNG/).waitFor();
    await modal.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByTestId('contract-logo-img').waitFor();
    await modal.getByTestId('contract-form-submit').click();
    await toast(page, '新合约添加成功！').waitFor();
    await page.getByTestId('contract-form-modal').waitFor({ state: 'detached' });

    const stored = (await get(`/api/v1/contracts/address/${address}?chain=eth`, adminToken)).data;
    expect(stored).toMatchObject({ name: XSS_NAME, interfaces: ['ERC20', 'Ownable'], metadata: { note: XSS_META, description: XSS_DESCRIPTION }, contract_type: 'ERC20', decimals: 18, status: 1, has_logo: true });
    expect(stored.contract_logo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

    await page.goto(`${e2e.stack.baseUrl}/eth/addresses/${address}`);
    await page.getByTestId('contract-header').waitFor();
    expect(await page.getByTestId('contract-detail-name').innerText()).toBe(XSS_NAME);
    expect(await page.getByTestId('contract-description').locator('dd').innerText()).toBe(XSS_DESCRIPTION);
    expect(await page.getByTestId('contract-metadata').locator('dd dd').innerText()).toBe(XSS_META);
    await page.getByTestId('contract-metadata').hover();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:not([src]):text("__xss"), b[onmouseover]').count()).toBe(0);
    expect(await page.getByTestId('contract-header').locator('img').getAttribute('src')).toBe(stored.contract_logo);
    // the coin info is a call of its own: wait for its answer, then there is exactly one such note
    await page.getByText('暂无币种配置信息').first().waitFor();
    expect(await page.getByText('暂无币种配置信息').count()).toBe(1);
    await screenshot(page, 'contract-detail');
    await page.close();
  });

  it('a session that ends (logout in another tab) while the add modal is open is told to log in, and nothing is saved', async () => {
    const page = await e2e.open('/eth/addresses', { loginAs: e2e.stack.demo });
    await page.getByTestId('contract-add').click();
    const other = `0x${'5e'.repeat(20)}`;
    await page.getByTestId('contract-form-modal').getByLabel('合约地址 *').fill(other);
    const tab = await page.context().newPage();
    await tab.goto(`${e2e.stack.baseUrl}/eth`);
    await tab.evaluate(() => localStorage.clear());
    await page.getByTestId('contract-add').waitFor({ state: 'detached' }); // the page saw the logout
    await page.getByTestId('contract-form-submit').click();
    await toast(page, '游客模式下无法添加合约，请先登录').waitFor();
    expect((await get(`/api/v1/contracts/address/${other}?chain=eth`, adminToken)).success).toBe(false);
    await page.close();
  });

  it('edits it: the address is read-only, the new name and status are saved', async () => {
    const page = await e2e.open(`/eth/addresses?q=${address}`, { loginAs: e2e.stack.demo });
    await page.getByTestId('contract-edit').click();
    const modal = page.getByTestId('contract-form-modal');
    const addressInput = modal.getByLabel('合约地址 *');
    await waitUntil('the stored contract in the form', async () => ((await modal.getByLabel('名称', { exact: true }).inputValue()) === XSS_NAME ? true : undefined), 10_000, 100);
    expect(await addressInput.getAttribute('readonly')).not.toBeNull();
    expect(await modal.locator('.chip span').allInnerTexts()).toEqual(['ERC20', 'Ownable']);
    await modal.getByLabel('名称', { exact: true }).fill('E2E Token');
    await modal.getByLabel('状态').selectOption('paused');
    await modal.getByTestId('contract-form-submit').click();
    await toast(page, '合约信息保存成功！').waitFor();
    await waitUntil('the row renamed', async () => ((await page.getByTestId('contract-name').innerText()) === 'E2E Token' ? true : undefined), 10_000, 100);
    expect(await page.getByTestId('contract-row').locator('.badge-danger').innerText()).toBe('禁用');
    const stored = (await get(`/api/v1/contracts/address/${address}?chain=eth`, adminToken)).data;
    expect(stored).toMatchObject({ name: 'E2E Token', status: 0, metadata: { note: XSS_META }, has_logo: true });
    await page.close();
  });
});

describe('coin info and parser configs', () => {
  let defaults = 0;
  beforeAll(async () => {
    defaults = (await get(`/api/v1/coin-configs/address/${tokenTx.contract_addr}?chain=eth`, adminToken)).data.parser_configs.length;
  });

  async function openCoinInfo(): Promise<Page> {
    const page = await e2e.open(`/eth/addresses?q=${tokenTx.contract_addr}`, { loginAs: e2e.stack.demo });
    await page.getByTestId('contract-maintain').click();
    await page.getByTestId('coin-info-form').waitFor();
    return page;
  }

  it('saves the coin config and a new event config; a past transaction is re-parsed with it', async () => {
    expect(defaults).toBeGreaterThan(0); // the default ERC-20 configs of a recognised token
    const page = await openCoinInfo();
    const form = page.getByTestId('coin-info-form');
    expect(await form.getByTestId('parser-editor').count()).toBe(defaults);
    await form.getByLabel('符号 *').fill('E2E');
    await form.getByLabel('市值排名').fill('7');
    await form.getByLabel('官网').fill('https://e2e.example/token');
    // the list's copy button is a drawn icon (no ⧉, which common fonts show as an empty box)
    const copyButton = page.locator('button.copy-button').first();
    expect(await copyButton.getAttribute('aria-label')).toBe('复制');
    expect(await copyButton.locator('svg').count()).toBe(1);
    expect(await copyButton.textContent()).not.toContain('⧉');
    await form.getByTestId('parser-add').click();
    const editor = form.getByTestId('parser-editor').last();
    // 启用 is a checkbox of a checkbox's size beside its label, not a box across the field
    const active = editor.getByLabel('启用', { exact: true });
    expect(await active.isChecked()).toBe(true);
    const box = (await active.boundingBox())!;
    expect(box.width).toBeLessThan(30);
    const label = (await editor.locator('label', { hasText: /^启用$/ }).boundingBox())!;
    expect(Math.abs(label.y + label.height / 2 - (box.y + box.height / 2))).toBeLessThan(8);
    await editor.getByLabel('事件签名', { exact: true }).fill('Transfer(address,address,uint256)');
    await editor.getByLabel('解析类型').selectOption('event_log');
    await editor.getByLabel('优先级').fill('10');
    for (const [name, type, topic, data] of [
      ['from', 'address', '1', ''],
      ['to', 'address', '2', ''],
      ['value', 'uint256', '', '0'],
    ] as const) {
      await editor.getByTestId('log-param-add').click();
      const i = await editor.getByTestId('log-param-rows').locator('tbody tr').count();
      expect(await editor.getByTestId('log-param-rows').getByLabel(`类型 ${i}`).inputValue()).toBe('uint256'); // a new parameter starts as uint256
      await editor.getByTestId('log-param-rows').getByLabel(`名称 ${i}`).fill(name);
      await editor.getByTestId('log-param-rows').getByLabel(`类型 ${i}`).selectOption(type);
      await editor.getByTestId('log-param-rows').getByLabel(`topic_index ${i}`).fill(topic);
      await editor.getByTestId('log-param-rows').getByLabel(`data_index ${i}`).fill(data);
    }
    const logRules = editor.locator('.rules-grid').last();
    await logRules.getByLabel('extract_from_address').fill('from');
    await logRules.getByLabel('extract_to_address').fill('to');
    await logRules.getByLabel('extract_amount').fill('value');
    await logRules.getByLabel('amount_unit').fill('gwei');
    await form.getByTestId('coin-info-submit').click();
    await toast(page, '币种配置和解析配置保存成功！').waitFor();
    await page.getByTestId('coin-info-modal').waitFor({ state: 'detached' });
    await page.close();

    const info = (await get(`/api/v1/coin-configs/address/${tokenTx.contract_addr}?chain=eth`, adminToken)).data;
    expect(info.coin_config).toMatchObject({ symbol: 'E2E', market_cap_rank: 7, website_url: 'https://e2e.example/token', coin_type: 1 });
    expect(info.parser_configs).toHaveLength(defaults + 1);
    await reparsed();
    const gwei = formatTokenAmount((BigInt(tokenTx.token_amount) * 10n ** 9n).toString(), tokenTx.token_decimals);
    expect((await shownParsedAmounts()).some((a) => a.startsWith(`${gwei} `))).toBe(true);

    // the receipt's token contract info carries the coin config
    const block = await e2e.open(`/eth/blocks/${tokenTx.block_height}`, { loginAs: e2e.stack.demo });
    await block.locator(`[data-testid="tx-row"][data-hash="${tokenTx.hash}"]`).getByTestId('tx-toggle').click();
    const token = block.getByTestId('receipt-token');
    await token.waitFor();
    expect(await token.getByRole('link', { name: 'https://e2e.example/token' }).getAttribute('rel')).toContain('noopener');
    expect(await token.innerText()).toContain('市值排名\n7');
    await block.close();
  }, 180_000);

  it('a changed config re-parses the past transaction; a config that cannot apply is reported and the coin config kept', async () => {
    const mineId = ((await get(`/api/v1/coin-configs/address/${tokenTx.contract_addr}?chain=eth`, adminToken)).data.parser_configs as any[]).find((p) => p.priority === 10).id;
    const page = await openCoinInfo();
    const form = page.getByTestId('coin-info-form');
    // the configs are listed highest priority first: the one added above comes first
    const mine = form.getByTestId('parser-editor').filter({ has: page.locator('legend', { hasText: new RegExp(`^#${mineId}$`) }) });
    expect(await form.getByTestId('parser-editor').first().locator('legend').innerText()).toBe(`#${mineId}`);
    await mine.locator('.rules-grid').last().getByLabel('amount_unit').fill('ether');
    await form.getByTestId('parser-add').click();
    const bad = form.getByTestId('parser-editor').last();
    await bad.getByLabel('事件签名', { exact: true }).fill('Transfer(address,address,uint256)');
    await bad.getByTestId('log-param-add').click();
    await bad.getByTestId('log-param-rows').getByLabel('名称 1').fill('who');
    await bad.getByTestId('log-param-rows').getByLabel('topic_index 1').fill('5');
    await bad.getByTestId('log-param-rows').getByLabel('data_index 1').fill('');
    await form.getByLabel('符号 *').fill('E2F');
    await form.getByTestId('coin-info-submit').click();
    await toast(page, '币种配置保存成功！解析配置保存失败，请稍后重试。').waitFor();
    expect(await bad.getByTestId('parser-error').innerText()).toMatch(/topic_index/);
    expect(await page.getByTestId('coin-info-modal').count()).toBe(1); // stays open for a retry
    await page.close();

    const info = (await get(`/api/v1/coin-configs/address/${tokenTx.contract_addr}?chain=eth`, adminToken)).data;
    expect(info.coin_config.symbol).toBe('E2F');
    expect(info.parser_configs).toHaveLength(defaults + 1);
    // only the config that changed was sent: the defaults are untouched
    expect((info.parser_configs as any[]).filter((p) => p.source === 'user').map((p) => p.id)).toEqual([mineId]);
    await reparsed();
    const ether = formatTokenAmount((BigInt(tokenTx.token_amount) * 10n ** 18n).toString(), tokenTx.token_decimals);
    const gwei = formatTokenAmount((BigInt(tokenTx.token_amount) * 10n ** 9n).toString(), tokenTx.token_decimals);
    const shown = await shownParsedAmounts();
    expect(shown.some((a) => a.startsWith(`${ether} `))).toBe(true);
    expect(shown.some((a) => a.startsWith(`${gwei} `))).toBe(false);
  }, 180_000);

  it('a transaction indexed after the change is parsed at ingest by the new config', async () => {
    const mine = (await get(`/api/v1/coin-configs/address/${tokenTx.contract_addr}?chain=eth`, adminToken)).data.parser_configs.find((p: any) => p.priority === 10);
    const since = Date.parse(mine.m_time) / 1000;
    const fresh = await waitUntil(
      'a newer transfer of the token',
      async () => ((await get('/api/no-auth/transactions?chain=eth&page_size=100')).data.transactions as any[]).find((t) => t.contract_addr === tokenTx.contract_addr && t.timestamp > since + 2 && t.token_amount !== '0'),
      120_000,
      1000,
    );
    const parsed = (await get(`/api/v1/transactions/parsed/${fresh.hash}?chain=eth`, adminToken)).data as any[];
    expect(parsed.find((p) => p.config_id === mine.id)?.amount_wei).toBe((BigInt(fresh.token_amount) * 10n ** 18n).toString());
  }, 180_000);

  it('generates a config from a pasted signature into the editor, unsaved until the save', async () => {
    const page = await openCoinInfo();
    const form = page.getByTestId('coin-info-form');
    const before = await form.getByTestId('parser-editor').count();
    await form.getByTestId('abi-import').getByRole('textbox').fill('function approve(address spender, uint256 amount)');
    await form.getByTestId('abi-generate').click();
    await waitUntil('the generated config', async () => ((await form.getByTestId('parser-editor').count()) === before + 1 ? true : undefined), 10_000, 100);
    const generated = form.getByTestId('parser-editor').last();
    expect(await generated.locator('legend').innerText()).toContain('新解析配置');
    expect(await generated.getByLabel('函数签名', { exact: true }).inputValue()).toBe('0x095ea7b3');
    expect(await generated.getByTestId('param-rows').locator('tbody tr').count()).toBe(2);
    expect(await generated.getByTestId('param-rows').getByLabel('名称 2').inputValue()).toBe('amount');
    await generated.getByRole('button', { name: '移除' }).click();
    expect(await form.getByTestId('parser-editor').count()).toBe(before);
    await page.close();
  });
});
