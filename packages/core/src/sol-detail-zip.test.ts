import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOL_DETAIL_DICTIONARIES, SOL_DETAIL_DICTIONARY_VERSION } from './sol-detail-dictionary';
import { unzipSolDetail, zipSolDetail } from './sol-detail-zip';

const detail = JSON.stringify({
  s: [''],
  k: [3, 2, 0],
  pre: ['31500000000000', '78200000000000', '1'],
  post: ['31445999995000', '78254000000000', '1'],
  tpre: [],
  tpost: [],
  i: [[0, null, null, 2, 'transfer', '3Bxs3zxbZPGxN3cs', [0, 1], { source: '~0', destination: '~1', amount: '54000000000' }]],
  l: ['Program ~2 invoke [1]', 'Program ~2 success'],
});

describe('the compressed Solana detail (sol-detail-zip)', () => {
  it('gives the same text back; the first byte is the dictionary version', () => {
    const z = zipSolDetail(detail);
    expect(z[0]).toBe(SOL_DETAIL_DICTIONARY_VERSION);
    expect(unzipSolDetail(z)).toBe(detail);
    // the dictionary's skeleton and words: far below the JSON's size
    expect(z.length).toBeLessThan(detail.length / 2.5);
  });

  it('keeps any UTF-8 text, and a detail longer than the window', () => {
    const memo = JSON.stringify({ l: ['Program log: Memo (len 12): "gm ☀️ 🚀 — ünï"'] });
    expect(unzipSolDetail(zipSolDetail(memo))).toBe(memo);
    const logs = JSON.stringify({ l: Array.from({ length: 2000 }, (_, n) => `Program log: line ${n} ${(n * 7919) % 10007}`) });
    expect(logs.length).toBeGreaterThan(40_000);
    expect(unzipSolDetail(zipSolDetail(logs))).toBe(logs);
  });

  it('refuses an unknown version and a broken value instead of guessing', () => {
    const z = zipSolDetail(detail);
    expect(() => unzipSolDetail(Buffer.concat([Buffer.from([SOL_DETAIL_DICTIONARIES.length]), z.subarray(1)]))).toThrow(/unknown dictionary version/);
    expect(() => unzipSolDetail(Buffer.concat([Buffer.from([0]), z.subarray(1)]))).toThrow(/unknown dictionary version/);
    expect(() => zipSolDetail(detail, 9)).toThrow(/unknown dictionary version/);
    expect(() => unzipSolDetail(z.subarray(0, 1))).toThrow(/too short/);
    expect(() => unzipSolDetail(z.subarray(0, z.length - 4))).toThrow();
  });

  it('a released dictionary never changes: stored values name it by version', () => {
    // a better dictionary is added as the next version; these bytes are part of every stored value
    expect(SOL_DETAIL_DICTIONARIES.length).toBe(2);
    expect(createHash('sha256').update(SOL_DETAIL_DICTIONARIES[1]!).digest('hex')).toBe('52d34d0fdf340b7ef5635e9959e48b5481fb7a8f5618bdfd3a7b15d7232a77e5');
  });
});
