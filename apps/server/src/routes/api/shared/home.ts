/** The home overview and fee rates of a served chain, from its family's reads (families/index.ts). */
import type { ChainId } from '@explorer/core';
import type { Repositories } from '../../../composition';
import { familyReads } from '../../../families';

export const homeStats = (repos: Repositories, chain: ChainId) => familyReads(chain).homeStats(repos, chain);

/** Only chains of FEE_RATE_CHAINS reach this (the route's chain schema). */
export async function feeRates(repos: Repositories, chain: ChainId) {
  const reads = familyReads(chain);
  if (!reads.feeRates) throw new Error(`${chain}: no fee rates`);
  return reads.feeRates(repos, chain);
}
