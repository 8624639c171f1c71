/**
 * Bitcoin on the zero-config stack (`explorer start`: the local regtest chain, indexed from block 0,
 * a block a second) in a real browser: its addresses (bcrt1…, m…, n…, 2…) open their page from a
 * block's address links and from the top-bar search, and save in 地址管理 — the server checks them
 * against the network the node reports (regtest); the home and a block show regtest's difficulty
 * 4.66 × 10⁻¹⁰ and a hashrate that is not 0; the devnet's BIP-32 wallet printed at start opens in the
 * wallet view with the balance, UTXOs and per-transaction net changes the node's own blocks give.
 */
import { deriveWalletAddresses, parseWalletKey } from '@explorer/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatHashrate } from '../src/lib/format';
import { toast, useStackAndBrowser, waitUntil } from './support';

const REGTEST_ADDRESS = /^(bcrt1[02-9ac-hj-np-z]+|[mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/;

const e2e = useStackAndBrowser({
  ready: (stack) =>
    waitUntil(
      'indexed btc blocks with payments and a hashrate',
      async () => {
        const body = (await (await fetch(`${stack.baseUrl}/api/no-auth/home/btc/stats`)).json()) as any;
        return body.data?.latestTransactions?.length >= 3 && body.data.overview.networkHashrate !== null ? true : undefined;
      },
      150_000,
    ),
});

const api = async (path: string) => ((await (await fetch(e2e.stack.baseUrl + path)).json()) as any).data;

/** a block whose payments (not only its coinbase) have address outputs */
async function blockWithPayments(): Promise<number> {
  const stats = await api('/api/no-auth/home/btc/stats');
  return stats.latestTransactions[0].height;
}

/** the address page has loaded the summary of `address` (no error card) */
async function expectAddressPage(page: Page, address: string) {
  await page.waitForURL((url) => url.pathname === '/btc/address-transactions' && url.searchParams.get('address') === address);
  await page.getByTestId('address-summary').waitFor();
  expect(await page.getByTestId('address-text').innerText()).toContain(address);
  expect(await page.getByText('获取地址信息失败').count()).toBe(0);
}

describe('btc addresses on the regtest devnet', () => {
  it('a block page’s address link opens the address page', async () => {
    const height = await blockWithPayments();
    const page = await e2e.open(`/btc/blocks/${height}`);
    const link = page.getByTestId('tx-outputs').locator('a[data-address-link]').first();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    expect(address).toMatch(REGTEST_ADDRESS);
    await link.click();
    await expectAddressPage(page, address);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the top-bar search with a regtest address lands on its page', async () => {
    const height = await blockWithPayments();
    const page = await e2e.open(`/btc/blocks/${height}`);
    const link = page.getByTestId('tx-outputs').locator('a[data-address-link]').last();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    expect(address).toMatch(REGTEST_ADDRESS);
    await page.goto(`${e2e.stack.baseUrl}/btc`);
    await page.getByTestId('global-search-input').fill(address);
    await page.getByTestId('global-search-input').press('Enter');
    await expectAddressPage(page, address);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('地址管理 saves a regtest address', async () => {
    const height = await blockWithPayments();
    const probe = await e2e.open(`/btc/blocks/${height}`);
    const link = probe.getByTestId('tx-outputs').locator('a[data-address-link]').first();
    await link.waitFor();
    const address = new URL((await link.getAttribute('href'))!, e2e.stack.baseUrl).searchParams.get('address')!;
    await probe.close();

    const page = await e2e.open('/btc', { loginAs: e2e.stack.demo });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '地址管理' }).click();
    const dialog = page.getByTestId('addresses-modal');
    await dialog.getByRole('heading', { name: '地址管理', exact: true }).waitFor();
    await dialog.getByLabel('地址', { exact: true }).fill(address);
    await dialog.getByLabel('标签', { exact: true }).fill('回归测试地址');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await toast(page, '地址创建成功！').waitFor();
    const row = dialog.locator(`[data-testid="address-row"][data-address="${address}"]`);
    await row.waitFor();
    expect(await row.getByTestId('address-label').innerText()).toBe('回归测试地址');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('btc difficulty and hashrate on the regtest devnet', () => {
  it('the home shows difficulty 4.66 × 10⁻¹⁰ and a hashrate that is not 0', async () => {
    /** the hashrate of each home-stats answer the page received, formatted, in order */
    const answered: string[] = [];
    const page = await e2e.open('/btc', {
      beforeLoad: async (p) =>
        void p.on('response', (r) => {
          if (!r.ok() || !new URL(r.url()).pathname.endsWith('/home/btc/stats')) return;
          r.json().then((b: { data: { overview: { networkHashrate: string } } }) => answered.push(formatHashrate(b.data.overview.networkHashrate)), () => undefined);
        }),
    });
    await page.getByTestId('stat-hashrate-value').first().waitFor();
    const o = (await api('/api/no-auth/home/btc/stats')).overview;
    expect(o.difficulty).toMatch(/^0\.000000000465654/);
    expect(await page.getByTestId('net-difficulty').locator('dd').innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    const hashrate = await page.getByTestId('stat-hashrate-value').first().innerText();
    expect(hashrate).toMatch(/[1-9]/);
    expect(hashrate).not.toMatch(/^0 H\/s$/);
    // the figure shown is the one of the newest answer the page got (the devnet's next block changes
    // the API's figure at any moment, so the page's own answers are compared, not a later call's)
    await waitUntil('the shown hashrate to be the page’s newest answer’s', async () => {
      const shown = await page.getByTestId('stat-hashrate-value').first().innerText();
      if (answered.length > 0 && shown === answered[answered.length - 1]) return true;
      throw new Error(`shown ${shown}; the page's answers: ${answered.join(' | ') || 'none'}`);
    }, 40_000);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the block list and a block’s detail show difficulty 4.66 × 10⁻¹⁰', async () => {
    const page = await e2e.open('/btc/blocks');
    await page.getByTestId('block-difficulty').first().waitFor();
    expect(await page.getByTestId('block-difficulty').first().innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    await page.goto(`${e2e.stack.baseUrl}/btc/blocks/${await blockWithPayments()}`);
    await page.getByTestId('info-difficulty').waitFor();
    expect(await page.getByTestId('info-difficulty').locator('dd').innerText()).toMatch(/^4\.66 × 10⁻¹⁰$/);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('the wallet view of the devnet’s BIP-32 wallet', () => {
  /** the wallet line `explorer start` printed: Bitcoin devnet wallet P2WPKH m/84'/1'/0': <url> */
  const printedWallet = () => {
    const m = /Bitcoin devnet wallet P2WPKH m\/84'\/1'\/0': (http:\/\/\S+)/.exec(e2e.stack.output());
    if (!m) throw new Error(`no P2WPKH wallet in the banner:\n${e2e.stack.output().slice(0, 3000)}`);
    const url = new URL(m[1]!);
    return { path: url.pathname, key: decodeURIComponent(url.pathname.slice('/btc/wallet/'.length)) };
  };
  const indexedTip = async (): Promise<number> => (await api('/api/no-auth/blocks?chain=btc&page=1&page_size=1')).blocks[0].height;

  /** the wallet from the node's own blocks up to `tip` (getblock verbosity 3), for addresses derived here from the key */
  async function walletFromNode(key: string, tip: number) {
    const parsed = parseWalletKey(key);
    if (!parsed.ok) throw new Error(parsed.message);
    const mine = new Set([0, 1].flatMap((branch) => deriveWalletAddresses(parsed, 'regtest', branch, 0, 60)));
    const rpcUrl = /Bitcoin: local devnet (http:\/\/\S+)/.exec(e2e.stack.output())![1]!;
    const call = async (method: string, params: unknown[]) => ((await (await fetch(rpcUrl, { method: 'POST', body: JSON.stringify({ id: 1, method, params }) })).json()) as any).result;
    const sat = (btc: number) => BigInt(Math.round(btc * 1e8));
    const utxos = new Map<string, bigint>();
    const nets = new Map<string, bigint>();
    for (let h = 0; h <= tip; h++) {
      const block = await call('getblock', [await call('getblockhash', [h]), 3]);
      for (const tx of block.tx) {
        let net = 0n;
        let touched = false;
        for (const i of tx.vin) {
          if (!i.prevout || !mine.has(i.prevout.scriptPubKey.address)) continue;
          utxos.delete(`${i.txid}:${i.vout}`);
          net -= sat(i.prevout.value);
          touched = true;
        }
        for (const o of tx.vout) {
          if (!mine.has(o.scriptPubKey.address)) continue;
          utxos.set(`${tx.txid}:${o.n}`, sat(o.value));
          net += sat(o.value);
          touched = true;
        }
        if (touched) nets.set(tx.txid, net);
      }
    }
    return { utxos, nets };
  }

  it('the printed key’s balance, UTXOs and net changes are the node’s, and the page shows them', async () => {
    const { path, key } = printedWallet();
    expect(key).toMatch(/^vpub/);
    // wallet payments start once the first coinbases mature (height 101)
    await waitUntil('btc indexed past coinbase maturity', async () => ((await indexedTip()) > 105 ? true : undefined), 150_000);
    // one wallet answer between two reads of the same indexed tip: the index as of that block
    let tip = -1;
    let wallet: any;
    for (let attempt = 0; attempt < 20 && tip < 0; attempt++) {
      const before = await indexedTip();
      wallet = await api(`/api/no-auth/wallets/btc?key=${encodeURIComponent(key)}&limit=100`);
      if ((await indexedTip()) === before) tip = before;
    }
    expect(tip).toBeGreaterThan(105);
    const node = await walletFromNode(key, tip);
    expect(node.utxos.size).toBeGreaterThan(0);
    expect(wallet.balance).toBe([...node.utxos.values()].reduce((a, b) => a + b, 0n).toString());
    expect(wallet.utxo_count).toBe(node.utxos.size);
    expect(new Map(wallet.utxos.map((u: any) => [`${u.txid}:${u.vout}`, BigInt(u.value)]))).toEqual(new Map([...node.utxos].filter(([o]) => wallet.utxos.some((u: any) => `${u.txid}:${u.vout}` === o))));
    for (const tx of wallet.transactions) expect([tx.hash, tx.net]).toEqual([tx.hash, node.nets.get(tx.hash)!.toString()]);
    expect(wallet.transactions.length).toBe(Math.min(100, node.nets.size));

    const page = await e2e.open(path);
    await page.getByTestId('wallet-summary').waitFor();
    await page.getByTestId('wallet-tx-row').first().waitFor();
    expect(await page.getByTestId('wallet-script').innerText()).toContain('P2WPKH');
    // the balance shown is the sum of the UTXO rows shown (one answer: the same block)
    await page.getByTestId('wallet-tab-utxos').click();
    await page.getByTestId('wallet-utxo-row').first().waitFor();
    const values = await page.getByTestId('wallet-utxo-value').evaluateAll((els) => els.map((e) => BigInt(e.getAttribute('data-value')!)));
    const shownCount = Number((await page.getByTestId('wallet-utxo-count').innerText()).replace(/\D/g, ''));
    if (values.length === shownCount) {
      const sum = values.reduce((a, b) => a + b, 0n);
      expect((await page.getByTestId('wallet-balance').innerText()).replace(/[^\d.]/g, '')).toBe(`${sum / 100_000_000n}.${(sum % 100_000_000n).toString().padStart(8, '0')}`);
    }
    await page.getByTestId('wallet-tab-addresses').click();
    expect(await page.getByTestId('wallet-address-row').count()).toBeGreaterThan(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the top-bar search opens a key as a wallet; a bad key and a bad gap say what is wrong', async () => {
    const { key } = printedWallet();
    const page = await e2e.open('/btc');
    await page.getByTestId('global-search-input').fill(key);
    await page.getByTestId('global-search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === `/btc/wallet/${encodeURIComponent(key)}`);
    await page.getByTestId('wallet-summary').waitFor();

    // the form: a gap of 30 goes in the address, an empty gap is refused in the page
    await page.getByTestId('wallet-gap-input').fill('0');
    await page.getByTestId('wallet-submit').click();
    await page.getByText('间隔上限应为 1 到 200 的整数').waitFor();
    await page.getByTestId('wallet-gap-input').fill('30');
    await page.getByTestId('wallet-submit').click();
    await page.waitForURL((url) => url.searchParams.get('gap') === '30');
    await page.getByTestId('wallet-summary').waitFor();
    expect(await page.getByTestId('wallet-used').innerText()).toContain('间隔上限 30');

    // a private key is refused by the server with its message
    await page.getByTestId('wallet-key-input').fill(`tprv${key.slice(4)}`);
    await page.getByTestId('wallet-submit').click();
    await page.getByText('无法加载钱包').waitFor();
    expect(await page.locator('.error-card').innerText()).toContain('扩展私钥');
    // the refused key's 400 is the point; nothing else failed
    expect(page.errors.filter((e) => !/^400 GET .*\/api\/no-auth\/wallets\/btc\?key=tprv/.test(e))).toEqual([]);
    await page.close();
  });
});
