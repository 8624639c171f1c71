import { describe, expect, it } from 'vitest';
import { pgArrayLiteral } from './unnest-insert';

describe('pgArrayLiteral', () => {
  it('leaves hex, decimals and numbers bare, writes NULL for null', () => {
    expect(pgArrayLiteral(['0xAbC1', '115792089237316195423570985008687907853269984665640564039457584007913129639935', 42, null, 7n])).toBe(
      '{0xAbC1,115792089237316195423570985008687907853269984665640564039457584007913129639935,42,NULL,7}',
    );
  });

  it('quotes and escapes anything else, including the text "null" and the empty string', () => {
    expect(pgArrayLiteral(['a b', 'x,y', '{}', 'q"uote', 'back\\slash', 'null', ''])).toBe('{"a b","x,y","{}","q\\"uote","back\\\\slash","null",""}');
  });
});
