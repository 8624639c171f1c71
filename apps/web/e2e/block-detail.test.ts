/**
 * The block detail in a real browser against `explorer start`: the info card and transactions match
 * the devnet node, expanding a transaction loads its receipt once (fee = gasUsed × effectiveGasPrice
 * as the node says), guests get the sign-in hint instead, a click on a hash copies it with the toast
 * 已复制到剪贴板, the page number is clamped, and a missing block shows the error card with 重试.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../src/lib/format';
import { screenshot, useStackAndBrowser, waitUntil, type OpenPageOptions } from './support';

/** an indexed eth block with several transactions, one of them an ERC-20 transfer if there is one */
let block: any;

async function rpc<T = any>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(e2e.stack.ethRpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await res.json()) as any).result as T;
}

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async () => {
    block = await waitUntil(
      'an indexed eth block with 3+ transactions',
      async () => (await api('/api/no-auth/blocks?chain=eth&page=1&page_size=25')).blocks.find((b: any) => b.transaction_count >= 3),
      120_000,
      1000,
    );
  },
});

async function openBlock(height: number, opts: OpenPageOptions = {}, query = ''): Promise<Page & { errors: string[] }> {
  const page = await e2e.open(`/eth/blocks/${height}${query}`, opts);
  await page.getByTestId('block-info').waitFor();
  return page;
}

describe('block detail (eth)', () => {
  it('shows the block and its transactions as the node has them', async () => {
    const page = await openBlock(block.height, { loginAs: e2e.stack.demo });
    await page.getByRole('heading', { name: `区块详情 #${block.height}`, exact: true }).waitFor();
    expect(await page.getByTestId('back-to-blocks').innerText()).toContain('返回区块列表');
    const node = await rpc('eth_getBlockByNumber', ['0x' + block.height.toString(16), false]);
    expect(await page.getByTestId('info-hash').locator('dd').innerText()).toBe(node.hash);
    expect(await page.getByTestId('info-tx-count').locator('dd').innerText()).toBe(String(node.transactions.length));
    expect(await page.getByTestId('tx-summary').innerText()).toBe(`共 ${node.transactions.length} 笔交易 (第 1/1 页)`);
    await page.getByTestId('tx-row').first().waitFor();
    const hashes = await page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
    expect(hashes).toEqual(node.transactions.slice(0, 20));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('expands a transaction into its receipt once; the fee is what the node says', async () => {
    const page = await openBlock(block.height, { loginAs: e2e.stack.demo });
    const receiptCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/transactions/receipt/')) receiptCalls.push(r.url());
    });
    const row = page.getByTestId('tx-row').first();
    const hash = (await row.getAttribute('data-hash'))!;
    await row.getByTestId('tx-toggle').click();
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();

    const nodeReceipt = await rpc('eth_getTransactionReceipt', [hash]);
    const fee = (BigInt(nodeReceipt.gasUsed) * BigInt(nodeReceipt.effectiveGasPrice)).toString();
    const feeField = page.getByTestId('receipt-fee');
    expect(await feeField.locator('[data-wei]').getAttribute('data-wei')).toBe(fee);
    expect(await feeField.locator('dd').innerText()).toBe(`${formatTokenAmount(fee, 18)} ETH`);
    expect(await page.getByTestId('receipt-gas-used').locator('dd').innerText()).toContain(BigInt(nodeReceipt.gasUsed).toLocaleString('en-US'));
    expect(await page.getByTestId('receipt-block').locator('dd').innerText()).toBe(String(block.height));
    expect(await page.getByTestId('receipt-index').locator('dd').innerText()).toBe(String(Number(nodeReceipt.transactionIndex)));
    expect(await page.getByTestId('receipt-status').locator('dd').innerText()).toBe(nodeReceipt.status === '0x1' ? '成功' : '失败');
    const typeLabel = ['Legacy', 'EIP-2930', 'EIP-1559', 'EIP-4844'][Number(nodeReceipt.type)];
    expect(await page.getByTestId('receipt-type').locator('dd').innerText()).toContain(typeLabel);
    const tx = await rpc('eth_getTransactionByHash', [hash]);
    expect(await page.getByTestId('receipt-nonce').locator('dd').innerText()).toBe(String(Number(tx.nonce)));
    if (tx.input.length >= 10) expect(await page.getByTestId('receipt-selector').innerText()).toBe(tx.input.slice(0, 10));
    expect(await page.getByTestId('receipt-logs').locator('li').count()).toBe(nodeReceipt.logs.length);

    // collapse and expand again: the receipt is not loaded a second time
    await row.getByTestId('tx-toggle').click();
    await receipt.waitFor({ state: 'detached' });
    await row.getByTestId('tx-toggle').click();
    await page.getByTestId('receipt').waitFor();
    expect(receiptCalls).toHaveLength(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows the parsed result of an ERC-20 transfer', async () => {
    const tokenTx = await waitUntil(
      'an indexed ERC-20 transfer',
      async () => (await api('/api/no-auth/transactions?chain=eth&page=1&page_size=200')).transactions.find((t: any) => t.is_token && t.status === 1),
      120_000,
      1000,
    );
    const page = await openBlock(tokenTx.block_height, { loginAs: e2e.stack.demo });
    const row = page.locator(`[data-testid="tx-row"][data-hash="${tokenTx.hash}"]`);
    if (tokenTx.tx_index >= 20) await page.locator('.pagination-buttons').getByRole('button', { name: String(Math.floor(tokenTx.tx_index / 20) + 1), exact: true }).click();
    expect(await row.getByTestId('tx-token').innerText()).toBe(tokenTx.token_name || tokenTx.token_symbol || '代币转账');
    await row.getByTestId('tx-toggle').click();
    await page.getByTestId('receipt-token').waitFor();
    const parsed = page.getByTestId('receipt-parsed');
    await parsed.waitFor();
    await page.getByTestId('receipt-logs').locator('li').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'block-detail-eth');
    expect(await parsed.getByTestId('parsed-amount').first().locator('dd').innerText()).toBe(`${formatTokenAmount(tokenTx.token_amount, tokenTx.token_decimals)} ${tokenTx.token_symbol ?? ''}`.trim());
    await page.close();
  });

  it('guests get 请登录后查看交易凭证信息 and no receipt call', async () => {
    const page = await openBlock(block.height);
    let receiptCalls = 0;
    page.on('request', (r) => {
      if (/\/transactions\/(receipt|parsed)\//.test(r.url())) receiptCalls += 1;
    });
    await page.getByTestId('tx-toggle').first().click();
    await page.getByTestId('receipt-login-hint').getByText('请登录后查看交易凭证信息').waitFor();
    expect(receiptCalls).toBe(0);
    expect(await page.getByTestId('receipt').count()).toBe(0);
    await page.close();
  });

  it('a click on the transaction hash or the miner copies it with the toast 已复制到剪贴板', async () => {
    const page = await openBlock(block.height);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.stack.baseUrl });
    const hash = (await page.getByTestId('tx-row').first().getAttribute('data-hash'))!;
    await page.getByTestId('tx-hash').first().click();
    await page.locator('.toast').getByText('已复制到剪贴板').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);

    await page.getByTestId('info-miner-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(block.miner);
    // the toast goes away on its own (1.2 s)
    await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });

  it('clamps the page number and shows the empty text for a block without transactions', async () => {
    const page = await openBlock(block.height, {}, '?page=99');
    await page.getByTestId('tx-summary').getByText(`共 ${block.transaction_count} 笔交易 (第 1/1 页)`).waitFor();
    await page.getByTestId('tx-row').first().waitFor();
    // the URL no longer names page 99: page 1 is the plain address
    await page.waitForURL((url) => url.pathname === `/eth/blocks/${block.height}` && !url.searchParams.has('page'));
    await page.close();

    const empty = await api('/api/no-auth/blocks/height/0?chain=eth');
    expect(empty.transaction_count).toBe(0);
    const genesis = await openBlock(0);
    await genesis.getByTestId('tx-empty').getByText('该区块暂无交易').waitFor();
    await genesis.close();
  });

  it('a block that does not exist shows 加载失败 with the server message and 重试', async () => {
    const page = await e2e.open('/eth/blocks/987654321');
    const card = page.locator('.error-card');
    await card.getByText('加载失败').waitFor();
    await card.getByText('区块不存在').waitFor();
    const again = page.waitForRequest((r) => r.url().includes('/blocks/height/987654321'));
    await card.getByRole('button', { name: '重试' }).click();
    await again;
    await page.getByTestId('back-to-blocks').click();
    await page.getByTestId('block-list-page').waitFor();
    await page.close();
  });
});
