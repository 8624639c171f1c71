import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../lib/core';
import { searchOutcome, shortKey } from './search-outcome';

const hit = (chain: SearchHit['chain'], key: string, kind: SearchHit['kind'] = 'block'): SearchHit => ({ kind, chain, key, label: null, path: `/${chain}/blocks/${key}` });

describe('searchOutcome', () => {
  it('opens the one match on the current chain, even when other chains match too', () => {
    expect(searchOutcome('eth', [hit('eth', '5')])).toEqual({ kind: 'go', path: '/eth/blocks/5' });
    expect(searchOutcome('eth', [hit('eth', '5'), hit('bsc', '5', 'address')])).toEqual({ kind: 'go', path: '/eth/blocks/5' });
  });

  it('lists several matches on the current chain, those first', () => {
    const hits = [hit('bsc', 'a'), hit('eth', 'b'), hit('eth', 'c')];
    expect(searchOutcome('eth', hits)).toEqual({ kind: 'list', hits: [hits[1], hits[2], hits[0]] });
  });

  it('offers matches found only on other chains, and says when nothing matched', () => {
    expect(searchOutcome('eth', [hit('bsc', '7')])).toEqual({ kind: 'elsewhere', hits: [hit('bsc', '7')] });
    expect(searchOutcome('eth', [])).toEqual({ kind: 'none' });
  });

  it('shortens long keys only', () => {
    expect(shortKey('12345')).toBe('12345');
    expect(shortKey('0x' + 'ab'.repeat(32))).toBe('0xabababab…ababab');
  });
});
