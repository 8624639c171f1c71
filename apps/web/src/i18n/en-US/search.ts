import type { CatalogFor } from '../types';
import type { search as zh } from '../zh-CN/search';

export const search = {
  'search.label': 'Global search',
  'search.placeholder': 'Block height / hash / address / contract name',
  'search.submit': 'Search',
  'search.searching': 'Searching…',
  'search.none': 'Nothing found',
  'search.results': 'Search results',
  'search.foundOn': 'Found on {chain}',
  'search.go': 'Go',
  'search.close': 'Close',
  'search.failed': 'Search failed: {message}',
  'search.kind.block': 'Block',
  'search.kind.transaction': 'Transaction',
  'search.kind.address': 'Address',
  'search.kind.contract': 'Contract',
  'search.kind.token': 'Token',
} satisfies CatalogFor<typeof zh>;
