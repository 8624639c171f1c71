import { describe, expect, it } from 'vitest';
import { contractListSearch, parseContractListParams } from './list-params';

describe('contract list params in the URL', () => {
  it('falls back to page 1, 25 per page and no filter on invalid values', () => {
    expect(parseContractListParams(new URLSearchParams('page=-3&size=7&type=svg&status=2'))).toEqual({ page: 1, pageSize: 25, search: '', contractType: '', status: '' });
  });
  it('keeps valid values and writes only what differs from the defaults', () => {
    const p = parseContractListParams(new URLSearchParams('page=3&size=50&type=ERC20&status=0&q=usd'));
    expect(p).toEqual({ page: 3, pageSize: 50, search: 'usd', contractType: 'erc20', status: '0' });
    expect(contractListSearch({ ...p, page: 1, pageSize: 25 })).toEqual({ q: 'usd', type: 'erc20', status: '0' });
  });
});
