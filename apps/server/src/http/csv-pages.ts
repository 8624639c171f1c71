/** Reads keyset pages one after another and yields their rows as CSV cells, stopping at the cap. */
import type { CsvRow } from './csv';

/** rows read per query */
export const CSV_PAGE = 500;

/**
 * `read(after, limit)` returns up to `limit` rows following the position `after` (undefined: the
 * first page); `position` gives a row's keyset position for the next read.
 */
export async function* keysetRows<Row, P>(read: (after: P | undefined, limit: number) => Promise<Row[]>, position: (row: Row) => P, cells: (row: Row) => CsvRow, cap: number): AsyncGenerator<CsvRow> {
  let after: P | undefined;
  let left = cap;
  while (left > 0) {
    const limit = Math.min(CSV_PAGE, left);
    const page = await read(after, limit);
    for (const row of page) yield cells(row);
    left -= page.length;
    if (page.length < limit) return;
    after = position(page[page.length - 1]!);
  }
}
