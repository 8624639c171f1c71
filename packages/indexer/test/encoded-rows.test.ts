import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { batchColumn, encodeRows, insertEncoded } from '../src/store/encoded-rows';
import { asRead, createProbeTable, PROBE, probeRow as row, readProbe, type ProbeRow } from './support/probe-table';

const column = (rows: ProbeRow[], name: keyof ProbeRow) => encodeRows(PROBE, rows).columns[PROBE.columns.findIndex(([n]) => n === name)];

describe('encodeRows', () => {
  it('picks the cheapest unambiguous form per column: comma-joined, RS-joined, else an array literal', () => {
    expect(column([row(0), row(1)], 'chain')).toBe('1,1');
    expect(column([row(0, { note: '0x' }), row(1, { note: '{"a":1,"b":2}' })], 'note')).toEqual({ rs: '0x\u001e{"a":1,"b":2}' });
    // the comma shows up late: the values before it are checked for RS too
    expect(column([row(0, { note: 'x\u001ey' }), row(1, { note: 'a,b' })], 'note')).toEqual({ literal: '"x\u001ey","a,b"' });
    expect(column([row(0, { note: '' })], 'note')).toEqual({ literal: '""' });
    expect(column([row(0, { note: 'a,b' }), row(1, { note: null })], 'note')).toEqual({ rs: 'a,b\u001e' });
  });

  it('joins the blocks of a batch into one column, falling back to the form every block allows', () => {
    const plain = encodeRows(PROBE, [row(0, { note: '0x' })]);
    const rs = encodeRows(PROBE, [row(1, { note: 'a,b' })]);
    const literal = encodeRows(PROBE, [row(2, { note: '' })]);
    const note = PROBE.columns.findIndex(([n]) => n === 'note');
    expect(batchColumn([plain, plain], note)).toBe('0x,0x');
    expect(batchColumn([plain, rs], note)).toEqual({ rs: '0x\u001ea,b' });
    expect(batchColumn([plain, rs, literal], note)).toEqual({ literal: '0x,"a,b",""' });
  });

  it("carries a BYTEA column as raw bytes with each value's length (−1: NULL), refusing what is not hex", () => {
    expect(column([row(0, { hash: null }), row(1, { hash: '\\x02' }), row(2, { hash: '\\x' }), row(3, { hash: '\\xAbff' })], 'hash')).toEqual({
      bytes: new Uint8Array([2, 0xab, 0xff]),
      lengths: Int32Array.from([-1, 1, 0, 2]),
    });
    for (const bad of ['\\xzz', '\\xabc', 'ab01', '{"a":1}']) expect(() => encodeRows(PROBE, [row(0, { hash: bad })])).toThrow(TypeError);
  });
});

describe.each(TEST_ENGINES)('insertEncoded on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    await createProbeTable(t.database.db);
  });
  afterAll(async () => t?.drop());

  it('round-trips every form and their mix across blocks, NULLs included', async () => {
    const blocks = [
      [row(0), row(1, { hash: '\\x', doc: '{"a":1,"b":"c"}' })],
      [row(2, { note: '{"a":1,"b":"c"}' }), row(3, { hash: null, amount: null })],
      [row(4, { note: 'q"uote\\ and,comma' }), row(5, { note: '' }), row(6, { note: 'rs\u001einside', hash: '\\x00ff' })],
      [],
      [row(7, { hash: null })],
      [row(8, { hash: `\\x${'0123456789abcdef'.repeat(6000)}` }), row(9, { hash: '\\x' }), row(10, { hash: '\\xfe' })],
    ];
    await insertEncoded(t.database.db, PROBE, blocks.map((rows) => encodeRows(PROBE, rows)));
    expect(await readProbe(t.database.db)).toEqual(blocks.flat().map(asRead));
  });
});
