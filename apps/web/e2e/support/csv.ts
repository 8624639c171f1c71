/** Reads a downloaded CSV as a spreadsheet would: the server tests' strict reader, ="…" cells as their text. */
import { parseCsv, shown } from '../../../server/test/support/csv-parse';

export function parseCsvFile(text: string): string[][] {
  return parseCsv(text).map((r) => r.map(shown));
}
