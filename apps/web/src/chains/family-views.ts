/**
 * The view of every chain family, keyed by family, built from the families' own modules
 * (chains/<family>/view.ts). A new family is one more folder and one more entry in the list; a
 * family the product does not ship registers its view (registered-families.ts).
 */
import type { ChainFamily } from '../lib/core';
import { BTC_VIEW } from './btc/view';
import { EVM_VIEW } from './evm/view';
import type { FamilyView } from './family-view';
import { registeredViews } from './registered-families';
import { SOL_VIEW } from './sol/view';

/** A table of family views keyed by family. */
export function familyViewTable<F extends string>(views: readonly FamilyView<F>[]): Readonly<Record<F, FamilyView<F>>> {
  return Object.fromEntries(views.map((v) => [v.family, v])) as Record<F, FamilyView<F>>;
}

export const FAMILY_VIEWS: Readonly<Record<ChainFamily, FamilyView<ChainFamily>>> = familyViewTable<ChainFamily>([EVM_VIEW, BTC_VIEW, SOL_VIEW, ...(registeredViews() as FamilyView<ChainFamily>[])]);
