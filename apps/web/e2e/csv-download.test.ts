/**
 * CSV downloads in a real browser against `explorer start` (issue 14 part 5): the block list's
 * download (a guest) starts at the first block the page shows and its rows are the page's rows; a
 * block's transactions download (signed in: the bearer token goes with it) holds the rows the block
 * detail lists, in block order.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/test/support/csv-parse';
import { parseCsvFile } from './support/csv';
import { useStackAndBrowser, waitUntil } from './support';

let block: { height: number; transaction_count: number };

async function api(path: string): Promise<any> {
  return ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;
}

const e2e = useStackAndBrowser({
  ready: async () => {
    block = await waitUntil(
      'an indexed eth block with 2+ transactions',
      async () => (await api('/api/no-auth/blocks?chain=eth&page=1&page_size=25')).blocks.find((b: any) => b.transaction_count >= 2),
      120_000,
      1000,
    );
  },
});

/** clicks the button and reads the file the browser saved (rows as shown, and the cells as written) */
async function download(page: Page, testId: string): Promise<{ name: string; rows: string[][]; raw: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const text = readFileSync(await file.path(), 'utf8');
  return { name: file.suggestedFilename(), rows: parseCsvFile(text), raw: parseCsv(text) };
}

describe('CSV downloads', () => {
  it('downloads the block list from the first block shown; its rows are the page’s rows', async () => {
    const page = await e2e.open('/eth/blocks');
    await page.getByTestId('block-row').first().waitFor();
    const shown = (await page.getByTestId('block-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-height')))).map(String);
    const total = Number(/共 (\d+) 个区块/.exec(await page.getByTestId('block-total').innerText())![1]);
    // a guest's page stays as it loaded while the devnet goes on (a block a second)
    await waitUntil('newer blocks than the page shows', async () => ((await api('/api/no-auth/blocks?chain=eth&page=1&page_size=1')).blocks[0].height > Number(shown[0]) + 2 ? true : undefined), 30_000, 500);
    const { name, rows, raw } = await download(page, 'blocks-csv');
    expect(name).toBe(`eth-blocks-from-${shown[0]}.csv`);
    const [header, ...body] = rows;
    expect(header!.slice(0, 5)).toEqual(['height', 'hash', 'time_utc', 'timestamp', 'transactions']);
    expect(body.slice(0, shown.length).map((r) => r[0])).toEqual(shown);
    // the file and the page agree: the page's 共 N 个区块 (a guest: the 100 newest when it loaded) are its rows
    expect(total).toBeLessThanOrEqual(100);
    expect(body.map((r) => r[0])).toEqual(Array.from({ length: total }, (_, i) => String(Number(shown[0]) - i)));
    // one column, one form: every reward_wei is written as ="…" text
    const reward = raw[0]!.indexOf('reward_wei');
    expect(raw.slice(1).filter((r) => r[reward] !== '' && !/^="\d+"$/.test(r[reward]!))).toEqual([]);
    const first = await api(`/api/no-auth/blocks/height/${shown[0]}?chain=eth`);
    expect(body[0]!.slice(1, 5)).toEqual([first.hash, new Date(first.timestamp * 1000).toISOString(), String(first.timestamp), String(first.transaction_count)]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('downloads a block’s transactions, signed in, with the rows the page lists', async () => {
    const page = await e2e.open(`/eth/blocks/${block.height}`, { loginAs: e2e.stack.demo });
    await page.getByTestId('tx-row').first().waitFor();
    const hashes = await page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
    const { name, rows } = await download(page, 'block-tx-csv');
    expect(name).toBe(`eth-block-${block.height}-transactions.csv`);
    const [header, ...body] = rows;
    expect(header!.slice(0, 6)).toEqual(['index', 'hash', 'time_utc', 'from', 'to', 'value_wei']);
    expect(body).toHaveLength(block.transaction_count);
    expect(body.slice(0, hashes.length).map((r) => r[1])).toEqual(hashes);
    expect(body.map((r) => Number(r[0]))).toEqual(body.map((_, i) => i));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('downloads a Solana slot’s transactions as listed: votes left out while the page hides them', async () => {
    const slot = await waitUntil(
      'an indexed sol slot with non-vote transactions',
      async () => {
        const blocks = ((await api('/api/no-auth/blocks?chain=sol&page=1&page_size=100')).blocks as any[]).filter((b) => b.non_vote_transaction_count >= 1);
        // one with vote transactions too where there is one, so leaving them out shows
        return blocks.find((b) => b.vote_transaction_count >= 1) ?? blocks[0];
      },
      150_000,
      1000,
    );
    const page = await e2e.open(`/sol/blocks/${slot.height}`);
    await page.getByTestId('tx-row').first().waitFor();
    const listed = await page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
    const { name, rows } = await download(page, 'block-tx-csv');
    expect(name).toBe(`sol-block-${slot.height}-transactions.csv`);
    const [header, ...body] = rows;
    expect(header!.slice(0, 4)).toEqual(['index', 'signature', 'time_utc', 'signer']);
    expect(body).toHaveLength(slot.non_vote_transaction_count);
    expect(body.slice(0, listed.length).map((r) => r[1])).toEqual(listed);
    expect(body.every((r) => r[header!.indexOf('vote')] === 'false')).toBe(true);
    await page.close();
  }, 240_000);
});
