/**
 * The Bitcoin screens in a real browser against the real server, with blocks written through the
 * indexer's Bitcoin sink: the home fills its cards, lists and network panel from the API (and its
 * latest blocks from the block list when the overview has none); a failed load shows the banner
 * with 重试; /btc/blocks shows the Bitcoin columns and a newly written block arrives live; a block's
 * transactions show their inputs and outputs, a spent output links to its spender and the
 * transaction page shows fee, fee rate and confirmations; paging clamps; a missing block shows the
 * error card with 重试; the home's 查看全部交易 leads to the transaction list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockFees, feeOf, type BtcFixtureBlock } from '../../server/test/support/btc-chain';
import { formatCoin, formatDifficulty, formatHashrate, formatInteger, formatSmallCoin } from '../src/lib/format';
import { screenshot } from './support';
import { useBtcStack } from './support/btc-stack';

const START = 800_000;
const SEEDED = 40;
/** block index 35 carries more than a page (20) of transactions */
const BIG = 35;
const btc = useBtcStack({ seeded: SEEDED, spare: 2, chain: { startHeight: START, paymentsOf: (i) => (i === BIG ? 24 : (i % 4) + 1) } });

const coin = (sat: bigint | string | null) => formatCoin(sat === null ? null : String(sat), 'BTC', 8, 8);
const tipHeight = () => btc.written.at(-1)!.height;
const failing = (message: string) => ({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message }) });
const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

/** the transaction (txid, block) that spends output vout of txid, from the fixture chain */
function spenderOf(txid: string, vout: number): { txid: string; block: BtcFixtureBlock } | null {
  for (const block of btc.written) for (const tx of block.txs) if (tx.inputs.some((i) => i.prev.txid === txid && i.prev.vout === vout)) return { txid: tx.txid, block };
  return null;
}

describe('btc home', () => {
  it('fills the four cards, the latest lists and the network panel from the API', async () => {
    const page = await btc.open('/btc');
    await page.getByRole('heading', { name: '比特币区块链概览', exact: true }).waitFor();
    await page.getByTestId('stat-total-blocks-value').waitFor();
    const stats = await btc.api('/api/no-auth/home/btc/stats');
    const o = stats.overview;
    expect(await textOf(page, 'stat-total-blocks-value')).toBe(formatInteger(o.totalBlocks));
    expect(o.totalBlocks).toBe(btc.written.length);
    expect(await textOf(page, 'stat-total-transactions-value')).toBe(formatInteger(o.totalTransactions));
    expect(await textOf(page, 'stat-active-addresses-value')).toBe(formatInteger(o.activeAddresses));
    expect(await textOf(page, 'stat-hashrate-value')).toBe(formatHashrate(o.networkHashrate));
    expect(await page.getByTestId('stat-base-fee').count()).toBe(0);

    const blocks = page.getByTestId('latest-blocks');
    expect(await blocks.locator('a[href^="/btc/blocks/"]').first().getAttribute('href')).toBe(`/btc/blocks/${stats.latestBlocks[0].height}`);
    const tx = stats.latestTransactions[0];
    expect(await textOf(page, 'latest-transaction-amount')).toBe(coin(tx.amount));
    expect(await page.getByTestId('latest-transaction').first().locator(`a[href="/btc/transactions/${tx.hash}"]`).count()).toBe(1);
    expect(await page.getByTestId('latest-transactions').innerText()).not.toContain('Gwei');

    expect(await page.getByTestId('net-avg-fee').locator('dd').innerText()).toBe(coin(o.avgFee));
    expect(await page.getByTestId('net-avg-block-time').locator('dd').innerText()).toBe(`${o.avgBlockTime.toFixed(1)} 分钟`);
    expect(await page.getByTestId('net-difficulty').locator('dd').innerText()).toBe(formatDifficulty(o.difficulty));
    expect(await page.getByTestId('net-volume').locator('dd').innerText()).toBe(coin(o.dailyVolume));
    expect(o.windowSeconds).toBe(86_400);
    expect(await page.getByTestId('network-panel').locator('h2').innerText()).toBe('网络状态（最近24小时）');
    // fee rates of the newest blocks (GET /api/no-auth/gas/btc)
    const rates = await btc.api('/api/no-auth/gas/btc');
    expect(rates.percentiles.length).toBeGreaterThan(0);
    for (const p of rates.percentiles) {
      const text = await page.getByTestId(`fee-rate-p${p.percentile}`).locator('dd').innerText();
      expect(text).toBe(`${p.sat_per_vbyte.replace(/0+$/, '').replace(/\.$/, '')} sat/vB`);
    }
    await screenshot(page, 'btc-home');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('signed-in users read /api/v1/home/btc/stats', async () => {
    const page = await btc.open('/eth', { loginAs: btc.user });
    const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/home/btc/stats');
    await page.getByRole('button', { name: 'BTC', exact: true }).click();
    await call;
    await page.getByTestId('stat-total-blocks-value').waitFor();
    expect(await textOf(page, 'stat-total-blocks-value')).toBe(formatInteger(btc.written.length));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('fills empty latest blocks from the block list (page 1, page_size 5, chain btc)', async () => {
    const page = await btc.open('/eth', { waitForShell: true });
    const real = await btc.api('/api/no-auth/home/btc/stats');
    await page.route((url) => url.pathname === '/api/no-auth/home/btc/stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok', data: { ...real, latestBlocks: [], latestTransactions: [] } }) }),
    );
    const listCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/no-auth/blocks');
    await page.getByRole('button', { name: 'BTC', exact: true }).click();
    const url = new URL((await listCall).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ chain: 'btc', page: '1', page_size: '5' });
    await page.getByTestId('latest-blocks').locator('li').nth(4).waitFor();
    expect(await page.getByTestId('latest-blocks').locator('li').count()).toBe(5);
    expect(await page.getByTestId('latest-blocks').locator('a[href^="/btc/blocks/"]').first().getAttribute('href')).toBe(`/btc/blocks/${tipHeight()}`);
    await page.getByTestId('latest-transactions').getByText('暂无交易数据').waitFor();
    await page.close();
  });

  it('a failed load shows the banner with the server message and 重试, never sample figures', async () => {
    const page = await btc.open('/eth');
    await page.route((url) => url.pathname === '/api/no-auth/home/btc/stats', (route) => route.fulfill(failing('统计暂不可用')));
    await page.getByRole('button', { name: 'BTC', exact: true }).click();
    const banner = page.getByTestId('home-error');
    await banner.getByText('统计暂不可用').waitFor();
    expect(await page.locator('.stat-card').count()).toBe(0);
    expect(await page.getByTestId('latest-blocks').count()).toBe(0);
    await page.unrouteAll();
    await banner.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('stat-total-blocks-value').waitFor();
    expect(await textOf(page, 'stat-total-blocks-value')).toBe(formatInteger(btc.written.length));
    await banner.waitFor({ state: 'detached' });
    await page.close();
  });

  it('查看全部交易 leads to the transaction list; a txid there opens its page', async () => {
    const page = await btc.open('/btc');
    await page.getByRole('link', { name: '查看全部交易' }).click();
    await page.getByRole('heading', { name: '比特币交易列表', exact: true }).waitFor();
    await page.getByTestId('transaction-row').first().waitFor();
    const list = await btc.api('/api/no-auth/transactions?chain=btc&page=1&page_size=25');
    const hashes = await page.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
    expect(hashes).toEqual(list.transactions.map((t: any) => t.txid));
    const first = list.transactions[0];
    expect(await page.getByTestId('tx-amount').first().innerText()).toBe(coin(first.amount));
    await page.getByTestId('tx-link').first().click();
    await page.getByTestId('tx-txid').getByText(first.txid).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('btc blocks', () => {
  it('/btc/blocks shows height, time, transactions, size, difficulty, hash and fee; a written block arrives live', async () => {
    const page = await btc.open('/btc/blocks', { loginAs: btc.user });
    await page.getByRole('heading', { name: '比特币区块列表', exact: true }).waitFor();
    await page.getByTestId('block-row').first().waitFor();
    await page.getByTestId('live-indicator').getByText('实时连接').waitFor();
    const headers = await page.locator('[data-testid="block-table"] th').allInnerTexts();
    expect(headers).toEqual(['区块高度', '时间', '交易数', '大小', '难度', '区块哈希', '手续费']);
    const api = await btc.api('/api/no-auth/blocks?chain=btc&page=1&page_size=25');
    const heights = await page.getByTestId('block-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height'))));
    expect(heights).toEqual(api.blocks.map((b: any) => b.height));
    expect(heights).toHaveLength(25);
    const top = api.blocks[0];
    const row = page.getByTestId('block-row').first();
    expect(await row.getByTestId('block-fee').innerText()).toBe(formatSmallCoin(top.fee, 'BTC', 8, 8));
    expect(await row.getByTestId('block-difficulty').innerText()).toBe(formatDifficulty(top.difficulty));
    expect(await row.locator('a').getAttribute('href')).toBe(`/btc/blocks/${top.height}`);
    const total = Number(/共 (\d+) 个区块/.exec(await page.getByTestId('block-total').innerText())![1]);
    await screenshot(page, 'btc-blocks');

    const next = await btc.writeNext();
    await page.waitForFunction((h) => document.querySelector('[data-testid="block-row"]')?.getAttribute('data-height') === String(h), next.height);
    expect(await page.getByTestId('block-row').count()).toBe(25);
    // the event's block is the list's own shape: its fee and difficulty are there without a reload
    const live = page.getByTestId('block-row').first();
    expect(await live.getByTestId('block-fee').innerText()).toBe(formatSmallCoin(String(blockFees(next)), 'BTC', 8, 8));
    expect(await live.getByTestId('block-difficulty').innerText()).toBe(formatDifficulty(next.difficulty));
    await page.getByTestId('block-total').getByText(`共 ${total + 1} 个区块`).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('btc block detail and transaction page', () => {
  it('a block’s transactions show their inputs and outputs; a spent output links to its spender', async () => {
    const block = btc.written[5]!;
    const page = await btc.open(`/btc/blocks/${block.height}`);
    await page.getByTestId('block-info').waitFor();
    await page.getByRole('heading', { name: `区块详情 #${block.height}`, exact: true }).waitFor();
    const api = await btc.api(`/api/no-auth/blocks/height/${block.height}?chain=btc`);
    expect(await page.getByTestId('info-hash').locator('dd').innerText()).toBe(block.hash);
    expect(await page.getByTestId('info-fee').locator('dd').innerText()).toBe(coin(api.fee));
    expect(await page.getByTestId('info-reward').locator('dd').innerText()).toBe(coin(api.base_fee));
    expect(await page.getByTestId('info-confirmations').locator('dd').innerText()).toBe(formatInteger(api.confirmations));
    expect(await page.getByTestId('info-difficulty').locator('dd').innerText()).toBe(formatDifficulty(block.difficulty));
    expect(await page.getByTestId('tx-summary').innerText()).toBe(`共 ${block.txs.length} 笔交易 (第 1/1 页)`);
    await page.getByTestId('btc-tx').first().waitFor();
    expect(await page.getByTestId('btc-tx').evaluateAll((els) => els.map((e) => e.getAttribute('data-txid')))).toEqual(block.txs.map((t) => t.txid));

    // the coinbase
    const coinbase = page.locator(`[data-testid="btc-tx"][data-txid="${block.txs[0]!.txid}"]`);
    expect(await coinbase.getByTestId('tx-input').getAttribute('data-kind')).toBe('coinbase');
    // a payment: its inputs are the outputs it spends, its outputs as written
    const payment = block.txs[1]!;
    const card = page.locator(`[data-testid="btc-tx"][data-txid="${payment.txid}"]`);
    expect(await card.getByTestId('input-address').allInnerTexts()).toEqual(payment.inputs.map((i) => i.prev.address));
    expect(await card.getByTestId('input-value').allInnerTexts()).toEqual(payment.inputs.map((i) => coin(i.prev.value)));
    expect(await card.getByTestId('input-prev').first().getAttribute('href')).toBe(`/btc/transactions/${payment.inputs[0]!.prev.txid}`);
    expect(await card.getByTestId('output-address').allInnerTexts()).toEqual(payment.outputs.map((o) => o.address ?? '无地址'));
    expect(await card.getByTestId('output-value').allInnerTexts()).toEqual(payment.outputs.map((o) => coin(o.value)));
    expect(await card.getByTestId('output-script').allInnerTexts()).toEqual(payment.outputs.map((o) => o.scriptType));
    expect(await card.getByTestId('btc-tx-fee').innerText()).toBe(coin(feeOf(payment)));

    // every output: spent → a link to its spender, else 未花费
    const outputs = card.getByTestId('tx-output');
    for (let vout = 0; vout < payment.outputs.length; vout++) {
      const spender = spenderOf(payment.txid, vout);
      const out = outputs.nth(vout);
      if (spender) expect(await out.getByTestId('output-spender').getAttribute('href')).toBe(`/btc/transactions/${spender.txid}`);
      else await out.getByTestId('output-unspent').getByText('未花费').waitFor();
    }
    const spentVout = payment.outputs.findIndex((_, v) => spenderOf(payment.txid, v) !== null);
    expect(spentVout).toBeGreaterThanOrEqual(0);
    const spender = spenderOf(payment.txid, spentVout)!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'btc-block-detail');

    // follow the spender: its page lists this output among its inputs
    await outputs.nth(spentVout).getByTestId('output-spender').click();
    await page.getByRole('heading', { name: '交易详情', exact: true }).waitFor();
    await page.getByTestId('tx-txid').getByText(spender.txid).waitFor();
    expect(await page.getByTestId('tx-inputs').locator(`a[href="/btc/transactions/${payment.txid}"]`).count()).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the transaction page shows status, block, fee, fee rate and confirmations', async () => {
    const block = btc.written[12]!;
    const tx = block.txs.find((t) => !t.coinbase)!;
    const api = await btc.api(`/api/no-auth/transactions/btc/${tx.txid}`);
    const page = await btc.open(`/btc/transactions/${tx.txid}`, { loginAs: btc.user });
    await page.getByTestId('tx-info').waitFor();
    expect(await page.getByTestId('tx-status').locator('dd').innerText()).toContain('已确认');
    expect(await page.getByTestId('tx-block').locator('a').getAttribute('href')).toBe(`/btc/blocks/${block.height}`);
    expect(await page.getByTestId('tx-fee').locator('dd').innerText()).toBe(coin(feeOf(tx)));
    expect(await page.getByTestId('tx-fee-rate').locator('dd').innerText()).toBe(`${api.fee_rate.replace(/0+$/, '').replace(/\.$/, '')} sat/vB`);
    expect(await page.getByTestId('tx-confirmations').locator('dd').innerText()).toBe(formatInteger(api.confirmations));
    expect(api.confirmations).toBe(tipHeight() - block.height + 1);
    expect(await page.getByTestId('tx-input').count()).toBe(tx.inputs.length);
    expect(await page.getByTestId('tx-output').count()).toBe(tx.outputs.length);
    await screenshot(page, 'btc-transaction');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('pages a block’s transactions 20 at a time and clamps the page number', async () => {
    const block = btc.written[BIG]!;
    expect(block.txs.length).toBeGreaterThan(20);
    const plain = await btc.open(`/btc/blocks/${block.height}`);
    await plain.getByTestId('tx-summary').waitFor();
    const entries = await plain.evaluate(() => history.length);
    await plain.close();
    const page = await btc.open(`/btc/blocks/${block.height}?page=99`);
    await page.getByTestId('tx-summary').getByText(`共 ${block.txs.length} 笔交易 (第 2/2 页)`).waitFor();
    // the URL says the page shown, in place of ?page=99 (replaced: no history entry added)
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.getByTestId('btc-tx').first().waitFor();
    expect(await page.getByTestId('btc-tx').evaluateAll((els) => els.map((e) => e.getAttribute('data-txid')))).toEqual(block.txs.slice(20).map((t) => t.txid));
    await page.locator('.pagination-buttons').getByRole('button', { name: '1', exact: true }).click();
    await page.getByTestId('tx-summary').getByText(`共 ${block.txs.length} 笔交易 (第 1/2 页)`).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="btc-tx"]').length === 20);
    await page.close();
  });

  it('a block that does not exist shows 加载失败 with the server message and 重试; a failed transactions load shows its own error', async () => {
    const page = await btc.open('/btc/blocks/987654321');
    const card = page.locator('.error-card');
    await card.getByText('加载失败').waitFor();
    expect((await card.locator('p').innerText()).length).toBeGreaterThan(0);
    // nothing to download for a block that is not there
    expect(await page.getByTestId('block-tx-csv').count()).toBe(0);
    const again = page.waitForRequest((r) => r.url().includes('/blocks/height/987654321'));
    await card.getByRole('button', { name: '重试' }).click();
    await again;
    await page.close();

    const block = btc.written[5]!;
    const broken = await btc.open('/eth');
    await broken.route((url) => url.pathname.startsWith('/api/no-auth/transactions/btc/block-height/'), (route) => route.fulfill(failing('交易暂不可用')));
    await broken.goto(`${btc.server.url}/btc/blocks/${block.height}`);
    await broken.getByTestId('block-transactions').locator('.error-card').getByText('交易暂不可用').waitFor();
    await broken.unrouteAll();
    await broken.getByTestId('block-transactions').getByRole('button', { name: '重试' }).click();
    await broken.getByTestId('btc-tx').first().waitFor();
    await broken.getByTestId('block-tx-csv').waitFor();
    await broken.close();
  });

  it('a height that is not one (/btc/blocks/abc) is invalid input: 区块详情 with 无效的区块高度, no #- and no download', async () => {
    const page = await btc.open('/btc/blocks/abc');
    await page.locator('.error-card').getByText('无效的区块高度').waitFor();
    expect(await page.locator('h1.page-title').innerText()).toBe('区块详情');
    expect(await page.getByTestId('block-detail-page').innerText()).not.toContain('#-');
    expect(await page.getByTestId('block-tx-csv').count()).toBe(0);
    await page.close();
  });
});
