import { describe, expect, it } from 'vitest';
import type { BlockPage, BtcListBlock, EvmListBlock, ListBlock, SolListBlock } from './api/types';
import { applyBlockEvent, applyStatsEvent, type ListContext } from './live-rules';

const tipOf = (b: ListBlock) => ('miner_tip' in b ? b.miner_tip : null);

const block = (height: number, tip = '1000'): EvmListBlock => ({
  chain: 'eth',
  height,
  hash: `0x${height.toString(16).padStart(64, '0')}`,
  parent_hash: `0x${(height - 1).toString(16).padStart(64, '0')}`,
  timestamp: 1_700_000_000 + height,
  transaction_count: 1,
  size: 600,
  gas_used: '21000',
  gas_limit: '30000000',
  miner: null,
  miner_tip: tip,
  miner_tip_eth: `0.${tip.padStart(18, '0')}`.replace(/0+$/, ''),
  burned: '0',
  burned_eth: '0',
  base_fee: null,
  difficulty: null,
});

const page = (heights: number[], total = 100): BlockPage => ({ blocks: heights.map((h) => block(h)), total, page: 1, page_size: 3 });
const ctx: ListContext = { signedIn: true, page: 1, searchText: '', pageSize: 3 };
const newEvent = (h: number) => ({ action: 'new', height: h, hash: block(h).hash, block: block(h) });

describe('live block insertion', () => {
  it('puts a new block on top for a signed-in user on page 1 without search, trims and counts it', () => {
    const next = applyBlockEvent(page([9, 8, 7]), newEvent(10), ctx);
    expect(next.blocks.map((b) => b.height)).toEqual([10, 9, 8]);
    expect(next.total).toBe(101);
  });

  it('does not trim a page that is not full', () => {
    const next = applyBlockEvent(page([9, 8]), newEvent(10), ctx);
    expect(next.blocks.map((b) => b.height)).toEqual([10, 9, 8]);
  });

  it('ignores it for guests, other pages, a search, or a block already listed', () => {
    const list = page([9, 8, 7]);
    expect(applyBlockEvent(list, newEvent(10), { ...ctx, signedIn: false })).toBe(list);
    expect(applyBlockEvent(list, newEvent(10), { ...ctx, page: 2 })).toBe(list);
    expect(applyBlockEvent(list, newEvent(10), { ...ctx, searchText: '10' })).toBe(list);
    expect(applyBlockEvent(list, newEvent(9), ctx)).toBe(list);
  });

  it('treats any action other than update as an insertion', () => {
    const next = applyBlockEvent(page([9, 8, 7]), { ...newEvent(10), action: undefined }, ctx);
    expect(next.blocks[0]!.height).toBe(10);
  });

  it('changes only the miner tip of a listed block on update', () => {
    const list = page([9, 8, 7]);
    const updated = applyBlockEvent(list, { action: 'update', height: 8, block: { ...block(8, '777'), transaction_count: 99 } }, ctx);
    expect(updated.blocks.map(tipOf)).toEqual(['1000', '777', '1000']);
    expect(updated.blocks[1]!.transaction_count).toBe(1);
    expect(updated.total).toBe(100);
    expect(applyBlockEvent(list, { action: 'update', height: 8, minerTip: '555' }, { ...ctx, signedIn: false }).blocks[1]!).toMatchObject({ miner_tip: '555' });
    expect(applyBlockEvent(list, { action: 'update', height: 42, block: block(42, '1') }, ctx)).toBe(list);
  });
});

describe('live stats', () => {
  it('sets the total for signed-in users only', () => {
    const list = page([9, 8, 7]);
    expect(applyStatsEvent(list, { totalBlocks: 123 }, true).total).toBe(123);
    expect(applyStatsEvent(list, { totalBlocks: 123 }, false)).toBe(list);
    expect(applyStatsEvent(list, { totalBlocks: 'x' }, true)).toBe(list);
  });

  it('inserts a Bitcoin block the same way; an update event leaves Bitcoin blocks (no miner tip) as they are', () => {
    const btc = (height: number): BtcListBlock => ({
      chain: 'btc', height, number: height, hash: height.toString(16).padStart(64, '0'), parent_hash: (height - 1).toString(16).padStart(64, '0'),
      timestamp: 1_700_000_000 + height * 600, transaction_count: 2, transactions: 2, size: 400, stripped_size: 300, weight: 1600, version: 0x20000000,
      bits: '207fffff', nonce: 1, merkle_root: '00'.repeat(32), difficulty: '4.656542373906925e-10', fee: '1500', fee_btc: '0.000015', subsidy: '5000000000',
      base_fee: '5000001500', reward_btc: '50.000015', value_sum: '5000001500', miner: null, confirmations: 1,
    });
    const list: BlockPage = { blocks: [btc(9), btc(8), btc(7)], total: 9, page: 1, page_size: 3 };
    const next = applyBlockEvent(list, { action: 'new', height: 10, hash: btc(10).hash, block: btc(10) }, ctx);
    expect(next.blocks.map((b) => b.height)).toEqual([10, 9, 8]);
    expect(next.total).toBe(10);
    expect(applyBlockEvent(list, { action: 'update', height: 8, minerTip: '555' }, ctx).blocks).toEqual(list.blocks);
  });

  it('inserts a Solana slot after a skipped one (slots need not be contiguous) and updates its leader reward', () => {
    const sol = (slot: number, tip = '2500'): SolListBlock => ({
      chain: 'sol', height: slot, slot, block_height: slot - 3, hash: `Hash${slot}`.padEnd(44, '1'), parent_hash: `Hash${slot - 1}`.padEnd(44, '1'), parent_slot: slot - 1,
      timestamp: 1_700_000_000 + slot, transaction_count: 3, vote_transaction_count: 2, non_vote_transaction_count: 1, failed_transaction_count: 0, size: null,
      gas_used: '3450', gas_limit: null, miner: 'Leader1111111111111111111111111111111111111', miner_tip: tip, miner_tip_eth: '0.0000025', burned: '2500', burned_eth: '0.0000025',
      total_fees: '5000', base_fee: null, difficulty: null,
    });
    // slot 8 was skipped: the list holds 9, 7, 6
    const list: BlockPage = { blocks: [sol(9), sol(7), sol(6)], total: 3, page: 1, page_size: 3 };
    const next = applyBlockEvent(list, { action: 'new', height: 11, hash: sol(11).hash, block: sol(11) }, ctx);
    expect(next.blocks.map((b) => b.height)).toEqual([11, 9, 7]);
    expect(next.total).toBe(4);
    expect(applyBlockEvent(next, { action: 'new', height: 11, hash: sol(11).hash, block: sol(11) }, ctx)).toBe(next);
    const updated = applyBlockEvent(next, { action: 'update', height: 9, block: sol(9, '4000') }, ctx);
    expect(updated.blocks.map(tipOf)).toEqual(['2500', '4000', '2500']);
  });
});
