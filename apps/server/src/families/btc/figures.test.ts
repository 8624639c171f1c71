import { describe, expect, it } from 'vitest';
import { readBlockExtra } from './block-extra';
import { hashrate } from './home-stats';
import { feeRate } from './transaction';

const EXTRA = {
  version: 536870912,
  bits: '17053894',
  nonce: 3184245624,
  merkle_root: 'a'.repeat(64),
  difficulty: '52350439455487.47',
  weight: 3993000,
  stripped_size: 800000,
  subsidy: '625000000',
  reward: '640000000',
};

describe('bitcoin wire figures', () => {
  it('fee rate: sat/vB with two decimals, half up, exact for large fees', () => {
    expect(feeRate('1000', 141)).toBe('7.09'); // 7.0921…
    expect(feeRate('1', 8)).toBe('0.13'); // 0.125 → up
    expect(feeRate('0', 200)).toBe('0.00');
    expect(feeRate('2100000000000000', 1)).toBe('2100000000000000.00');
  });

  it('hashrate: difficulty × 2^32 × intervals / seconds with bigint math', () => {
    // mainnet-like: ~3.75e20 H/s at 10 minutes a block
    expect(hashrate('52350439455487.47', 1, 600)).toBe(((5235043945548747n * 2n ** 32n) / (100n * 600n)).toString());
    expect(hashrate('1', 143, 143 * 600)).toBe((2n ** 32n / 600n).toString());
    expect(hashrate('4.5', 2, 1)).toBe((9n * 2n ** 32n).toString());
  });

  it('reads the block extra strictly: a missing or malformed field fails loudly', () => {
    expect(readBlockExtra(EXTRA)).toEqual(EXTRA);
    // numbers may arrive as text and the other way round
    expect(readBlockExtra({ ...EXTRA, nonce: '7', subsidy: 625000000 })).toMatchObject({ nonce: 7, subsidy: '625000000' });
    expect(() => readBlockExtra(null)).toThrow('btc block without extra');
    const { difficulty: _d, ...noDifficulty } = EXTRA;
    expect(() => readBlockExtra(noDifficulty)).toThrow('btc block extra lacks difficulty');
    expect(() => readBlockExtra({ ...EXTRA, reward: '-1' })).toThrow('btc block extra reward is malformed');
    expect(() => readBlockExtra({ ...EXTRA, weight: 1.5 })).toThrow('btc block extra weight is not an integer');
  });
});
