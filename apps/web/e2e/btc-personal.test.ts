/**
 * The personal pages on Bitcoin in a real browser against the real server, with blocks written
 * through the indexer's Bitcoin sink and real mainnet addresses: a user saves two of them (bech32 and
 * base58); 交易历史 shows the transactions paying to or spending from them with their real input and
 * output counts, fee and 转入/转出/自转; 个人地址 their transaction counts; 扫块收益 the coinbase
 * rewards to the satoshi.
 */
import { describe, expect, it } from 'vitest';
import { feeOf, type BtcFixtureBlock } from '../../server/test/support/btc-chain';
import { p2pkhAddress, p2wpkhAddress } from '../../server/test/support/btc-addresses';
import { formatCoin, formatInteger, formatSmallCoin } from '../src/lib/format';
import { apiLogin, screenshot, waitUntil } from './support';
import { useBtcStack } from './support/btc-stack';

const COUNT = 20;
const real = (placeholder: string) => (Number(placeholder.slice(-4)) % 2 === 0 ? p2pkhAddress(placeholder) : p2wpkhAddress(placeholder));
const SAVED = [real('bc1qfixture0017'), real('bc1qfixture0000')];
const newest = Math.floor(Date.now() / 1000) - 600;
const btc = useBtcStack({ seeded: COUNT, spare: 0, chain: { startHeight: 820_000, timestampOf: (i) => newest - (COUNT - 1 - i) * 12 * 3600 }, addresses: real });

const coin = (sat: bigint | string | null) => formatCoin(sat === null ? null : String(sat), 'BTC', 8, 8);
const mine = (a: string | null) => a !== null && SAVED.includes(a);

/** the fixture's transactions touching the saved addresses, newest first */
function history(): { block: BtcFixtureBlock; index: number }[] {
  return btc.written
    .flatMap((block) => block.txs.map((t, index) => ({ block, index, t })))
    .filter(({ t }) => t.outputs.some((o) => mine(o.address)) || t.inputs.some((i) => mine(i.prev.address)))
    .map(({ block, index }) => ({ block, index }))
    .reverse();
}

async function saveAddresses(): Promise<void> {
  const { token } = await apiLogin(btc.server.url, btc.user);
  for (const address of SAVED) {
    const res = await fetch(`${btc.server.url}/api/user/addresses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ address, label: address.slice(-4), chain: 'btc' }),
    });
    expect([200, 409]).toContain(res.status);
  }
}

describe('btc personal pages', () => {
  it('交易历史: the saved addresses’ transactions with real inputs, outputs, fee and direction', async () => {
    await saveAddresses();
    const expected = history().slice(0, 25); // the first page (25 rows by default)
    expect(expected.length).toBeGreaterThan(5);
    const page = await btc.open('/btc/personal/transactions', { loginAs: btc.user });
    await page.getByRole('heading', { name: '交易历史', exact: true }).waitFor();
    const rows = page.getByTestId('transaction-row');
    await waitUntil('the rows of the first page', async () => ((await rows.count()) === expected.length ? true : undefined));
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-hash')))).toEqual(expected.map(({ block, index }) => block.txs[index]!.txid));
    expect(await page.getByTestId('transaction-total').innerText()).toBe(`共 ${history().length} 笔交易`);
    const headers = await page.getByTestId('transaction-table').locator('thead th').allInnerTexts();
    const cell = (row: number, header: string) => rows.nth(row).locator('td').nth(headers.indexOf(header)).innerText();
    for (const [row, { block, index }] of expected.entries()) {
      const t = block.txs[index]!;
      expect(await cell(row, '输入数'), t.txid).toBe(t.coinbase ? 'Coinbase' : formatInteger(t.inputs.length));
      expect(await cell(row, '输出数'), t.txid).toBe(formatInteger(t.outputs.length));
      expect(await rows.nth(row).getByTestId('tx-fee').innerText(), t.txid).toBe(coin(feeOf(t)));
      const out = t.inputs.some((i) => mine(i.prev.address));
      const inn = t.outputs.some((o) => mine(o.address));
      expect(await rows.nth(row).getByTestId('tx-direction').innerText(), t.txid).toBe(out && inn ? '自转' : out ? '转出' : '转入');
    }
    expect(await page.getByTestId('tx-direction').allInnerTexts()).toEqual(expect.arrayContaining(['转入', '转出']));
    await screenshot(page, 'btc-personal-transactions');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('个人地址: each saved address with its transaction count (paid to or spent from it)', async () => {
    await saveAddresses();
    const page = await btc.open('/btc/personal/addresses', { loginAs: btc.user });
    await page.getByRole('heading', { name: '个人地址', exact: true }).waitFor();
    for (const address of SAVED) {
      const row = page.locator(`[data-testid="address-row"][data-address="${address}"]`);
      await row.waitFor();
      const count = history().filter(({ block, index }) => {
        const t = block.txs[index]!;
        return t.outputs.some((o) => o.address === address) || t.inputs.some((i) => i.prev.address === address);
      }).length;
      expect(count).toBeGreaterThan(0);
      expect(await row.getByTestId('address-tx-count').innerText()).toBe(formatInteger(count));
    }
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('扫块收益: the coinbase outputs paying to the saved addresses, per day, to the satoshi', async () => {
    await saveAddresses();
    const byDate = new Map<string, { blocks: number; reward: bigint }>();
    for (const b of btc.written) {
      const paid = b.txs[0]!.outputs.filter((o) => mine(o.address));
      if (paid.length === 0) continue;
      const date = new Date(b.timestamp * 1000).toISOString().slice(0, 10);
      const d = byDate.get(date) ?? { blocks: 0, reward: 0n };
      byDate.set(date, { blocks: d.blocks + 1, reward: paid.reduce((s, o) => s + o.value, d.reward) });
    }
    const total = [...byDate.values()].reduce((s, d) => s + d.reward, 0n);
    expect(total % 1_000_000n).not.toBe(0n); // satoshis below the 6th decimal: shown only with 8 digits
    const page = await btc.open('/btc/personal/earnings', { loginAs: btc.user });
    await page.getByTestId('earnings-total').waitFor();
    expect(await page.getByTestId('earnings-total').innerText()).toBe(formatSmallCoin(total.toString(), 'BTC', 8, 8));
    expect(await page.getByTestId('earnings-blocks').innerText()).toBe(formatInteger([...byDate.values()].reduce((s, d) => s + d.blocks, 0)));
    const dates = [...byDate.keys()].sort().reverse();
    expect(await page.getByTestId('earnings-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(dates);
    for (const [i, date] of dates.entries()) {
      expect(await page.getByTestId('earnings-row').nth(i).locator('td').nth(2).innerText()).toBe(formatSmallCoin(byDate.get(date)!.reward.toString(), 'BTC', 8, 8));
    }
    await screenshot(page, 'btc-personal-earnings');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
