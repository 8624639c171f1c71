import type { CatalogFor } from '../types';
import type { csv as zh } from '../zh-CN/csv';

export const csv = {
  'csv.download': 'Download CSV',
  'csv.downloading': 'Downloading…',
  'csv.done': 'Downloaded {file} (at most {cap} rows)',
  'csv.failed': 'Download failed: {message}',
} satisfies CatalogFor<typeof zh>;
