import { describe, expect, it } from 'vitest';
import { directionOf } from './direction';

const mine = new Set(['0x7a11da7e00000000000000000000000000000001']);
const other = '0x1111111111111111111111111111111111111111';

describe('directionOf', () => {
  it('sent by a saved address is out, received is in, both is self', () => {
    expect(directionOf({ from: '0x7A11DA7E00000000000000000000000000000001', to: other }, mine, true)).toBe('out');
    expect(directionOf({ from: other, to: '0x7a11da7e00000000000000000000000000000001' }, mine, true)).toBe('in');
    expect(directionOf({ from: '0x7a11da7e00000000000000000000000000000001', to: '0x7a11da7e00000000000000000000000000000001' }, mine, true)).toBe('self');
  });

  it('a contract creation by a saved address is out; case matters when told so', () => {
    expect(directionOf({ from: '0x7a11da7e00000000000000000000000000000001', to: null }, mine, true)).toBe('out');
    expect(directionOf({ from: '0x7A11DA7E00000000000000000000000000000001', to: other }, mine, false)).toBe('in');
  });
});
