import { describe, expect, it } from 'vitest';
import { normalizeHash } from './hash-format';

describe('hash formats by family', () => {
  const evm = '0x' + 'AB'.repeat(32);
  const btc = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';
  const sol = '5j7s6NiJS3JAkvgkoc18WVAsiSaci2pxB2A6ueCJP4tprA2TFg9wSyTLeYouxPBJEMzJinENTkpA52YStRW5Dia7';

  it('EVM: 0x + 64 hex, stored lower-case; nothing else', () => {
    expect(normalizeHash('eth', evm)).toBe(evm.toLowerCase());
    for (const bad of [evm.slice(2), evm + 'a', btc, sol]) expect(normalizeHash('bsc', bad)).toBeNull();
  });

  it('Bitcoin: 64 hex without 0x, in the order given (lower-cased only)', () => {
    expect(normalizeHash('btc', btc.toUpperCase())).toBe(btc);
    for (const bad of ['0x' + btc, btc.slice(1), sol]) expect(normalizeHash('btc', bad)).toBeNull();
  });

  it('Solana: base58, case kept', () => {
    expect(normalizeHash('sol', sol)).toBe(sol);
    for (const bad of [evm, sol.replace('5', '0'), 'l'.repeat(40)]) expect(normalizeHash('sol', bad)).toBeNull();
  });
});
