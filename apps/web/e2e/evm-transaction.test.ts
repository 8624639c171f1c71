/**
 * An EVM transaction's page (/{eth,bsc}/transactions/{hash}) in a real browser against `explorer
 * start`: reached from the home's latest transactions, from a block's row (↗) and by searching its
 * hash; the overview matches the devnet node (status, block, confirmations, from, to, value, fee =
 * gasUsed × effectiveGasPrice, gas, nonce, type), signed-in users also get the receipt (burned =
 * base fee × gas used), the token transfers and the logs decoded, a contract creation shows 合约创建
 * and the created contract; guests get the overview and 请登录后查看交易凭证信息 without a receipt
 * call; a bad or unknown hash shows its error.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, http, type PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../src/lib/format';
import { screenshot, useStackAndBrowser, waitUntil } from './support';

let eth: PublicClient;
let bsc: PublicClient;
/** an indexed successful ERC-20 transfer on eth (its token's decimals known, so amounts read as the page shows them) */
let tokenTx: any;

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async (stack) => {
    eth = createPublicClient({ transport: http(stack.ethRpc) });
    bsc = createPublicClient({ transport: http(stack.bscRpc) });
    tokenTx = await waitUntil(
      'an indexed ERC-20 transfer on eth whose token’s decimals are known',
      async () => (await api('/api/no-auth/transactions?chain=eth&page=1&page_size=200')).transactions.find((t: any) => t.is_token && t.status === 1 && t.token_decimals !== null),
      120_000,
      1000,
    );
  },
});

const field = (page: Page, id: string) => page.getByTestId(id).locator('dd');

/** The overview shows what the node has for `hash`. */
async function expectOverviewAsNode(page: Page, client: PublicClient, hash: `0x${string}`, unit: string): Promise<void> {
  await page.getByTestId('tx-info').waitFor();
  const [tx, receipt] = await Promise.all([client.getTransaction({ hash }), client.getTransactionReceipt({ hash })]);
  expect(await field(page, 'tx-hash').innerText()).toBe(hash);
  expect(await field(page, 'tx-status').innerText()).toBe(receipt.status === 'success' ? '成功' : '失败');
  expect(await page.getByTestId('tx-block-link').innerText()).toBe(String(receipt.blockNumber));
  const head = await client.getBlockNumber();
  const confirmations = Number((await field(page, 'tx-confirmations').innerText()).replace(/,/g, ''));
  expect(confirmations).toBeGreaterThanOrEqual(1);
  expect(confirmations).toBeLessThanOrEqual(Number(head - receipt.blockNumber) + 1);
  expect((await field(page, 'tx-from').innerText()).toLowerCase()).toBe(tx.from.toLowerCase());
  if (tx.to) expect((await field(page, 'tx-to').innerText()).toLowerCase()).toBe(tx.to.toLowerCase());
  expect(await page.getByTestId('tx-value').locator('[data-wei]').getAttribute('data-wei')).toBe(tx.value.toString());
  const fee = receipt.gasUsed * receipt.effectiveGasPrice;
  expect(await page.getByTestId('tx-fee').locator('[data-wei]').getAttribute('data-wei')).toBe(fee.toString());
  expect(await field(page, 'tx-fee').innerText()).toBe(`${formatTokenAmount(fee.toString(), 18)} ${unit}`);
  expect(await field(page, 'tx-gas-used').innerText()).toContain(receipt.gasUsed.toLocaleString('en-US'));
  expect(await field(page, 'tx-gas-limit').innerText()).toBe(tx.gas.toLocaleString('en-US'));
  expect(await field(page, 'tx-nonce').innerText()).toBe(String(tx.nonce));
  const typeLabel = { legacy: 'Legacy', eip2930: 'EIP-2930', eip1559: 'EIP-1559', eip4844: 'EIP-4844', eip7702: 'Type 4' }[tx.type];
  expect(await field(page, 'tx-type').innerText()).toContain(typeLabel);
}

describe('an EVM transaction’s page', () => {
  it('opens from the home’s latest transactions with the node’s figures, the receipt’s burn and the decoded logs', async () => {
    const page = await e2e.open('/eth', { loginAs: e2e.stack.demo });
    const link = page.getByTestId('latest-transaction').first().locator('a[href^="/eth/transactions/0x"]');
    const hash = (await link.getAttribute('href'))!.split('/').pop() as `0x${string}`;
    await link.click();
    await page.waitForURL((u) => u.pathname === `/eth/transactions/${hash}`);
    await page.getByRole('heading', { name: '交易详情', exact: true }).waitFor();
    await expectOverviewAsNode(page, eth, hash, 'ETH');

    // signed in: the receipt as the block page shows it, with the burn of the block's base fee
    await page.getByTestId('receipt').waitFor();
    const receipt = await eth.getTransactionReceipt({ hash });
    const block = await eth.getBlock({ blockNumber: receipt.blockNumber });
    if (block.baseFeePerGas !== null && block.baseFeePerGas !== undefined) {
      expect(await field(page, 'receipt-burned').innerText()).toBe(`${formatTokenAmount((block.baseFeePerGas * receipt.gasUsed).toString(), 18)} ETH`);
    }
    expect(await page.getByTestId('receipt-logs').locator('li').count()).toBe(receipt.logs.length);
    expect(await page.getByTestId('receipt-login-hint').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows a token transfer’s transfers, its parsed result and its decoded Transfer log', async () => {
    const page = await e2e.open(`/eth/transactions/${tokenTx.hash}`, { loginAs: e2e.stack.demo });
    await page.getByTestId('tx-transfers').waitFor();
    const receipt = await eth.getTransactionReceipt({ hash: tokenTx.hash });
    const rows = page.getByTestId('transfer-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    const amounts = await rows.getByTestId('transfer-amount').allInnerTexts();
    expect(amounts).toContain(formatTokenAmount(tokenTx.token_amount, tokenTx.token_decimals));
    await page.getByTestId('receipt-parsed').waitFor();
    const decoded = page.getByTestId('log-decoded');
    expect(await decoded.count()).toBeGreaterThanOrEqual(1);
    expect(await decoded.first().innerText()).toContain(formatTokenAmount(tokenTx.token_amount, tokenTx.token_decimals));
    expect(await page.getByTestId('receipt-log').count()).toBe(receipt.logs.length);
    if (tokenTx.input.length >= 10) expect(await page.getByTestId('receipt-selector').innerText()).toBe(tokenTx.input.slice(0, 10));
    await screenshot(page, 'evm-transaction-token');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('opens from a block’s transaction row (↗ beside the copyable hash) on bsc', async () => {
    const tx = await waitUntil('an indexed bsc transaction', async () => (await api('/api/no-auth/transactions?chain=bsc&page=1&page_size=5')).transactions[0], 60_000, 1000);
    const page = await e2e.open(`/bsc/blocks/${tx.block_height}`);
    const row = page.locator(`[data-testid="tx-row"][data-hash="${tx.hash}"]`);
    await row.waitFor();
    await row.locator(`a[href="/bsc/transactions/${tx.hash}"]`).click();
    await page.waitForURL((u) => u.pathname === `/bsc/transactions/${tx.hash}`);
    await expectOverviewAsNode(page, bsc, tx.hash, 'BNB');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows a contract creation as 合约创建 with the created contract', async () => {
    const creation = await waitUntil(
      'an indexed contract creation on eth',
      async () => (await api('/api/no-auth/transactions?chain=eth&page=1&page_size=1000')).transactions.find((t: any) => t.to === null && t.contract_address),
      120_000,
      2000,
    );
    const page = await e2e.open(`/eth/transactions/${creation.hash}`, { loginAs: e2e.stack.demo });
    await page.getByTestId('tx-contract-creation').getByText('合约创建').waitFor();
    const receipt = await eth.getTransactionReceipt({ hash: creation.hash });
    expect((await page.getByTestId('tx-to').locator('a').innerText()).toLowerCase()).toBe(receipt.contractAddress!.toLowerCase());
    await page.close();
  });

  it('search: a transaction hash lands on its page', async () => {
    const page = await e2e.open('/eth');
    const input = page.getByTestId('global-search-input');
    await input.fill(tokenTx.hash.toUpperCase().replace('0X', '0x'));
    await input.press('Enter');
    await page.waitForURL((u) => u.pathname === `/eth/transactions/${tokenTx.hash}`);
    await page.getByTestId('tx-info').waitFor();
    await page.close();
  });

  it('guests get the overview and 请登录后查看交易凭证信息, without receipt, transfers or a signed-in call', async () => {
    const page = await e2e.open('/eth', {});
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto(`${e2e.stack.baseUrl}/eth/transactions/${tokenTx.hash}`);
    await expectOverviewAsNode(page, eth, tokenTx.hash, 'ETH');
    await page.getByTestId('receipt-login-hint').getByText('请登录后查看交易凭证信息').waitFor();
    expect(await page.getByTestId('receipt').count()).toBe(0);
    expect(await page.getByTestId('tx-transfers').count()).toBe(0);
    expect(calls).toContain(`/api/no-auth/transactions/detail/eth/${tokenTx.hash}`);
    expect(calls.filter((c) => c.startsWith('/api/v1/'))).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a bad hash shows 无效的交易哈希 and an unknown one 交易不存在 with 重试', async () => {
    const page = await e2e.open('/eth/transactions/0x1234');
    await page.getByRole('alert').getByText('无效的交易哈希').waitFor();
    await page.goto(`${e2e.stack.baseUrl}/eth/transactions/0x${'f'.repeat(64)}`);
    const alert = page.getByRole('alert');
    await alert.getByText('交易不存在').waitFor();
    await alert.getByRole('button', { name: '重试' }).waitFor();
    await page.close();
  });
});
