import { describe, expect, it } from 'vitest';
import { addToSketch, estimateDistinct, mergeSketch, newSketch, sketchFromHex, sketchToHex } from './distinct-sketch';

describe('distinct sketch', () => {
  it('estimates distinct counts within a few percent, ignores repeats, and merges like a union', () => {
    for (const n of [0, 10, 1000, 50_000]) {
      const s = newSketch();
      for (let i = 0; i < n; i++) {
        addToSketch(s, `bc1q${i.toString(36)}x`);
        addToSketch(s, `bc1q${i.toString(36)}x`);
      }
      const e = estimateDistinct(s);
      expect(Math.abs(e - n)).toBeLessThanOrEqual(Math.max(1, n * 0.08));
    }
    const a = newSketch();
    const b = newSketch();
    for (let i = 0; i < 20_000; i++) addToSketch(a, `addr${i}`);
    for (let i = 10_000; i < 30_000; i++) addToSketch(b, `addr${i}`);
    mergeSketch(a, b);
    expect(Math.abs(estimateDistinct(a) - 30_000)).toBeLessThan(30_000 * 0.08);
  });

  it('round-trips through hex and refuses what is not a sketch', () => {
    const s = newSketch();
    addToSketch(s, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    expect(sketchFromHex(sketchToHex(s))).toEqual(s);
    expect(() => sketchFromHex('00')).toThrow('not a distinct sketch');
    expect(() => sketchFromHex('0g'.repeat(1024))).toThrow('not a distinct sketch');
    expect(() => sketchFromHex('AB'.repeat(1024))).toThrow('not a distinct sketch');
  });
});
