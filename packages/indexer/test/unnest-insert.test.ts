import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { EVM_LOGS, type LogRow } from '../src/store/evm/rows';
import { commaJoined, insertUnnest, pgArrayLiteral } from '../src/store/unnest-insert';

describe('array encodings', () => {
  it('pgArrayLiteral leaves hex, decimals and numbers bare, writes NULL for null', () => {
    expect(pgArrayLiteral(['0xAbC1', '115792089237316195423570985008687907853269984665640564039457584007913129639935', 42, null, 7n])).toBe(
      '{0xAbC1,115792089237316195423570985008687907853269984665640564039457584007913129639935,42,NULL,7}',
    );
  });

  it('pgArrayLiteral quotes and escapes anything else, including the text "null" and the empty string', () => {
    expect(pgArrayLiteral(['a b', 'x,y', '{}', 'q"uote', 'back\\slash', 'null', ''])).toBe('{"a b","x,y","{}","q\\"uote","back\\\\slash","null",""}');
  });

  it('commaJoined marks NULL as empty and refuses values that would be ambiguous', () => {
    expect(commaJoined(['0xab', null, 5, 6n])).toBe('0xab,,5,6');
    expect(commaJoined(['a,b'])).toBeNull();
    expect(commaJoined([''])).toBeNull();
  });
});

describe.each(TEST_ENGINES)('insertUnnest on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  const row = (i: number, over: Partial<LogRow> = {}): LogRow => ({
    chain: 'eth', block_height: 1, log_index: i, tx_index: 0, tx_hash: '0xaa', address: '0xbb',
    topic0: '0x01', topic1: null, topic2: null, topic3: null, data: '0x', ...over,
  });

  it('round-trips NULLs, and odd text through the literal fallback', async () => {
    const rows = [row(0), row(1, { topic1: '0x02', data: 'a,"b"\\c' }), row(2, { topic0: null, data: '' })];
    await insertUnnest(t.database.db, EVM_LOGS, rows);
    const back = await t.database.db.selectFrom('evm_logs').selectAll().orderBy('log_index').execute();
    expect(back).toEqual(rows);
  });

  it('writes a single-row batch whose other columns are NULL', async () => {
    await insertUnnest(t.database.db, EVM_LOGS, [row(9, { block_height: 2, topic0: null })]);
    const back = await t.database.db.selectFrom('evm_logs').selectAll().where('block_height', '=', 2).execute();
    expect(back).toEqual([row(9, { block_height: 2, topic0: null })]);
  });
});
