import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { batchColumn, encodeRows, insertEncoded } from '../src/store/encoded-rows';
import { EVM_LOGS, type LogRow } from '../src/store/evm/rows';

const row = (i: number, over: Partial<LogRow> = {}): LogRow => ({
  chain: 'eth', block_height: 1, log_index: i, tx_index: 0, tx_hash: '0xaa', address: '0xbb',
  topic0: '0x01', topic1: null, topic2: null, topic3: null, data: '0x', ...over,
});
const column = (rows: LogRow[], name: keyof LogRow) => encodeRows(EVM_LOGS, rows).columns[EVM_LOGS.columns.findIndex(([n]) => n === name)];

describe('encodeRows', () => {
  it('picks the cheapest unambiguous form per column: comma-joined, RS-joined, else an array literal', () => {
    expect(column([row(0), row(1, { topic1: '0x02' })], 'topic1')).toBe(',0x02');
    expect(column([row(0), row(1, { data: '{"a":1,"b":2}' })], 'data')).toEqual({ rs: '0x\u001e{"a":1,"b":2}' });
    // the comma shows up late: the values before it are checked for RS too
    expect(column([row(0, { data: 'x\u001ey' }), row(1, { data: 'a,b' })], 'data')).toEqual({ literal: '"x\u001ey","a,b"' });
    expect(column([row(0, { data: '' })], 'data')).toEqual({ literal: '""' });
    expect(column([row(0, { data: 'a,b' }), row(1, { data: null as unknown as string })], 'data')).toEqual({ rs: 'a,b\u001e' });
  });

  it('joins the blocks of a batch into one column, falling back to the form every block allows', () => {
    const plain = encodeRows(EVM_LOGS, [row(0)]);
    const rs = encodeRows(EVM_LOGS, [row(1, { data: 'a,b' })]);
    const literal = encodeRows(EVM_LOGS, [row(2, { data: '' })]);
    const data = EVM_LOGS.columns.findIndex(([n]) => n === 'data');
    expect(batchColumn([plain, plain], data)).toBe('0x,0x');
    expect(batchColumn([plain, rs], data)).toEqual({ rs: '0x\u001ea,b' });
    expect(batchColumn([plain, rs, literal], data)).toEqual({ literal: '0x,"a,b",""' });
  });
});

describe.each(TEST_ENGINES)('insertEncoded on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  it('round-trips every form and their mix across blocks, NULLs included', async () => {
    const blocks = [
      [row(0), row(1, { topic1: '0x02' })],
      [row(2, { data: '{"a":1,"b":"c"}' }), row(3, { topic0: null })],
      [row(4, { data: 'q"uote\\ and,comma' }), row(5, { data: '' }), row(6, { data: 'rs\u001einside' })],
    ];
    await insertEncoded(t.database.db, EVM_LOGS, blocks.map((rows) => encodeRows(EVM_LOGS, rows)));
    const back = await t.database.db.selectFrom('evm_logs').selectAll().orderBy('log_index').execute();
    expect(back).toEqual(blocks.flat());
  });
});
