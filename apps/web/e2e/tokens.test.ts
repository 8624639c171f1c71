/**
 * Token pages and internal calls in a real browser against `explorer start` (issue 26): a devnet
 * ERC-20 token's page (reached from its contract page) shows its holders with the exact balances the
 * API gives, its transfers and their CSV; an ERC-721 collection shows its items with their owners; a
 * holder's address page lists the token on its tokens tab, linked back to the token page. A contract
 * that paid out inside a call (the devnet's Vault.withdraw) lists the call on its address page's
 * internal-transactions tab, and the transaction's page shows it in its internal-calls section.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatTokenAmount } from '../src/lib/format';
import { parseCsvFile } from './support/csv';
import { useStackAndBrowser, waitUntil } from './support';

let erc20: { address: string; holders: number; decimals: number | null; symbol: string | null };
let nft: string;
/** a contract that moved value inside a call, and its internal calls as the API lists them */
let payer: { address: string; calls: { tx_hash: string; from: string; to: string; value: string; kind: string }[] };

async function api(path: string): Promise<any> {
  const res = await fetch(e2e.stack.baseUrl + path);
  return res.ok ? ((await res.json()) as any).data : null;
}

/** a contract of the type whose token page has holders */
async function tokenOfType(type: string, minHolders: number): Promise<any> {
  const list = ((await api(`/api/no-auth/contracts?chainName=eth&contractType=${type}&page_size=100`)) ?? []) as { address: string }[];
  for (const c of list) {
    const token = await api(`/api/no-auth/tokens/eth/${c.address}`);
    if (token && token.holders >= minHolders) return token;
  }
  return undefined;
}

async function contractWithInternalCalls(): Promise<typeof payer | undefined> {
  const list = ((await api('/api/no-auth/contracts?chainName=eth&page_size=100')) ?? []) as { address: string }[];
  for (const c of list) {
    const page = await api(`/api/no-auth/addresses/${c.address}/internal-calls?chain=eth&limit=25`);
    if (page?.calls.length) return { address: c.address, calls: page.calls };
  }
  return undefined;
}

const e2e = useStackAndBrowser({
  ready: async () => {
    erc20 = await waitUntil('a devnet ERC-20 token with two holders', () => tokenOfType('erc20', 2), 180_000, 1000);
    nft = (await waitUntil('a devnet ERC-721 collection with an item', () => tokenOfType('erc721', 1), 180_000, 1000)).address;
    payer = await waitUntil('a devnet contract that paid out inside a call', contractWithInternalCalls, 240_000, 2000);
  },
});

describe('token pages', () => {
  it('a token’s page, from its contract page: holders with the API’s balances, transfers and the CSV', async () => {
    const page = await e2e.open(`/eth/addresses/${erc20.address}`);
    await page.getByTestId('contract-token-page').click();
    await page.waitForURL((u) => u.pathname === `/eth/tokens/${erc20.address}`);
    await page.getByTestId('token-summary').waitFor();
    expect(await page.getByTestId('token-standard').locator('dd').innerText()).toBe('ERC-20');

    // the devnet keeps trading: the page and a read of the API right after it agree (else the page is reloaded and read again)
    const rows = page.getByTestId('token-holder-row');
    const agreed = await waitUntil(
      'the holders shown equal the API’s',
      async () => {
        await rows.first().waitFor();
        const shown = await Promise.all((await rows.all()).map(async (r) => [await r.getByTestId('token-holder-address').getAttribute('title'), await r.getByTestId('token-holder-balance').innerText()]));
        const holders = (await api(`/api/no-auth/tokens/eth/${erc20.address}/holders?limit=25`)).holders as { holder: string; balance: string }[];
        if (JSON.stringify(shown) === JSON.stringify(holders.map((h) => [h.holder, formatTokenAmount(h.balance, erc20.decimals)]))) return shown;
        await page.reload();
        return undefined;
      },
      60_000,
      200,
    );
    expect(agreed.length).toBeGreaterThanOrEqual(2);

    await page.getByTestId('token-tab-transfers').click();
    await page.getByTestId('token-transfer-row').first().waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('token-csv').click()]);
    const csv = parseCsvFile(readFileSync(await file.path(), 'utf8'));
    expect(csv[0]).toEqual(['tx_hash', 'block_height', 'log_index', 'time_utc', 'from', 'to', 'token_id', 'amount']);
    expect(csv.length).toBeGreaterThan(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('an ERC-721 collection lists its items with their owners', async () => {
    const page = await e2e.open(`/eth/tokens/${nft}`);
    await page.getByTestId('token-tab-inventory').click();
    const items = (await api(`/api/no-auth/tokens/eth/${nft}/inventory?limit=25`)).items as { token_id: string; holder: string }[];
    const row = page.getByTestId('token-item-row').first();
    await row.waitFor();
    expect(await row.getByTestId('token-item-id').innerText()).toBe(items[0]!.token_id);
    expect(await row.getByTestId('token-item-owner').getAttribute('title')).toBe(items[0]!.holder);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a holder’s tokens tab lists the token, linked to its page', async () => {
    const [top] = (await api(`/api/no-auth/tokens/eth/${erc20.address}/holders?limit=1`)).holders as { holder: string; balance: string }[];
    const page = await e2e.open(`/eth/address-transactions?address=${top!.holder}`);
    await page.getByTestId('address-tab-tokens').click();
    const row = page.getByTestId('address-token-balance-row').filter({ has: page.locator(`a[href="/eth/tokens/${erc20.address}"]`) });
    await row.waitFor();
    await waitUntil(
      'the tokens tab shows the holder’s indexed balance',
      async () => {
        const mine = ((await api(`/api/no-auth/addresses/${top!.holder}/tokens?chain=eth&limit=100`)).tokens as { token: string; balance: string }[]).find((t) => t.token === erc20.address);
        if ((await row.getByTestId('address-token-balance').innerText()).startsWith(formatTokenAmount(mine!.balance, erc20.decimals))) return true;
        await page.reload();
        await page.getByTestId('address-tab-tokens').click();
        await row.waitFor();
        return undefined;
      },
      60_000,
      200,
    );
    await row.getByTestId('address-token-link').click();
    await page.waitForURL((u) => u.pathname === `/eth/tokens/${erc20.address}`);
    await page.getByTestId('token-summary').waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('internal calls: a contract’s internal-transactions tab lists what the API lists; the transaction’s page shows its calls', async () => {
    const page = await e2e.open(`/eth/address-transactions?address=${payer.address}`);
    await page.getByTestId('address-tab-internalCalls').click();
    const rows = page.getByTestId('internal-call-row');
    await rows.first().waitFor();
    // newer calls may have been traced since: the rows shown end with the ones the API listed first
    const shown = await Promise.all((await rows.all()).map(async (r) => [await r.locator('a[data-address-link]').nth(0).getAttribute('title'), await r.getByTestId('internal-call-value').innerText()]));
    const listed = payer.calls.map((c) => [c.from, `${formatAmount(c.value, 18, 18)} ETH`]);
    expect(shown).toEqual(expect.arrayContaining([listed[0]]));
    const call = payer.calls[0]!;

    await page.goto(`${e2e.stack.baseUrl}/eth/transactions/${call.tx_hash}`);
    const section = page.getByTestId('tx-internal-calls');
    const row = section.getByTestId('internal-call-row').filter({ hasText: `${formatAmount(call.value, 18, 18)} ETH` }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain(call.kind.toUpperCase());
    expect(await row.locator('a[data-address-link]').nth(1).getAttribute('title')).toBe(call.to);
    expect(await section.getByRole('heading').innerText()).toMatch(/^内部交易（[1-9]\d*）$/);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('internal calls: a chain whose node serves no trace method says so instead of an empty list', async () => {
    const call = payer.calls[0]!;
    const page = await e2e.open(`/eth/transactions/${call.tx_hash}`, {
      beforeLoad: (p) =>
        p.route(
          (url) => url.pathname.startsWith('/api/no-auth/transactions/internal-calls/'),
          (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, code: 200, message: 'ok', data: { state: 'unavailable', calls: [] } }) }),
        ),
    });
    const state = page.getByTestId('tx-internal-calls').getByTestId('internal-calls-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('unavailable');
    expect(await state.innerText()).toContain('不提供调用追踪');
    expect(await page.getByTestId('tx-internal-calls').getByTestId('internal-call-row').count()).toBe(0);
    await page.close();
  });
});
