import type { CatalogFor } from '../types';
import type { pruned as zh } from '../zh-CN/pruned';

export const pruned = {
  'pruned.title': 'Data pruned',
  'pruned.listEnd': 'Older data was pruned: this explorer keeps blocks from height {floor} on',
} satisfies CatalogFor<typeof zh>;
