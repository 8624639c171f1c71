import { describe, expect, it } from 'vitest';
import { readFields } from './field-reader';
import { RpcShapeError } from '../rpc-shape-error';

const where = { object: 'transaction' as const, block: 1 };
const data = (input: unknown) => readFields({ input }, where).data('input');

describe('hex data, short and long (long values take the native check)', () => {
  const long = '0x' + 'a9059cbb'.repeat(200) + '00ff';
  it('accepts lower-case hex as it is and lower-cases upper-case digits', () => {
    for (const v of ['0x', '0x00ff', long]) expect(data(v)).toBe(v);
    expect(data('0xABcd')).toBe('0xabcd');
    expect(data(long.toUpperCase().replace('0X', '0x'))).toBe(long);
  });

  it('refuses a character that is not hex anywhere, an odd digit count, and a missing 0x', () => {
    const bad = [
      '0xabcg',
      '0x12 4',
      `0x${'ab'.repeat(300)}zz${'cd'.repeat(300)}`, // in the middle
      `0xg${'ab'.repeat(300)}`, // at the start
      `0x${'ab'.repeat(300)}0g`, // the last digit
      `0x${'ab'.repeat(300)}a`, // odd
      '0xabc',
      'ab'.repeat(300),
      12,
    ];
    for (const v of bad) expect(() => data(v), String(v).slice(0, 20)).toThrow(RpcShapeError);
  });
});
