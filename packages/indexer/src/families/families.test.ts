import { CHAINS, CHAIN_IDS } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { familyModule, hasFamilyModule } from '.';

describe('family modules', () => {
  it('every EVM chain of the registry is indexed by the evm module; other families say they have none yet', () => {
    for (const id of CHAIN_IDS) {
      const { family } = CHAINS[id];
      if (family === 'evm') expect(familyModule(family).family).toBe('evm');
      else {
        expect(hasFamilyModule(family)).toBe(false);
        expect(() => familyModule(family)).toThrow(`the ${family} family has no indexer yet`);
      }
    }
  });

  it('every chain the registry marks as indexed has a family module, and the EVM one runs the token enricher beside it', () => {
    for (const id of CHAIN_IDS) if (CHAINS[id].indexed) expect(hasFamilyModule(CHAINS[id].family), id).toBe(true);
    expect(familyModule('evm').background).toBeTypeOf('function');
  });
});
