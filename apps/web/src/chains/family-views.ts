/**
 * The view of every chain family, keyed by family, built from the families' own modules
 * (chains/<family>/view.ts). A new family is one more folder and one more entry in the list.
 */
import type { ChainFamily } from '../lib/core';
import { BTC_VIEW } from './btc/view';
import { EVM_VIEW } from './evm/view';
import type { FamilyView } from './family-view';
import { SOL_VIEW } from './sol/view';

/** A table of family views keyed by family; a family listed twice is a mistake. */
export function familyViewTable<F extends string>(views: readonly FamilyView<F>[]): Readonly<Record<F, FamilyView<F>>> {
  const table = {} as Record<F, FamilyView<F>>;
  for (const v of views) {
    if (v.family in table) throw new Error(`family ${v.family} listed twice`);
    table[v.family] = v;
  }
  return table;
}

export const FAMILY_VIEWS: Readonly<Record<ChainFamily, FamilyView<ChainFamily>>> = familyViewTable<ChainFamily>([EVM_VIEW, BTC_VIEW, SOL_VIEW]);
