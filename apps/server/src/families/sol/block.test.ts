import { describe, expect, it } from 'vitest';
import { readSolBlockExtra } from './block';

const EXTRA = { block_height: 231_000_000, parent_slot: 249_999_999, vote_tx_count: 2, failed_tx_count: 1, total_fees: '25000', compute_units: '48211', leader_reward: '12500' };

describe('solana block extra', () => {
  it('reads the store’s SolBlockExtra strictly: nulls only where the type allows them', () => {
    expect(readSolBlockExtra(EXTRA)).toEqual(EXTRA);
    expect(readSolBlockExtra({ ...EXTRA, block_height: null, leader_reward: null })).toMatchObject({ block_height: null, leader_reward: null });
    expect(readSolBlockExtra({ ...EXTRA, vote_tx_count: '2', total_fees: 25000 })).toMatchObject({ vote_tx_count: 2, total_fees: '25000' });
    expect(() => readSolBlockExtra(null)).toThrow('sol block without extra');
    const { parent_slot: _p, ...noParent } = EXTRA;
    expect(() => readSolBlockExtra(noParent)).toThrow('sol block extra lacks parent_slot');
    expect(() => readSolBlockExtra({ ...EXTRA, vote_tx_count: null })).toThrow('sol block extra vote_tx_count is not an integer');
    expect(() => readSolBlockExtra({ ...EXTRA, total_fees: '-1' })).toThrow('sol block extra total_fees is malformed');
  });
});
