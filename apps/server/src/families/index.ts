/**
 * The family registry of the chain-data routes: each chain's reads are its registry family's
 * (core/chains.ts CHAINS[id].family). A chain is served when the registry marks it indexed and its
 * family has reads here; the chain parameter of every chain-data route accepts exactly those.
 */
import { CHAIN_IDS, CHAINS, type ChainFamily, type ChainId } from '@explorer/core';
import { z } from 'zod';
import { btcReads } from './btc/reads';
import { evmReads } from './evm/reads';
import { solReads } from './sol/reads';
import type { FamilyReads } from './types';

const FAMILY_READS: Partial<Record<ChainFamily, FamilyReads>> = { evm: evmReads, btc: btcReads, sol: solReads };

type ChainList = [ChainId, ...ChainId[]];

/** Chains the chain-data routes serve, in registry order. */
export const SERVED_CHAINS = CHAIN_IDS.filter((id) => CHAINS[id].indexed && FAMILY_READS[CHAINS[id].family]) as ChainList;

/** Chains whose family reports fee rates (GET /gas/{chain}). */
export const FEE_RATE_CHAINS = SERVED_CHAINS.filter((id) => FAMILY_READS[CHAINS[id].family]!.feeRates) as ChainList;

/** The chain's family reads; undefined while its family has none (nothing of it is indexed). */
export const familyReadsIfAny = (chain: ChainId): FamilyReads | undefined => FAMILY_READS[CHAINS[chain].family];

export function familyReads(chain: ChainId): FamilyReads {
  const reads = familyReadsIfAny(chain);
  if (!reads) throw new Error(`${chain}: the ${CHAINS[chain].family} family has no reads`);
  return reads;
}

const chainEnum = (chains: ChainList) => z.enum(chains, { error: `不支持的链，可选: ${chains.join(', ')}` }).describe('chain id');

/** The chain parameter of the chain-data routes (query or path). */
export const servedChain = chainEnum(SERVED_CHAINS);
export const servedChainQuery = servedChain.default(SERVED_CHAINS[0]);
export const feeRateChain = chainEnum(FEE_RATE_CHAINS);
