import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bytea, byteaOfBytes, byteaOrNull, byteaPrefixRange, bytesOfHex } from './bytea';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from './testing';

describe('bytea input text', () => {
  it("turns '0x…' and bare hex into '\\x…', and refuses what is not whole bytes of hex", () => {
    expect(bytea('0xabCD')).toBe('\\xabCD');
    expect(bytea('abcd')).toBe('\\xabcd');
    expect(bytea('0x')).toBe('\\x');
    expect(bytea('')).toBe('\\x');
    expect(() => bytea('0xabc')).toThrow(TypeError); // odd length
    expect(() => bytea('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toThrow(TypeError); // base58 is the caller's bug
    expect(() => bytea('0x0g')).toThrow(TypeError);
  });

  it('passes null and undefined through byteaOrNull, converts raw bytes, and reads hex back to bytes', () => {
    expect(byteaOrNull(null)).toBeNull();
    expect(byteaOrNull(undefined)).toBeNull();
    expect(byteaOrNull('0x00ff')).toBe('\\x00ff');
    expect(byteaOfBytes(new Uint8Array([0, 1, 0xfe, 0xff]))).toBe('\\x0001feff');
    expect(byteaOfBytes(new Uint8Array())).toBe('\\x');
    // a view into a larger buffer: only its own bytes
    expect(byteaOfBytes(new Uint8Array([9, 9, 0xab, 0xcd, 9]).subarray(2, 4))).toBe('\\xabcd');
    expect([...bytesOfHex('0x00ff10')]).toEqual([0, 0xff, 0x10]);
    expect([...bytesOfHex('abcd')]).toEqual([0xab, 0xcd]);
  });
});

describe('byteaPrefixRange', () => {
  it('an even prefix: from the prefix itself up to the next prefix of the same length', () => {
    expect(byteaPrefixRange('0xab')).toEqual({ low: '\\xab', high: '\\xac' });
    expect(byteaPrefixRange('AB12')).toEqual({ low: '\\xab12', high: '\\xab13' });
  });

  it('an odd prefix: its last nibble covers 16 byte values', () => {
    expect(byteaPrefixRange('0xa')).toEqual({ low: '\\xa0', high: '\\xb0' });
    expect(byteaPrefixRange('ab1')).toEqual({ low: '\\xab10', high: '\\xab20' });
    expect(byteaPrefixRange('0xf')).toEqual({ low: '\\xf0', high: null });
  });

  it('carries past trailing ff bytes, and has no upper bound when every byte is ff', () => {
    expect(byteaPrefixRange('0x12ff')).toEqual({ low: '\\x12ff', high: '\\x13' });
    expect(byteaPrefixRange('12fff')).toEqual({ low: '\\x12fff0', high: '\\x13' });
    expect(byteaPrefixRange('0xffff')).toEqual({ low: '\\xffff', high: null });
  });

  it('an empty prefix is every value: from the empty value, no upper bound', () => {
    expect(byteaPrefixRange('')).toEqual({ low: '\\x', high: null });
    expect(byteaPrefixRange('0x')).toEqual({ low: '\\x', high: null });
  });

  it('refuses what is not hex', () => {
    expect(() => byteaPrefixRange('0xzz')).toThrow(TypeError);
  });
});

describe.each(TEST_ENGINES)('BYTEA values on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    await sql`CREATE TABLE bytea_probe (v BYTEA PRIMARY KEY)`.execute(t.database.db);
    const values = ['', '00', '0f', 'a0', 'ab', 'ab00', 'ab12', 'ab1f', 'ab20', 'abff', 'ac', 'f0', 'ff', 'ffff', 'ffffff'];
    await sql`INSERT INTO bytea_probe SELECT unnest(${values.map((v) => bytea(v))}::bytea[])`.execute(t.database.db);
  });
  afterAll(async () => t?.drop());

  /** the stored values byteaPrefixRange(prefix) selects, in order */
  async function inRange(prefix: string): Promise<string[]> {
    const { low, high } = byteaPrefixRange(prefix);
    const below = high === null ? sql`` : sql`AND v < ${high}`;
    const { rows } = await sql<{ v: string }>`SELECT v FROM bytea_probe WHERE v >= ${low} ${below} ORDER BY v`.execute(t.database.db);
    return rows.map((r) => r.v);
  }

  it("reads a BYTEA back as '0x…' lower-case hex, the empty value as '0x'", async () => {
    const { rows } = await sql<{ v: string }>`SELECT ${bytea('0xABcd')}::bytea AS v UNION ALL SELECT ${bytea('')}::bytea`.execute(t.database.db);
    expect(rows.map((r) => r.v)).toEqual(['0xabcd', '0x']);
  });

  it('a prefix range selects exactly the values that start with the prefix', async () => {
    expect(await inRange('ab')).toEqual(['0xab', '0xab00', '0xab12', '0xab1f', '0xab20', '0xabff']);
    expect(await inRange('ab1')).toEqual(['0xab12', '0xab1f']);
    expect(await inRange('a')).toEqual(['0xa0', '0xab', '0xab00', '0xab12', '0xab1f', '0xab20', '0xabff', '0xac']);
    expect(await inRange('f')).toEqual(['0xf0', '0xff', '0xffff', '0xffffff']);
    expect(await inRange('ffff')).toEqual(['0xffff', '0xffffff']);
    expect(await inRange('')).toHaveLength(15);
  });
});
