import { CHAINS, CHAIN_IDS } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { familyModule, hasFamilyModule } from '.';

describe('family modules', () => {
  it('the registry family picks the module: evm, btc and sol each have theirs', () => {
    for (const id of CHAIN_IDS) {
      const { family } = CHAINS[id];
      expect(hasFamilyModule(family)).toBe(true);
      expect(familyModule(family).family).toBe(family);
    }
    expect(() => familyModule('move' as never)).toThrow('the move family has no indexer yet');
  });

  it('every chain the registry marks as indexed has a family module, and the EVM one runs the token enricher beside it', () => {
    for (const id of CHAIN_IDS) if (CHAINS[id].indexed) expect(hasFamilyModule(CHAINS[id].family), id).toBe(true);
    expect(familyModule('evm').background).toBeTypeOf('function');
    expect(familyModule('btc').background).toBeUndefined();
  });
});
