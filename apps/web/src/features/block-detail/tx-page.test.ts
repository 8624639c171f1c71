import { describe, expect, it } from 'vitest';
import { clampPage, parseHeight, txPages } from './tx-page';

describe('block transaction paging', () => {
  it('has 20 transactions a page and at least one page', () => {
    expect(txPages(0)).toBe(1);
    expect(txPages(20)).toBe(1);
    expect(txPages(21)).toBe(2);
    expect(txPages(145)).toBe(8);
  });

  it('clamps the requested page to 1..pages', () => {
    expect(clampPage(null, 3)).toBe(1);
    expect(clampPage('0', 3)).toBe(1);
    expect(clampPage('-4', 3)).toBe(1);
    expect(clampPage('abc', 3)).toBe(1);
    expect(clampPage('2', 3)).toBe(2);
    expect(clampPage('99', 3)).toBe(3);
  });

  it('reads the height from the route as an integer', () => {
    expect(parseHeight('0')).toBe(0);
    expect(parseHeight('12345')).toBe(12345);
    expect(parseHeight('12a')).toBeNull();
    expect(parseHeight('-1')).toBeNull();
    expect(parseHeight(undefined)).toBeNull();
  });
});
