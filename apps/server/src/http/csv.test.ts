import { describe, expect, it } from 'vitest';
import { amountCell, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes per RFC 4180: commas, quotes, CR and LF; doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps big integers, amounts and digit-only hashes exact as ="…" text', () => {
    expect(csvCell(10n ** 21n)).toBe('"=""1000000000000000000000"""');
    expect(csvCell('1000000000000000000123')).toBe('"=""1000000000000000000123"""');
    expect(csvCell(2 ** 60)).toBe(`"=""${2 ** 60}"""`);
    // a hex hash that a spreadsheet would read as scientific notation, and leading zeros
    expect(csvCell('123e4567')).toBe('"=""123e4567"""');
    expect(csvCell('000123')).toBe('"=""000123"""');
    expect(csvCell('1.5')).toBe('"=""1.5"""');
  });

  it('writes an amount column’s every cell as ="…" text, short amounts too (one column, one form)', () => {
    expect(csvCell(amountCell('3766'))).toBe('"=""3766"""');
    expect(csvCell(amountCell(0n))).toBe('"=""0"""');
    expect(csvCell(amountCell('376600000000000000000'))).toBe('"=""376600000000000000000"""');
    expect(csvLine([1, amountCell(null), amountCell(undefined), amountCell(5)])).toBe('1,,,"=""5"""\r\n');
    // nothing but a number goes inside the formula
    expect(csvCell(amountCell('=HYPERLINK("x")'))).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('leaves short integers as numbers', () => {
    expect(csvCell(0)).toBe('0');
    expect(csvCell(123456)).toBe('123456');
    expect(csvCell('999999999999999')).toBe('999999999999999');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell(-42)).toBe('-42');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('defuses formula injection from chain data: = + - @ tab CR get an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('0xabc')).toBe('0xabc');
  });

  it('writes a line with CRLF', () => {
    expect(csvLine([1, 'a,b', null, 10n ** 20n])).toBe('1,"a,b",,"=""100000000000000000000"""\r\n');
  });
});
