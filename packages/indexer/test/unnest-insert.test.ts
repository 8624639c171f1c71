import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '@explorer/db/testing';
import { asRead, createProbeTable, PROBE, probeRow as row, readProbe } from './support/probe-table';
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
    await createProbeTable(t.database.db);
  });
  afterAll(async () => t?.drop());

  it("round-trips NULLs, BYTEA ('\\x…' in, '0x…' back), and odd text through the literal fallback", async () => {
    const rows = [row(0), row(1, { hash: '\\x', note: 'a,"b"\\c', amount: '115792089237316195423570985008687907853269984665640564039457584007913129639935' }), row(2, { hash: null, note: '', doc: '{"a":1,"b":"c"}' })];
    await insertUnnest(t.database.db, PROBE, rows);
    expect(await readProbe(t.database.db)).toEqual(rows.map(asRead));
  });

  it('writes a single-row batch whose other columns are NULL', async () => {
    const single = row(9, { block_height: 2, hash: null, note: null, amount: null });
    await insertUnnest(t.database.db, PROBE, [single]);
    expect((await readProbe(t.database.db)).filter((r) => r.block_height === 2)).toEqual([asRead(single)]);
  });
});
