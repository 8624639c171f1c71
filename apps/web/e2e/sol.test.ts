/**
 * The Solana screens in a real browser against `explorer start` (local Solana chain, the sol
 * indexer, the API): new slots arrive live on /sol/blocks with the SOL columns; a slot with a token
 * transfer (found through the API) expands a row to the events and instructions the API answers,
 * loading the detail and the artifacts once; 隐藏投票交易 lists the non-vote transactions and
 * turning it off lists all of them; a skipped slot leaves the list's pages contiguous (every slot
 * missing between two rows is one the API has no block for); /sol/transactions/:signature shows the
 * sections; the sol home shows the figures of the answer it read, and a failed load shows 错误: …
 * with 重试. Expected values come from the API, never hard-coded figures.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { instructionSummaryLabel } from '../src/chains/sol/program-label';
import { eventAmountText, lamportsAmount, lamportsText, signerChangeText } from '../src/chains/sol/sol-tx';
import { formatFixed, formatInteger, formatShare, formatSmallCoin } from '../src/lib/format';
import { screenshot, useStackAndBrowser, waitUntil } from './support';

async function body(path: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path);
  return (await res.json()) as any;
}
const api = async (path: string) => (await body(path)).data;

const e2e = useStackAndBrowser({
  ready: () => waitUntil('40 indexed sol slots', async () => ((await api('/api/no-auth/blocks?chain=sol&page=1&page_size=1'))?.total > 40 ? true : undefined), 240_000, 1000),
  timeoutMs: 360_000,
});

const heights = (page: Page) => page.getByTestId('block-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height'))));
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
const sol = (lamports: string) => formatSmallCoin(lamports, 'SOL', 9);

/** newest slots with a block (newest first), at most 100 */
const newestBlocks = async (): Promise<any[]> => (await api('/api/no-auth/blocks?chain=sol&page=1&page_size=100')).blocks;

/** a slot's transactions as the API lists them (all pages of 50) */
async function slotTransactions(slot: number, votes: boolean): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const b = await body(`/api/no-auth/sol/blocks/${slot}/transactions?page=${page}&page_size=50${votes ? '' : '&vote=false'}`);
    out.push(...b.data);
    if (out.length >= b.meta.total || b.data.length === 0) return out;
  }
}

/** the newest slot holding a non-vote transaction with an spl_transfer event: { slot, index (in the non-vote list), tx, artifacts } */
async function slotWithTokenTransfer() {
  return waitUntil(
    'a sol slot with a token transfer',
    async () => {
      for (const b of await newestBlocks()) {
        if (b.non_vote_transaction_count === 0) continue;
        const txs = await slotTransactions(b.slot, false);
        for (const [index, tx] of txs.entries()) {
          const artifacts = await api(`/api/no-auth/sol/tx/${tx.tx_id}/artifacts`);
          if (artifacts.events.some((e: any) => e.event_type === 'spl_transfer')) return { slot: b.slot as number, index, tx, artifacts };
        }
      }
      return undefined;
    },
    180_000,
    2000,
  );
}

describe('sol blocks', () => {
  it('/sol/blocks shows the SOL columns and new slots arrive live', async () => {
    const page = await e2e.open('/sol/blocks', { loginAs: e2e.stack.demo });
    await page.getByRole('heading', { name: 'SOL区块列表', exact: true }).waitFor();
    await page.getByTestId('block-row').first().waitFor();
    await page.getByTestId('live-indicator').getByText('实时连接').waitFor();
    const headers = await page.locator('[data-testid="block-table"] th').allInnerTexts();
    expect(headers).toEqual(['区块高度', '时间', '交易数', '大小', '计算单元', '矿工', '奖励']);

    // the first row reads as the API answers that slot: compute units without a limit, no size, the leader's reward in SOL
    const top = (await heights(page))[0]!;
    const block = await api(`/api/no-auth/blocks/height/${top}?chain=sol`);
    const row = page.locator(`[data-testid="block-row"][data-height="${top}"]`);
    expect(await row.getByTestId('block-gas').innerText()).toBe(formatInteger(block.gas_used));
    expect(await row.locator('td').nth(3).innerText()).toBe('-');
    expect(await row.getByTestId('block-reward').innerText()).toBe(sol(block.miner_tip));
    expect(await row.getByTestId('block-burned').count()).toBe(BigInt(block.burned) > 0n ? 1 : 0);
    expect(await row.locator('a[href*="/blocks/"]').getAttribute('href')).toBe(`/sol/blocks/${top}`);

    // without a reload: the list refetches nothing, the live channel brings the slots
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/blocks') listCalls.push(r.url());
    });
    await page.waitForFunction((before) => Number(document.querySelector('[data-testid="block-row"]')?.getAttribute('data-height')) > before, top, { timeout: 30_000 });
    const after = await heights(page);
    expect(after[0]).toBeGreaterThan(top);
    expect(after).toHaveLength(25);
    expect([...after].sort((a, b) => b - a)).toEqual(after);
    expect(listCalls).toEqual([]);
    await screenshot(page, 'sol-blocks');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a skipped slot leaves the pages contiguous: every slot missing between rows has no block', async () => {
    const size = 10;
    const page = await e2e.open('/eth', { loginAs: e2e.stack.demo });
    // pages move while slots arrive: find a skipped slot among the newest, read the two pages around it
    // and the API's answer for each until they agree and the skipped slot is still between their rows
    const shown = await waitUntil(
      'two pages around a skipped slot that agree with the API',
      async () => {
        const blocks = await newestBlocks();
        const gapAt = blocks.findIndex((b, k) => k > 0 && blocks[k - 1].slot - b.slot > 1);
        if (gapAt < 1) return undefined;
        const p = Math.floor((gapAt - 1) / size) + 1;
        const pages: number[][] = [];
        for (const n of [p, p + 1]) {
          await page.goto(`${e2e.stack.baseUrl}/sol/blocks?page=${n}&size=${size}`);
          await page.getByTestId('block-row').first().waitFor();
          await settled(page);
          const ui = await heights(page);
          const fromApi = (await api(`/api/no-auth/blocks?chain=sol&page=${n}&page_size=${size}`)).blocks.map((b: any) => b.slot);
          if (JSON.stringify(ui) !== JSON.stringify(fromApi)) return undefined;
          pages.push(ui);
        }
        // a slot that arrived between the two reads shifts the second page: read both again
        if (pages[0]!.at(-1)! <= pages[1]![0]!) return undefined;
        const joined = [...pages[0]!, ...pages[1]!];
        const missing: number[] = [];
        for (let k = 1; k < joined.length; k++) for (let s = joined[k - 1]! - 1; s > joined[k]!; s--) missing.push(s);
        return missing.length > 0 ? { pages, joined, missing } : undefined;
      },
      90_000,
      500,
    );
    const [first, second] = shown.pages;
    expect(first).toHaveLength(size);
    expect(second).toHaveLength(size);
    // newest first, no slot twice, the second page going on below the first
    expect([...shown.joined].sort((a, b) => b - a)).toEqual(shown.joined);
    expect(new Set(shown.joined).size).toBe(shown.joined.length);
    expect(first!.at(-1)!).toBeGreaterThan(second![0]!);
    // every slot between consecutive rows (within and across the pages) is a skipped one: the API has no block for it
    for (const s of shown.missing) {
      const res = await fetch(`${e2e.stack.baseUrl}/api/no-auth/blocks/height/${s}?chain=sol`);
      expect(res.status, `slot ${s}`).toBe(404);
    }
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('sol block detail', () => {
  it('a row expands to the events and instructions the API answers, loaded once', async () => {
    const found = await slotWithTokenTransfer();
    const pageNo = Math.floor(found.index / 20) + 1;
    const page = await e2e.open(`/sol/blocks/${found.slot}${pageNo > 1 ? `?page=${pageNo}` : ''}`);
    const block = await api(`/api/no-auth/blocks/height/${found.slot}?chain=sol`);
    await page.getByRole('heading', { name: `区块详情 #${found.slot}`, exact: true }).waitFor();
    await page.getByTestId('tx-row').first().waitFor();
    expect(await page.getByTestId('info-gas').locator('dd').innerText()).toBe(formatInteger(block.gas_used));
    expect(await page.getByTestId('info-size').locator('dd').innerText()).toBe('-');
    expect(await page.getByTestId('info-reward').locator('dd').innerText()).toContain(sol(block.miner_tip));
    expect(await page.getByTestId('tx-summary').innerText()).toBe(`共 ${block.non_vote_transaction_count} 笔交易 (第 ${pageNo}/${Math.max(1, Math.ceil(block.non_vote_transaction_count / 20))} 页)`);

    const calls = { detail: 0, artifacts: 0 };
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/no-auth/sol/tx/detail') calls.detail++;
      if (path === `/api/no-auth/sol/tx/${found.tx.tx_id}/artifacts`) calls.artifacts++;
    });
    const row = page.locator(`[data-testid="tx-row"][data-hash="${found.tx.tx_id}"]`);
    expect(await row.getByTestId('tx-fee').innerText()).toBe(lamportsAmount(found.tx.fee));
    expect(await row.getByTestId('tx-version').innerText()).toBe(found.tx.version);
    expect(await row.getByTestId('tx-signer-change').innerText()).toBe(signerChangeText(found.tx.signer_change, null));
    for (const s of found.tx.instruction_summary.slice(0, 3)) expect(await row.getByTestId('tx-instructions').innerText()).toContain(instructionSummaryLabel(s));
    await row.getByTestId('tx-toggle').click();

    const detail = page.locator(`[data-testid="sol-tx-details"][data-signature="${found.tx.tx_id}"]`);
    const events = detail.getByTestId('sol-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(found.artifacts.events.length);
    for (const [k, e] of found.artifacts.events.entries()) {
      const ui = events.nth(k);
      expect(await ui.getAttribute('data-type')).toBe(e.event_type);
      expect(await ui.getByTestId('sol-event-from').getAttribute('title')).toBe(e.from_address);
      expect(await ui.getByTestId('sol-event-to').getAttribute('title')).toBe(e.to_address);
      expect(await ui.getByTestId('sol-event-amount').innerText()).toContain(eventAmountText(e));
    }
    const instructions = detail.getByTestId('sol-instruction');
    expect(await instructions.count()).toBe(found.artifacts.instructions.length);
    expect(await instructions.evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-program'), r.getAttribute('data-type')]))).toEqual(
      found.artifacts.instructions.map((i: any) => [i.program_id, i.instruction_type]),
    );
    const tx = await api(`/api/no-auth/sol/tx/detail?signature=${found.tx.tx_id}`);
    expect(await detail.getByTestId('sol-account').count()).toBe(tx.account_keys.length);
    for (const id of ['sol-tx-summary', 'sol-balances', 'sol-raw-data', 'sol-parsed', 'sol-logs']) expect(await detail.getByTestId(id).count()).toBe(1);
    if (tx.logs?.length) expect(await detail.getByTestId('sol-logs').innerText()).toContain(tx.logs[0]);
    await screenshot(page, 'sol-block-expanded');

    // collapsing and opening again only hides and shows: nothing is loaded a second time
    await row.getByTestId('tx-toggle').click();
    await detail.waitFor({ state: 'hidden' });
    await row.getByTestId('tx-toggle').click();
    await detail.waitFor({ state: 'visible' });
    expect(calls).toEqual({ detail: 1, artifacts: 1 });

    // a click on the signature copies it (toast 1.2 s)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByTestId('tx-hash').click();
    await page.getByText('已复制到剪贴板').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(found.tx.tx_id);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('隐藏投票交易 is on by default (vote=false); turning it off lists every transaction of the slot', async () => {
    // a slot with votes when the chain has them (the local chain's traffic has none: then any slot with transactions)
    const slot = await waitUntil(
      'a sol slot with transactions (on one page)',
      async () => {
        const blocks = (await newestBlocks()).filter((b) => b.non_vote_transaction_count > 0 && b.transaction_count <= 20);
        return (blocks.find((b) => b.vote_transaction_count > 0) ?? blocks[0])?.slot as number | undefined;
      },
      120_000,
      1000,
    );
    const block = await api(`/api/no-auth/blocks/height/${slot}?chain=sol`);
    const page = await e2e.open('/eth');
    const listPath = `/api/no-auth/sol/blocks/${slot}/transactions`;
    const firstCall = page.waitForRequest((r) => new URL(r.url()).pathname === listPath);
    await page.goto(`${e2e.stack.baseUrl}/sol/blocks/${slot}`);
    expect(new URL((await firstCall).url()).searchParams.get('vote')).toBe('false');
    const toggle = page.getByTestId('hide-votes').locator('input');
    await page.getByTestId('tx-row').first().waitFor();
    expect(await toggle.isChecked()).toBe(true);
    const rowSigs = () => page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-hash'), r.getAttribute('data-vote')]));
    const nonVote = await slotTransactions(slot, false);
    expect(await rowSigs()).toEqual(nonVote.map((t) => [t.tx_id, 'false']));
    expect(await page.getByTestId('tx-summary').innerText()).toBe(`共 ${block.non_vote_transaction_count} 笔交易 (第 1/1 页)`);

    const all = await slotTransactions(slot, true);
    const allCall = page.waitForRequest((r) => new URL(r.url()).pathname === listPath && !new URL(r.url()).searchParams.has('vote'));
    await toggle.uncheck();
    await allCall;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tx-row"]').length === n, all.length);
    await settled(page);
    expect(await rowSigs()).toEqual(all.map((t) => [t.tx_id, String(t.vote)]));
    expect(all.filter((t) => t.vote)).toHaveLength(block.vote_transaction_count);
    expect(await page.getByTestId('tx-summary').innerText()).toBe(`共 ${block.transaction_count} 笔交易 (第 1/1 页)`);
    expect(new URL(page.url()).searchParams.get('votes')).toBe('all');
    await toggle.check();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tx-row"]').length === n, nonVote.length);
    expect(await rowSigs()).toEqual(nonVote.map((t) => [t.tx_id, 'false']));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a slot without a block shows the error card with 重试', async () => {
    const page = await e2e.open('/sol/blocks/999999999999');
    await page.getByRole('alert').getByText('加载失败').waitFor();
    expect(await page.getByRole('alert').getByRole('button', { name: '重试' }).count()).toBe(1);
    page.errors.length = 0; // the 404 is the point
    await page.close();
  });
});

describe('sol transactions', () => {
  it('/sol/transactions lists the non-vote transactions; a signature opens its page with the sections', async () => {
    const page = await e2e.open('/sol/transactions');
    await page.getByRole('heading', { name: 'SOL交易列表', exact: true }).waitFor();
    await page.getByTestId('transaction-row').first().waitFor();
    // the list moves while slots arrive: read it and the API's first page until they agree
    const list = await waitUntil(
      'the transaction list and the API to agree',
      async () => {
        await settled(page);
        const ui = await page.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
        const fromApi = await api('/api/no-auth/transactions?chain=sol&page=1&page_size=25');
        if (JSON.stringify(ui) === JSON.stringify(fromApi.transactions.map((t: any) => t.tx_id))) return fromApi;
        await page.reload();
        await page.getByTestId('transaction-row').first().waitFor();
        return undefined;
      },
      60_000,
      500,
    );
    expect(list.transactions.every((t: any) => t.vote === false)).toBe(true);
    const first = list.transactions[0];
    expect(await page.getByTestId('tx-fee').first().innerText()).toBe(lamportsText(first.fee));
    await page.getByTestId('tx-link').first().click();
    await page.waitForURL(`**/sol/transactions/${first.tx_id}`);
    const details = page.getByTestId('sol-tx-details');
    await details.getByTestId('sol-tx-signature').getByText(first.tx_id).waitFor();
    const tx = await api(`/api/no-auth/sol/tx/detail?signature=${first.tx_id}`);
    const artifacts = await api(`/api/no-auth/sol/tx/${first.tx_id}/artifacts`);
    expect(await details.getByTestId('sol-tx-fee').locator('dd').innerText()).toBe(lamportsText(tx.fee));
    expect(await details.getByTestId('sol-tx-slot').locator('a').getAttribute('href')).toBe(`/sol/blocks/${tx.slot}`);
    expect(await details.getByTestId('sol-account').count()).toBe(tx.account_keys.length);
    expect(await details.getByTestId('sol-balance').count()).toBe(tx.pre_balances && tx.post_balances && tx.pre_balances.length === tx.post_balances.length ? tx.pre_balances.length : 0);
    await details.getByTestId('sol-instructions').waitFor();
    expect(await details.getByTestId('sol-event').count()).toBe(artifacts.events.length);
    expect(await details.getByTestId('sol-instruction').count()).toBe(artifacts.instructions.length);
    for (const id of ['sol-raw-data', 'sol-parsed', 'sol-logs']) expect(await details.getByTestId(id).count()).toBe(1);
    await screenshot(page, 'sol-transaction');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('sol home', () => {
  it('shows the figures of the answer it read, and the latest lists link on', async () => {
    const page = await e2e.open('/eth');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/no-auth/home/stats' && new URL(r.url()).searchParams.get('chain') === 'sol');
    await page.getByRole('button', { name: 'SOL', exact: true }).click();
    const stats = ((await (await answer).json()) as any).data;
    await page.getByRole('heading', { name: 'Solana区块链概览', exact: true }).waitFor();
    await page.getByTestId('stat-total-blocks-value').waitFor();
    const o = stats.overview;
    const text = (id: string) => page.getByTestId(id).first().innerText();
    expect(await text('stat-total-blocks-value')).toBe(formatInteger(o.totalBlocks));
    expect(await text('stat-total-transactions-value')).toBe(formatInteger(o.totalTransactions));
    expect(await text('stat-tps-value')).toBe(formatFixed(o.tps));
    expect(await text('stat-vote-share-value')).toBe(formatShare(o.voteShare));
    expect(await text('stat-avg-fee-value')).toBe(lamportsText(o.avgFee));
    expect(await text('stat-active-addresses-value')).toBe(formatInteger(o.activeAddresses));
    expect(await page.getByTestId('net-latest-slot').locator('dd').innerText()).toBe(o.latestSlot === null ? '-' : String(o.latestSlot));
    if (stats.latestBlocks.length > 0) {
      expect(await page.getByTestId('latest-blocks').locator('a[href^="/sol/blocks/"]').first().getAttribute('href')).toBe(`/sol/blocks/${stats.latestBlocks[0].height}`);
    }
    if (stats.latestTransactions.length > 0) {
      const tx = stats.latestTransactions[0];
      expect(await page.getByTestId('latest-transaction').first().locator(`a[href="/sol/transactions/${tx.hash}"]`).count()).toBe(1);
    }
    expect(await page.getByTestId('home-updated').count()).toBe(1);
    await page.getByRole('link', { name: '查看全部交易' }).click();
    await page.waitForURL('**/sol/transactions');
    await page.getByRole('heading', { name: 'SOL交易列表', exact: true }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a failed load shows 错误: with the message and 重试, and no figures', async () => {
    const page = await e2e.open('/eth');
    await page.route((url) => url.pathname === '/api/no-auth/home/stats' && url.searchParams.get('chain') === 'sol', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message: '统计暂不可用' }) }),
    );
    await page.getByRole('button', { name: 'SOL', exact: true }).click();
    const banner = page.getByTestId('home-error');
    await banner.getByText('错误: 统计暂不可用').waitFor();
    expect(await page.locator('.stat-card').count()).toBe(0);
    await page.unrouteAll();
    await banner.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('stat-total-blocks-value').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.close();
  });
});
