import type { ChainFamily, ChainId } from '@explorer/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { btcFamily } from './btc';
import { evmFamily } from './evm';
import { createFamilyRegistry } from './registry';
import type { ServerFamily } from './types';

// a fourth family, registered without touching the three: only what the registry reads of it
const toy = {
  family: 'toy' as ChainFamily,
  schemas: {
    block: z.object({ chain: z.literal('toy1'), height: z.number(), toy_field: z.string() }),
    transaction: z.object({ chain: z.literal('toy1'), hash: z.string() }),
    homeStats: z.object({ overview: z.object({ toys: z.number() }) }),
  },
  reads: {},
} as unknown as ServerFamily;

const chains = [
  { id: 'eth' as ChainId, family: 'evm' as ChainFamily, indexed: true },
  { id: 'btc' as ChainId, family: 'btc' as ChainFamily, indexed: true },
  { id: 'toy1' as ChainId, family: 'toy' as ChainFamily, indexed: true },
  { id: 'toy2' as ChainId, family: 'toy' as ChainFamily, indexed: false },
];

describe('the server family registry', () => {
  const registry = createFamilyRegistry([evmFamily, btcFamily, toy] as ServerFamily[], chains);

  it('serves the indexed chains of the registered families, and finds each chain’s family', () => {
    expect(registry.servedChains).toEqual(['eth', 'btc', 'toy1']);
    expect(registry.feeRateChains).toEqual(['btc']);
    expect(registry.ofChain('toy1' as ChainId)).toBe(toy);
    expect(registry.ofChain('eth' as ChainId)).toBe(evmFamily);
    expect(registry.ofChainIfAny('toy2' as ChainId)).toBe(toy);
    expect(() => createFamilyRegistry([evmFamily], chains).ofChain('toy1' as ChainId)).toThrow('toy1: the server has no toy family');
  });

  it('builds the chain parameter and the response unions from the families', () => {
    expect(registry.servedChain.parse('toy1')).toBe('toy1');
    expect(registry.servedChain.safeParse('toy2').success).toBe(false);
    expect(registry.schemas.block.parse({ chain: 'toy1', height: 1, toy_field: 'x' })).toEqual({ chain: 'toy1', height: 1, toy_field: 'x' });
    expect(registry.schemas.block.safeParse({ chain: 'toy1', height: 1 }).success).toBe(false);
    // the home overview with more fields is tried first: a Bitcoin overview keeps its own fields
    const members = (registry.schemas.homeStats as unknown as { options: unknown[] }).options;
    expect(members[0]).toBe(btcFamily.schemas.homeStats);
    expect(members.at(-1)).toBe(toy.schemas.homeStats);
  });
});
