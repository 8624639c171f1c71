import { describe, expect, it } from 'vitest';
import { filteredListSearch, parseFilteredListParams } from './filtered-list-params';

const choices = { types: ['erc20', 'dex'], statuses: ['1', '0'] };

describe('console list params in the URL', () => {
  it('falls back to page 1, 25 per page and no filter on invalid values', () => {
    expect(parseFilteredListParams(new URLSearchParams('page=-3&size=7&type=svg&status=2'), choices)).toEqual({ page: 1, pageSize: 25, search: '', type: '', status: '' });
  });
  it('keeps valid values and writes only what differs from the defaults', () => {
    const p = parseFilteredListParams(new URLSearchParams('page=3&size=50&type=ERC20&status=0&q=usd'), choices);
    expect(p).toEqual({ page: 3, pageSize: 50, search: 'usd', type: 'erc20', status: '0' });
    expect(filteredListSearch({ ...p, page: 1, pageSize: 25 })).toEqual({ q: 'usd', type: 'erc20', status: '0' });
  });
  it('takes each list’s own choices', () => {
    expect(parseFilteredListParams(new URLSearchParams('type=nft&status=active'), { types: ['nft'], statuses: ['active', 'inactive'] })).toMatchObject({ type: 'nft', status: 'active' });
  });
});
