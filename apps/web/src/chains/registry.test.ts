import { describe, expect, it } from 'vitest';
import { chainView, transactionPath } from './registry';

describe('chain presentation registry: screens and columns per family', () => {
  it('eth and bsc share the EVM screens and columns; btc has its own', () => {
    for (const id of ['eth', 'bsc'] as const) {
      const c = chainView(id);
      expect(c.screens).toEqual({ home: 'overview', blockDetail: 'receipts', transaction: 'evmTransaction', addresses: 'contracts', programs: null, token: 'evmToken', wallet: null });
      expect(c.blockColumns).toEqual(['height', 'time', 'txCount', 'size', 'gas', 'miner', 'reward']);
      expect(c.addressCaseInsensitive).toBe(true);
      expect(c.amountDigits).toBe(6);
    }
    const btc = chainView('btc');
    expect(btc.indexed).toBe(true);
    expect(btc.screens).toEqual({ home: 'btcOverview', blockDetail: 'btcBlock', transaction: 'btcTransaction', addresses: null, programs: null, token: null, wallet: 'btcWallet' });
    // spec part 2 §2.9: height, timestamp, transaction count, size, difficulty, hash, fee
    expect(btc.blockColumns).toEqual(['height', 'time', 'txCount', 'size', 'difficulty', 'hash', 'fee']);
    expect(btc.transactionColumns).toContain('inputs');
    expect(btc.addressCaseInsensitive).toBe(false);
    expect(btc.amountDigits).toBe(8);
    expect(btc.unit).toBe('BTC');
    expect(btc.decimals).toBe(8);
  });

  it('sol has its own home, block detail and transaction screens, ', () => {
    const sol = chainView('sol');
    expect(sol.screens).toEqual({ home: 'solOverview', blockDetail: 'solBlock', transaction: 'solTransaction', addresses: 'mints', programs: 'solPrograms', token: null, wallet: null });
    expect(sol.blockColumns).toEqual(['height', 'time', 'txCount', 'size', 'computeUnits', 'miner', 'reward']);
    expect(sol.transactionColumns).toEqual(['signature', 'block', 'time', 'signers', 'instructions', 'fee', 'status']);
    expect(sol.unit).toBe('SOL');
    expect(sol.decimals).toBe(9);
    expect(sol.addressCaseInsensitive).toBe(false);
  });

  it('every family has a transaction page', () => {
    expect(transactionPath(chainView('btc'), 'ab'.repeat(32))).toBe(`/btc/transactions/${'ab'.repeat(32)}`);
    expect(transactionPath(chainView('eth'), '0x12')).toBe('/eth/transactions/0x12');
    expect(transactionPath(chainView('bsc'), '0x12')).toBe('/bsc/transactions/0x12');
  });

  it('each chain carries its family’s address tabs, statistics and live rule, and its own transaction list title', () => {
    expect(chainView('eth').addressTabs).toEqual(['transactions', 'tokens', 'tokenTransfers', 'internalCalls']);
    expect(chainView('btc').addressTabs).toEqual(['transactions', 'utxos']);
    expect(chainView('sol').addressTabs).toEqual(['transactions', 'tokenAccounts']);
    // spec part 2 §2.9: Bitcoin's ranges are 7d, 30d, 90d, 1y
    expect(chainView('btc').statistics).toEqual({ cards: ['dailyVolume', 'feeRate', 'blockInterval', 'difficulty'], charts: ['feeRate', 'blockInterval'], ranges: ['7d', '30d', '90d', '1y'] });
    expect(chainView('bsc').statistics.cards).toEqual(['dailyVolume', 'avgGasPrice', 'avgBlockTime', 'difficulty']);
    expect(chainView('sol').statistics.charts).toEqual(['tps', 'voteShare']);
    expect([chainView('eth').liveTipUpdates, chainView('btc').liveTipUpdates, chainView('sol').liveTipUpdates]).toEqual([true, false, true]);
    expect(chainView('bsc').titles.transactions).toBe('transactions.title.bsc');
  });
});
