import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate';
import type { SolHomeOverview } from '../../lib/core';
import { solCards, solNetwork, solWindow } from './overview-figures';

const overview: SolHomeOverview = {
  totalBlocks: 12345, latestSlot: 23456, totalTransactions: 987654, voteShare: 0.8731, tps: 1234.567, nonVoteTps: 12.34, avgFee: '7500',
  activeAddresses: 321, avgBlockTime: 0.412, baseFee: null, avgGasPrice: null, windowSeconds: 60, windowTransactions: 4321,
};
const values = (cards: { id: string; value: string }[]) => Object.fromEntries(cards.map((c) => [c.id, c.value]));

describe('sol home figures', () => {
  it('formats the six cards: counts grouped, TPS with one decimal, vote share in %, average fee in SOL from lamports (exact)', () => {
    expect(values(solCards(overview, { unit: 'SOL' }, t))).toEqual({
      'total-blocks': '12,345', 'total-transactions': '987,654', tps: '1,234.6', 'vote-share': '87.3%', 'avg-fee': '0.0000075 SOL', 'active-addresses': '321',
    });
  });

  it("shows '-' for every figure the server has not got, never a made-up number", () => {
    const empty = { ...overview, voteShare: null, tps: null, nonVoteTps: null, avgFee: null, activeAddresses: null, avgBlockTime: null, latestSlot: null };
    const cards = values(solCards(empty, { unit: 'SOL' }, t));
    for (const id of ['tps', 'vote-share', 'avg-fee', 'active-addresses']) expect(cards[id]).toBe('-');
    expect(values(solNetwork(empty, t))).toEqual({ 'latest-slot': '-', 'avg-block-time': '-', 'non-vote-tps': '-' });
  });

  it('the network panel: latest slot, block time in seconds, non-vote TPS over the window', () => {
    expect(values(solNetwork(overview, t))).toEqual({ 'latest-slot': '23456', 'avg-block-time': '0.41 秒', 'non-vote-tps': '12.3' });
    expect(solWindow(overview)).toEqual({ seconds: 60, blocks: null, transactions: 4321 });
  });
});
