/**
 * The statistics pages in a real browser (spec part 2 §2.10, §2.9; DESIGN §6): with the server
 * setting EXPLORER_STATISTICS=1, /eth/statistics and /sol/statistics (explorer start: the devnets
 * and their indexers) and /btc/statistics (the Bitcoin stack: blocks written through the indexer's
 * sink) show the four cards with the figures of the answer the page read, two uPlot charts drawn
 * from a non-empty series (canvas present), and the metric table with its coloured changes; the
 * charts are drawn again in the dark theme. Without the setting (the page's /api/config says
 * statistics: false) the guard sends the visitor to the chain home.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chainView } from '../src/chains/registry';
import {
  chartSpecs,
  formatChange,
  formatMetricValue,
  statisticsCards,
} from '../src/features/statistics/figures';
import type { Statistics } from '../src/features/statistics/api/statistics';
import { t } from '../src/i18n';
import type { ChainId } from '../src/lib/core';
import { screenshot, useStackAndBrowser, waitUntil } from './support';
import { useBtcStack } from './support/btc-stack';

// explorer start reads the flag from the environment it inherits; the Bitcoin stack's server gets it in its config
process.env.EXPLORER_STATISTICS = '1';

/** Opens the chain home, then its statistics page, and returns the statistics answer the page read. */
async function openStatistics(
  open: (path: string) => Promise<Page & { errors: string[] }>,
  baseUrl: string,
  chain: ChainId,
): Promise<{ page: Page & { errors: string[] }; data: Statistics }> {
  const page = await open(`/${chain}`);
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/no-auth/stats/${chain}`) && r.status() === 200,
  );
  await page.goto(`${baseUrl}/${chain}/statistics`);
  const data = ((await (await answer).json()) as { data: Statistics }).data;
  await page.getByTestId('statistics-page').waitFor();
  return { page, data };
}

/** The cards, the charts and the metric table show what the answer holds. */
async function expectPage(page: Page, data: Statistics, chain: ChainId) {
  const view = chainView(chain);
  expect(new URL(page.url()).pathname).toBe(`/${chain}/statistics`);
  for (const card of statisticsCards(data.summary, view, t)) {
    expect(await page.getByTestId(`stats-card-${card.id}-value`).innerText(), card.id).toBe(card.value);
  }
  for (const spec of chartSpecs(view)) {
    const points = data.series.filter((p) => spec.value(p) !== null).length;
    expect(points, `${spec.id} points in the answer`).toBeGreaterThan(0);
    const chart = page.getByTestId(`chart-${spec.id}`);
    expect(await chart.getAttribute('data-points')).toBe(String(points));
    await chart.locator('canvas').first().waitFor();
  }
  const rows = page.getByTestId('stats-metrics').locator('tbody tr');
  expect(await rows.count()).toBe(data.metrics.length);
  for (const [i, m] of data.metrics.entries()) {
    const row = rows.nth(i);
    expect(await row.locator('td').nth(0).innerText(), m.name).toBe(formatMetricValue(m, view, t));
    const change = formatChange(m.change24h);
    const cell = row.locator('td').nth(1).locator('.stats-change');
    expect(await cell.innerText()).toBe(change.text);
    expect(await cell.getAttribute('class')).toContain(`stats-change-${change.tone}`);
  }
  expect(await page.getByTestId('stats-updated').innerText()).toMatch(/最后更新：\d{2}:\d{2}:\d{2}/);
}

/** The chart lines use the theme's --primary: switching to dark draws them again (canvas back, colour read anew). */
async function expectDarkRedraw(page: Page, chartId: string) {
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.getByTestId(`chart-${chartId}`).locator('canvas').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
}

describe('statistics on explorer start (eth, sol)', () => {
  const api = async (path: string) =>
    ((await (await fetch(e2e.stack.baseUrl + path)).json()) as { data: any }).data;
  const e2e = useStackAndBrowser({
    env: { EXPLORER_STATISTICS: '1' },
    ready: () =>
      waitUntil(
        'hourly figures of eth (with gas prices) and sol (with TPS)',
        async () => {
          const [eth, sol] = [
            (await api('/api/no-auth/stats/eth')) as Statistics,
            (await api('/api/no-auth/stats/sol')) as Statistics,
          ];
          return eth.summary.avgGasPrice !== null &&
            eth.summary.avgBlockTime !== null &&
            sol.summary.tps !== null &&
            sol.summary.voteShare !== null
            ? true
            : undefined;
        },
        240_000,
        1000,
      ),
    timeoutMs: 360_000,
  });

  it('the server says statistics are on', async () => {
    expect((await api('/api/config')).statistics).toBe(true);
  });

  it('/eth/statistics shows the cards, the volume and gas price charts and the metric table', async () => {
    const { page, data } = await openStatistics((p) => e2e.open(p), e2e.stack.baseUrl, 'eth');
    expect(data.summary.dailyVolume).not.toBe('0');
    await expectPage(page, data, 'eth');
    expect(await page.getByTestId('stats-card-dailyVolume-value').innerText()).toMatch(/ ETH$/);
    expect(await page.getByTestId('stats-card-avgGasPrice-value').innerText()).toMatch(/^\d[\d,]*\.\d Gwei$/);
    await screenshot(page, 'statistics-eth');
    await expectDarkRedraw(page, 'volume');
    await screenshot(page, 'statistics-eth-dark');
    expect(page.errors).toEqual([]);
  });

  it('/sol/statistics shows TPS and vote share', async () => {
    const { page, data } = await openStatistics((p) => e2e.open(p), e2e.stack.baseUrl, 'sol');
    await expectPage(page, data, 'sol');
    expect(data.metrics.map((m) => m.name)).toContain('activeAddresses');
    await screenshot(page, 'statistics-sol');
    expect(page.errors).toEqual([]);
  });

  it('a range choice reads that range: 30 days are drawn per day', async () => {
    const { page } = await openStatistics((p) => e2e.open(p), e2e.stack.baseUrl, 'eth');
    const answer = page.waitForResponse((r) => r.url().includes('/api/no-auth/stats/eth?range=30d'));
    await page.getByTestId('stats-range-30d').click();
    const data = ((await (await answer).json()) as { data: Statistics }).data;
    expect(data.bucket).toBe('day');
    expect(new URL(page.url()).search).toBe('?range=30d');
    await page.getByTestId('chart-volume').locator('canvas').first().waitFor();
  });

  it('without the server setting the statistics paths go to the chain home', async () => {
    const page = await e2e.open('/eth');
    const config = await api('/api/config');
    await page.route('**/api/config', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { ...config, statistics: false }, message: 'ok' }),
      }),
    );
    for (const chain of ['eth', 'sol'] as const) {
      await page.goto(`${e2e.stack.baseUrl}/${chain}/statistics`);
      await page.waitForURL(`${e2e.stack.baseUrl}/${chain}`);
      expect(await page.getByTestId('statistics-page').count()).toBe(0);
    }
  });
});

describe('btc statistics (Bitcoin stack)', () => {
  const btc = useBtcStack({ seeded: 30, spare: 0, config: { statistics: true } });

  it('/btc/statistics shows the fee rate and block interval cards and charts, with 7d, 30d, 90d, 1y', async () => {
    const { page, data } = await openStatistics((p) => btc.open(p), btc.server.url, 'btc');
    expect(data.range).toBe('7d');
    await expectPage(page, data, 'btc');
    expect(await page.getByTestId('stats-card-feeRate-value').innerText()).toMatch(/ sat\/vB$/);
    expect(await page.locator('.stats-ranges button').allInnerTexts()).toEqual([
      '7天',
      '30天',
      '90天',
      '1年',
    ]);
    await screenshot(page, 'statistics-btc');
    expect(page.errors).toEqual([]);
  });
});
