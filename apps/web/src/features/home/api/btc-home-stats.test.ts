import { describe, expect, it } from 'vitest';
import type { BtcHomeStats } from '../../../lib/core';
import { fillLatest, needsFill, toHomeBlock } from './btc-home-stats';

const overview: BtcHomeStats['overview'] = {
  totalBlocks: 3, totalTransactions: 5, baseFee: null, avgGasPrice: null, activeAddresses: 4, networkHashrate: '1000', avgFee: '1500',
  avgBlockTime: 10, difficulty: '1', dailyVolume: '100', windowSeconds: 600, windowBlocks: 1, windowTransactions: 2,
};
const listed = (height: number) => ({ height, hash: `h${height}`, timestamp: 1000 + height, transaction_count: 2, size: 300 }) as Parameters<typeof toHomeBlock>[0];

describe('btc home: filling an empty latest list from the block list (page 1, page_size 5)', () => {
  it('asks for the list when either latest list is empty', () => {
    expect(needsFill({ latestBlocks: [], latestTransactions: [] })).toBe(true);
    expect(needsFill({ latestBlocks: [toHomeBlock(listed(1))], latestTransactions: [] })).toBe(true);
    expect(needsFill({ latestBlocks: [toHomeBlock(listed(1))], latestTransactions: [{ hash: 'x', timestamp: 1, height: 1, gas_price: null, amount: '1' }] })).toBe(false);
  });

  it('fills the latest blocks from the list (at most five) and leaves the rest as sent', () => {
    const stats: BtcHomeStats = { overview, latestBlocks: [], latestTransactions: [] };
    const filled = fillLatest(stats, [7, 6, 5, 4, 3, 2].map(listed));
    expect(filled.latestBlocks.map((b) => b.height)).toEqual([7, 6, 5, 4, 3]);
    expect(filled.latestBlocks[0]).toEqual({ height: 7, hash: 'h7', timestamp: 1007, transactions_count: 2, size: 300 });
    expect(filled.latestTransactions).toEqual([]);
    expect(filled.overview).toBe(overview);
  });

  it('keeps latest blocks the overview has', () => {
    const stats: BtcHomeStats = { overview, latestBlocks: [toHomeBlock(listed(9))], latestTransactions: [] };
    expect(fillLatest(stats, [listed(1)])).toBe(stats);
  });
});
