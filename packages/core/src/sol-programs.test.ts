import { describe, expect, it } from 'vitest';
import { isSolSignature } from './hash-format';
import { SOL_PROGRAMS } from './sol-model';
import { CUSTOM_PROGRAM, isSolPublicKey, solProgramInfo, solProgramName, UNKNOWN_PROGRAM } from './sol-programs';

describe('solana program names (spec part 2 §2.4)', () => {
  it('names the system programs, the token programs and memo by category', () => {
    for (const id of [SOL_PROGRAMS.system, SOL_PROGRAMS.vote, SOL_PROGRAMS.computeBudget, SOL_PROGRAMS.config, SOL_PROGRAMS.stake, SOL_PROGRAMS.addressLookupTable]) {
      expect(solProgramInfo(id).category, id).toBe('system');
    }
    for (const id of [SOL_PROGRAMS.token, SOL_PROGRAMS.token2022, SOL_PROGRAMS.associatedToken]) expect(solProgramInfo(id).category, id).toBe('token');
    expect(solProgramInfo(SOL_PROGRAMS.memo)).toEqual({ name: 'Memo Program', category: 'memo' });
    expect(solProgramName(SOL_PROGRAMS.token)).toBe('SPL Token Program');
    expect(solProgramName(SOL_PROGRAMS.computeBudget)).toBe('Compute Budget Program');
  });

  it('every well-known program id is a valid public key (base58 of 32 bytes)', () => {
    for (const [name, id] of Object.entries(SOL_PROGRAMS)) expect(isSolPublicKey(id), name).toBe(true);
    expect(SOL_PROGRAMS.token2022).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
  });

  it('an unknown valid program id is a custom program; anything else an unknown one', () => {
    const custom = 'BPFLoaderUpgradeab1e11111111111111111111111'.replace('BPFLoaderUpgradeab1e', 'CustomProgram1111111');
    expect(isSolPublicKey(custom)).toBe(true);
    expect(solProgramInfo(custom)).toEqual({ name: CUSTOM_PROGRAM, category: 'custom' });
    expect(solProgramName('z'.repeat(44))).toBe(UNKNOWN_PROGRAM); // 33 bytes
    expect(solProgramName('0x' + 'a'.repeat(40))).toBe(UNKNOWN_PROGRAM);
  });

  it('a signature is base58 of exactly 64 bytes', () => {
    const sig = '5j7s6NiJS3JAkvgkoc18WVAsiSaci2pxB2A6ueCJP4tprA2TFg9wSyTLeYouxPBJEMzJinENTkpA52YStRW5Dia7';
    expect(isSolSignature(sig)).toBe(true);
    expect(isSolSignature(sig.slice(0, 60))).toBe(false);
    expect(isSolSignature(SOL_PROGRAMS.token)).toBe(false);
    expect(isSolSignature(sig.replace('5', '0'))).toBe(false);
  });
});
