/**
 * Family → module. A family the product ships adds its module here; one it does not (a test's own
 * family) registers it with registerFamilyModule. Chains of a family come from the registry.
 */
import type { ChainFamily } from '@explorer/core';
import { btcFamily } from './btc';
import { evmFamily } from './evm';
import { solFamily } from './sol';
import type { ChainFamilyModule } from './types';

const MODULES: Partial<Record<ChainFamily, ChainFamilyModule>> = { evm: evmFamily, btc: btcFamily as unknown as ChainFamilyModule, sol: solFamily as unknown as ChainFamilyModule };

/**
 * Adds the module of a family the product does not ship. Decode workers load their own copy of this
 * table, so its chains are indexed with decodeWorkers: 0.
 */
export function registerFamilyModule(module: ChainFamilyModule): void {
  if (MODULES[module.family]) throw new Error(`the ${module.family} family already has an indexer`);
  MODULES[module.family] = module;
}

export function hasFamilyModule(family: ChainFamily): boolean {
  return MODULES[family] !== undefined;
}

export function familyModule(family: ChainFamily): ChainFamilyModule {
  const m = MODULES[family];
  if (!m) throw new Error(`the ${family} family has no indexer yet`);
  return m;
}

export type * from './types';
