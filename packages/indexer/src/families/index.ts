/** Family → module. A new family adds its module here; chains of a family come from the registry. */
import type { ChainFamily } from '@explorer/core';
import { btcFamily } from './btc';
import { evmFamily } from './evm';
import { solFamily } from './sol';
import type { ChainFamilyModule } from './types';

const MODULES: Partial<Record<ChainFamily, ChainFamilyModule>> = { evm: evmFamily, btc: btcFamily as unknown as ChainFamilyModule, sol: solFamily as unknown as ChainFamilyModule };

export function hasFamilyModule(family: ChainFamily): boolean {
  return MODULES[family] !== undefined;
}

export function familyModule(family: ChainFamily): ChainFamilyModule {
  const m = MODULES[family];
  if (!m) throw new Error(`the ${family} family has no indexer yet`);
  return m;
}

export type * from './types';
