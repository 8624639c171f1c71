/**
 * Every family's list rows, looked up by the chain a row names, built from the families' own
 * modules (chains/<family>/rows.tsx). A new family is one more folder and one more entry in the list;
 * a family the product does not ship registers its rows (registered-families.ts).
 */
import { CHAINS, isChainId, type ChainFamily } from '../lib/core';
import { BTC_ROWS } from './btc/rows';
import { EVM_ROWS } from './evm/rows';
import type { SomeFamilyRows } from './family-rows';
import { registeredRows } from './registered-families';
import { SOL_ROWS } from './sol/rows';

/** the rows of the family of a row's chain; undefined for a chain no listed family serves */
export type RowsOf = (chain: string) => SomeFamilyRows | undefined;

export function familyRowsTable(list: readonly SomeFamilyRows[], familyOf: (chain: string) => string | undefined): RowsOf {
  const byFamily = new Map(list.map((rows) => [rows.family, rows]));
  return (chain) => {
    const family = familyOf(chain);
    return family === undefined ? undefined : byFamily.get(family);
  };
}

/** The family of a chain a row names (rows from the API carry their chain); undefined for a chain the page does not know. */
export function familyOfChain(chain: string): ChainFamily | undefined {
  return isChainId(chain) ? CHAINS[chain].family : undefined;
}

export const ROWS_OF: RowsOf = familyRowsTable([EVM_ROWS, BTC_ROWS, SOL_ROWS, ...registeredRows()], familyOfChain);
