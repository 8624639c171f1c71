import { CHAINS, CHAIN_IDS } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { familyModule, hasFamilyModule } from '.';

describe('family modules', () => {
  it('the registry family picks the module: evm and btc have one, sol says it has none yet', () => {
    for (const id of CHAIN_IDS) {
      const { family } = CHAINS[id];
      if (family === 'sol') {
        expect(hasFamilyModule(family)).toBe(false);
        expect(() => familyModule(family)).toThrow(`the ${family} family has no indexer yet`);
      } else expect(familyModule(family).family).toBe(family);
    }
  });

  it('every chain the registry marks as indexed has a family module, and the EVM one runs the token enricher beside it', () => {
    for (const id of CHAIN_IDS) if (CHAINS[id].indexed) expect(hasFamilyModule(CHAINS[id].family), id).toBe(true);
    expect(familyModule('evm').background).toBeTypeOf('function');
    expect(familyModule('btc').background).toBeUndefined();
  });
});
