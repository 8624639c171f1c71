/**
 * The server's family registry built from a list of ServerFamily objects: which chains are served (the
 * chain registry marks them indexed and their family is in the list), the chain parameters' zod
 * enums, the response unions of the families' shapes, and each chain's family. families/index.ts
 * builds the product's from evm, btc and sol; a test may build one with a family of its own.
 */
import { CHAIN_IDS, CHAINS, type ChainFamily, type ChainId, type ChainInfo } from '@explorer/core';
import { z } from 'zod';
import type { ServerFamily } from './types';

type ChainList = [ChainId, ...ChainId[]];

const chainEnum = (chains: ChainList) => z.enum(chains, { error: `不支持的链，可选: ${chains.join(', ')}` }).describe('chain id');

type Members = [z.ZodObject, ...z.ZodObject[]];

/** how many fields a shape holds, nested objects' fields included */
const fieldCount = (schema: unknown): number => {
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).reduce((n: number, field) => n + 1 + fieldCount(field), 0);
  if (schema instanceof z.ZodArray) return fieldCount(schema.element);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return fieldCount(schema.unwrap());
  return 0;
};

/** the chain registry's entries, in its order */
const REGISTRY_CHAINS = CHAIN_IDS.map((id) => CHAINS[id]);

/** `chains`: the chain registry's entries by default; a test may pass chains of a family of its own */
export function createFamilyRegistry(families: readonly ServerFamily[], chains: readonly Pick<ChainInfo, 'id' | 'family' | 'indexed'>[] = REGISTRY_CHAINS) {
  const byFamily = new Map<ChainFamily, ServerFamily>(families.map((f) => [f.family, f]));
  const familyOf = new Map<ChainId, ChainFamily>(chains.map((c) => [c.id, c.family]));
  const ofChainIfAny = (chain: ChainId): ServerFamily | undefined => byFamily.get(familyOf.get(chain)!);
  const servedChains = chains.filter((c) => c.indexed && byFamily.has(c.family)).map((c) => c.id) as ChainList;
  const feeRateChains = servedChains.filter((id) => ofChainIfAny(id)!.reads.feeRates) as ChainList;
  const tokenChains = servedChains.filter((id) => ofChainIfAny(id)!.tokens) as ChainList;
  const internalCallChains = servedChains.filter((id) => ofChainIfAny(id)!.internalCalls) as ChainList;
  const walletChains = servedChains.filter((id) => ofChainIfAny(id)!.wallet) as ChainList;
  const esploraChains = servedChains.filter((id) => ofChainIfAny(id)!.esplora) as ChainList;
  // the home overview has no chain field and a plain object member drops unknown keys: a shape is
  // tried before any shape whose fields it holds (the most fields first; the EVM overview, whose
  // fields the Bitcoin and Solana ones hold, last)
  const homeStats = families.map((f) => f.schemas.homeStats).sort((a, b) => fieldCount(b) - fieldCount(a));
  return {
    families,
    /** chains the chain-data routes serve, in chain registry order */
    servedChains,
    /** chains whose family reports fee rates (GET /gas/{chain}) */
    feeRateChains,
    /** chains whose family keeps token balances (the token pages) */
    tokenChains,
    /** chains whose family keeps internal calls */
    internalCallChains,
    /** chains whose family has the wallet view */
    walletChains,
    /** chains whose family answers the Esplora API */
    esploraChains,
    servedChain: chainEnum(servedChains),
    feeRateChain: chainEnum(feeRateChains),
    tokenChain: chainEnum(tokenChains),
    internalCallChain: chainEnum(internalCallChains),
    walletChain: chainEnum(walletChains),
    ofChainIfAny,
    ofChain(chain: ChainId): ServerFamily {
      const family = ofChainIfAny(chain);
      if (!family) throw new Error(`${chain}: the server has no ${familyOf.get(chain)} family`);
      return family;
    },
    ofFamily(family: ChainFamily): ServerFamily {
      const found = byFamily.get(family);
      if (!found) throw new Error(`the server has no ${family} family`);
      return found;
    },
    /** the families' shapes told apart by `chain`, so the serializer picks one member per item instead of trying each */
    schemas: {
      block: z.discriminatedUnion('chain', families.map((f) => f.schemas.block) as unknown as Members),
      transaction: z.discriminatedUnion('chain', families.map((f) => f.schemas.transaction) as unknown as Members),
      homeStats: z.union(homeStats as Members),
    },
  };
}

export type FamilyRegistry = ReturnType<typeof createFamilyRegistry>;
