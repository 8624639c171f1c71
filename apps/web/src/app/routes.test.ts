/** The route map (spec part 1 §2.1) matched without rendering: which paths exist on which chain. */
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardLoader, routes } from './routes';

const config = vi.hoisted(() => vi.fn());
vi.mock(import('../lib/server-config'), async (original) => ({ ...(await original()), fetchServerConfig: config }));

/** the path of the deepest matched route, '*' for the not-found page, null when nothing matches */
function matched(path: string): string | null {
  const m = matchRoutes(routes, path);
  if (!m) return null;
  return m.at(-1)!.route.path ?? (m.at(-1)!.route.index ? 'index' : null);
}

describe('route map', () => {
  it('every chain has home, blocks, block detail, transactions, statistics, address-transactions and personal pages', () => {
    for (const c of ['eth', 'btc', 'bsc', 'sol']) {
      expect(matched(`/${c}`)).toBe('index');
      expect(matched(`/${c}/blocks`)).toBe('blocks');
      expect(matched(`/${c}/blocks/123`)).toBe('blocks/:height');
      expect(matched(`/${c}/transactions`)).toBe('transactions');
      expect(matched(`/${c}/statistics`)).toBe('statistics');
      expect(matched(`/${c}/address-transactions`)).toBe('address-transactions');
      expect(matched(`/${c}/personal`)).toBe('index');
      for (const p of ['earnings', 'addresses', 'transactions']) expect(matched(`/${c}/personal/${p}`)).toBe(p);
    }
  });

  it('addresses and settings exist on eth, bsc, sol only; programs on sol only', () => {
    for (const c of ['eth', 'bsc', 'sol']) {
      expect(matched(`/${c}/addresses`)).toBe('addresses');
      expect(matched(`/${c}/addresses/0xabc`)).toBe('addresses/:address');
      expect(matched(`/${c}/settings`)).toBe('settings');
    }
    expect(matched('/btc/addresses')).toBe('*');
    expect(matched('/btc/settings')).toBe('*');
    expect(matched('/sol/programs')).toBe('programs');
    expect(matched('/eth/programs')).toBe('*');
    expect(matched('/doge')).toBe('*');
  });

  it('the root loader applies the guard; statistics pass only when the server config says so', async () => {
    const run = async (path: string) => {
      try {
        return await guardLoader({ request: new Request(`http://x${path}`) });
      } catch (e) {
        return (e as Response).headers.get('Location');
      }
    };
    expect(await run('/btc/addresses/1')).toBe('/btc');
    expect(await run('/eth/settings')).toBeNull();
    config.mockResolvedValue({ statistics: false });
    expect(await run('/eth/statistics')).toBe('/eth');
    expect(await run('/btc/statistics')).toBe('/btc');
    config.mockRejectedValue(new Error('offline'));
    expect(await run('/sol/statistics')).toBe('/sol');
    config.mockResolvedValue({ statistics: true });
    expect(await run('/eth/statistics')).toBeNull();
    expect(await run('/btc/statistics')).toBeNull();
    expect(await run('/btc/settings')).toBe('/btc');
  });

  it('every family has a transaction page, and each family gets its own home, block detail and transaction page', async () => {
    expect(matched(`/btc/transactions/${'ab'.repeat(32)}`)).toBe('transactions/:txid');
    expect(matched(`/eth/transactions/0x${'ab'.repeat(32)}`)).toBe('transactions/:txid');
    expect(matched(`/bsc/transactions/0x${'ab'.repeat(32)}`)).toBe('transactions/:txid');
    const load = async (path: string) => {
      const route = matchRoutes(routes, path)!.at(-1)!.route;
      const lazy = route.lazy as () => Promise<{ Component: { name: string } }>;
      return (await lazy()).Component.name;
    };
    expect(await load('/btc')).toBe('BtcHomePage');
    expect(await load('/eth')).toBe('HomePage');
    expect(await load('/btc/blocks/5')).toBe('BtcBlockDetailPage');
    expect(await load('/bsc/blocks/5')).toBe('BlockDetailPage');
    expect(await load(`/btc/transactions/${'ab'.repeat(32)}`)).toBe('BtcTransactionPage');
    expect(await load(`/eth/transactions/0x${'ab'.repeat(32)}`)).toBe('EvmTransactionPage');
    expect(await load(`/bsc/transactions/0x${'ab'.repeat(32)}`)).toBe('EvmTransactionPage');
  });
});
