/** Reads a downloaded CSV as a spreadsheet would: BOM, RFC 4180 quotes, CRLF rows, ="…" cells as their text. */
export function parseCsvFile(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('the CSV has no BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (quoted || cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows.map((r) => r.map((v) => /^="(.*)"$/.exec(v)?.[1] ?? v));
}
