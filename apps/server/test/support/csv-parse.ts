/** A strict RFC 4180 reader for the tests: the BOM, quoted fields with doubled quotes and line breaks, CRLF rows. */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 1;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else if (c === '"' || c === '\n' || c === '\r') throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    else cell += c;
    i++;
  }
  if (quoted || cell !== '' || row.length > 0) throw new Error('the file does not end with CRLF');
  return rows;
}

/** a cell as a spreadsheet shows it: ="123" is the text 123 */
export const shown = (cell: string): string => /^="(.*)"$/.exec(cell)?.[1] ?? cell;

/** the rows as objects by the header's names */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, shown(r[i] ?? '')])));
}
