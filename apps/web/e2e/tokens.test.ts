/**
 * Token pages in a real browser against `explorer start` (issue 26): a devnet ERC-20 token's page
 * (reached from its contract page) shows its holders with the exact balances the API gives, its
 * transfers and their CSV; an ERC-721 collection shows its items with their owners; a holder's
 * address page lists the token on its tokens tab, linked back to the token page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../src/lib/format';
import { parseCsvFile } from './support/csv';
import { useStackAndBrowser, waitUntil } from './support';

let erc20: { address: string; holders: number; decimals: number | null; symbol: string | null };
let nft: string;

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

const e2e = useStackAndBrowser({
  ready: async () => {
    erc20 = await waitUntil('a devnet ERC-20 token with two holders', () => tokenOfType('erc20', 2), 180_000, 1000);
    nft = (await waitUntil('a devnet ERC-721 collection with an item', () => tokenOfType('erc721', 1), 180_000, 1000)).address;
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
});
