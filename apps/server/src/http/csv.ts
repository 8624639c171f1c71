/**
 * CSV downloads, streamed: the rows are read as they are written (no whole file in memory).
 *
 * The file is UTF-8 with a byte order mark (so Excel reads Chinese token names right), CRLF line
 * ends and RFC 4180 quoting (a cell with a comma, quote, CR or LF is enclosed in quotes, inner
 * quotes doubled).
 *
 * Big numbers: spreadsheets read a bare number as an IEEE double, so an amount like
 * 1000000000000000000000 or a 19-digit height would lose digits, and a hex hash made only of digits
 * (or of digits and one "e") would turn into a number. Such a cell is written as the formula
 * ="123…" (quoted per RFC 4180: "=""123…"""): Excel, LibreOffice Calc (its CSV import evaluates
 * formulas by default) and Google Sheets all show it as the exact text 123…, and it still sorts and
 * copies as that text. A leading apostrophe is kept literally by Excel's CSV import, a leading tab
 * is kept by Google Sheets, so neither works in all three. Only our own numeric text is wrapped
 * this way: the formula holds nothing but digits.
 *
 * One column, one form: an amount column (wei, satoshi, lamports, a token amount) wraps every value
 * (amountCell), short ones too, so it never mixes numbers and text. Other numeric columns (heights,
 * counts, sizes) hold short integers only and stay numbers.
 *
 * Formula injection: a text cell from chain data (a token name, a memo) that starts with = + - @
 * tab or CR is prefixed with an apostrophe (OWASP's advice), so no spreadsheet runs it; a cell that
 * is a plain number (e.g. "-5") is left as it is.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** a value written as text in every spreadsheet whatever its length (amountCell) */
export interface CsvText {
  readonly text: string;
}
export type CsvCell = string | number | bigint | CsvText | null | undefined;
/** one row as the rows iterable of sendCsv gives it */
export type CsvRow = Array<string | number | bigint | CsvText | null>;

const BOM = '\uFEFF';
const EOL = '\r\n';
/** a double keeps every integer up to this many digits */
const EXACT_DIGITS = 15;
/** text a spreadsheet would read as a number */
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const DIGITS = /^-?\d+$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** rows are sent in chunks of about this many characters */
const CHUNK = 64 * 1024;

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** ="123…": the exact digits as text in Excel, LibreOffice and Google Sheets (see above). */
function asText(text: string): string {
  return quote(`="${text}"`);
}

/** An amount column's cell: always ="123…", so the whole column is text (none when null). */
export const amountCell = (value: string | number | bigint | null | undefined): CsvText | null => (value === null || value === undefined ? null : { text: String(value) });

/** One cell as it goes into the file (quoted when it must be). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // only digits go inside the formula; anything else is an ordinary cell
  if (typeof value === 'object') return NUMERIC.test(value.text) ? asText(value.text) : csvCell(value.text);
  if (typeof value === 'bigint') return asText(value.toString());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return Number.isSafeInteger(value) && Math.abs(value) < 10 ** EXACT_DIGITS ? String(value) : asText(String(value));
  }
  if (NUMERIC.test(value)) {
    const digits = value.replace(/^[+-]/, '');
    // short integers without a leading zero stay numbers; every other numeric-looking text is kept as text
    const exact = DIGITS.test(value) && digits.length <= EXACT_DIGITS && (digits === '0' || !digits.startsWith('0'));
    return exact ? value : asText(value);
  }
  if (FORMULA_START.test(value)) return quote(`'${value}`);
  return quote(value);
}

/** One line of the file, with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + EOL;
}

/** Content-Disposition for a download: a plain ASCII name plus the RFC 5987 form. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function* lines(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, reply: FastifyReply): AsyncGenerator<string> {
  let chunk = BOM + header.map((h) => quote(h)).join(',') + EOL;
  try {
    for await (const row of rows) {
      chunk += csvLine(row);
      if (chunk.length >= CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
  } catch (err) {
    // the status line is gone already: log the kind of failure (no SQL, no stack) and cut the download short
    reply.log.error({ failure: err instanceof Error ? err.name : typeof err }, 'csv download failed');
    throw new Error('csv download failed');
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * Streams rows as a CSV attachment. The rows iterable is read lazily (keyset pages from a
 * repository, for instance); the caller caps it. Use it as `await sendCsv(reply, …); return reply;`.
 */
export async function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<CsvRow>): Promise<void> {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', disposition(filename))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  reply.send(Readable.from(lines(header, rows, reply), { objectMode: false }));
}
