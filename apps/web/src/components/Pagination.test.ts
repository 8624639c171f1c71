import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rangeOf } from './Pagination';

describe('pagination arithmetic', () => {
  it('shows current ±2 clipped to the pages that exist', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('counts pages and the shown range', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(101, 25)).toBe(5);
    expect(rangeOf(1, 25, 101)).toEqual({ from: 1, to: 25 });
    expect(rangeOf(5, 25, 101)).toEqual({ from: 101, to: 101 });
    expect(rangeOf(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
