import { describe, expect, it } from 'vitest';
import { filenameOf } from './download';

describe('filenameOf', () => {
  it('prefers the RFC 5987 name, then the quoted one, then the fallback', () => {
    expect(filenameOf(`attachment; filename="blocks___.csv"; filename*=UTF-8''blocks%20%E4%B8%AD%E6%96%87.csv`, 'x.csv')).toBe('blocks 中文.csv');
    expect(filenameOf('attachment; filename="eth-blocks.csv"', 'x.csv')).toBe('eth-blocks.csv');
    expect(filenameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4`, 'x.csv')).toBe('a.csv');
    expect(filenameOf(null, 'x.csv')).toBe('x.csv');
    expect(filenameOf('attachment', 'x.csv')).toBe('x.csv');
  });
});
