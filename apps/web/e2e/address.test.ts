/**
 * The address page in a real browser against `explorer start` (issue 14 part 3): a devnet account
 * the activity generator sends ether to, reached from a block's transaction list, shows the transfer
 * (an 转入 row with its exact amount), its live balance and transaction count; its CSV downloads and
 * parses, the amounts intact as text; a bad address says so.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCoin } from '../src/lib/format';
import { parseCsvFile } from './support/csv';
import { useStackAndBrowser, waitUntil } from './support';

interface Transfer {
  hash: string;
  block_height: number;
  from: string;
  to: string;
  amount: string;
}

let transfer: Transfer;

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async () => {
    // a plain ether transfer between two devnet accounts (no input, a value)
    transfer = await waitUntil(
      'an indexed eth transfer with a value',
      async () => {
        const txs = (await api('/api/no-auth/transactions?chain=eth&page_size=100')).transactions as any[];
        return txs.find((t) => t.to && t.to !== t.from && BigInt(t.amount) > 0n && (!t.input || t.input === '0x'));
      },
      120_000,
      1000,
    );
  },
});

async function download(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('address-csv').click()]);
  return { name: file.suggestedFilename(), rows: parseCsvFile(readFileSync(await file.path(), 'utf8')) };
}

describe('the address page', () => {
  it('is reached from a block’s transaction list and shows the transfer, the balance and the count', async () => {
    const page = await e2e.open(`/eth/blocks/${transfer.block_height}`);
    const row = page.locator(`[data-testid="tx-row"][data-hash="${transfer.hash}"]`);
    await row.getByTestId('tx-to').click();
    await page.waitForURL((u) => u.pathname === '/eth/address-transactions' && u.searchParams.get('address') === transfer.to);
    expect(await page.getByTestId('address-text').innerText()).toBe(transfer.to);

    const shown = page.locator(`[data-testid="address-tx-row"][data-hash="${transfer.hash}"]`);
    // the account keeps receiving: walk older pages (keyset, 25 a page) until the transfer's row shows
    await page.getByTestId('address-tx-row').first().waitFor();
    for (let pageNumber = 2; (await shown.count()) === 0 && pageNumber <= 40; pageNumber++) {
      await page.getByTestId('address-next').click();
      await page.getByTestId('address-page-number').getByText(new RegExp(`\\b${pageNumber}\\b`)).waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    }
    await shown.waitFor();
    expect(await shown.getByTestId('address-tx-direction').getAttribute('data-direction')).toBe('in');
    expect(await shown.getByTestId('address-tx-amount').innerText()).toBe(formatCoin(transfer.amount, 'ETH', 18, 6));
    // the counterparty links to the sender's page
    expect(await shown.getByTestId('address-tx-counterparty').getAttribute('title')).toBe(transfer.from);

    const summary = await api(`/api/no-auth/addresses/${transfer.to}?chain=eth`);
    expect(summary.balance_source).toBe('node');
    expect(summary.tx_count).toBeGreaterThan(0);
    const balance = await page.getByTestId('address-balance').locator('dd').innerText();
    expect(balance).toMatch(/^[\d,]+\.\d{18} ETH/);
    const count = Number((await page.getByTestId('address-tx-count').locator('dd').innerText()).replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(summary.tx_count);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('downloads the address’s transactions as CSV with the amounts intact', async () => {
    const page = await e2e.open(`/eth/address-transactions?address=${transfer.to}`);
    await page.getByTestId('address-tx-row').first().waitFor();
    const { name, rows } = await download(page);
    expect(name).toBe(`eth-${transfer.to}-transactions.csv`);
    const [header, ...body] = rows;
    expect(header).toEqual(['tx_hash', 'block_height', 'time_utc', 'direction', 'counterparty', 'value', 'fee', 'status', 'tokens']);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(1000);
    const row = body.find((r) => r[0] === transfer.hash)!;
    expect(row).toBeDefined();
    expect(row.slice(1, 6)).toEqual([String(transfer.block_height), expect.stringMatching(/^\d{4}-\d\d-\d\dT/), 'in', transfer.from, transfer.amount]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('says what is wrong with an address it cannot read', async () => {
    const page = await e2e.open('/eth/address-transactions?address=0x1234');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('0x');
    await page.close();
  });
});
