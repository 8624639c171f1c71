/** The web route of each thing the search finds (apps/web/src/app/routes.tsx). */
import { CHAINS, type ChainId, type SearchHit, type SearchKind } from '@explorer/core';

/** what a family's lookup found, before it gets its chain and page */
export interface Found {
  kind: SearchKind;
  /** height (blocks), hash / txid / signature (transactions), address */
  key: string;
  /** the block holding a transaction, or the block itself */
  height?: number;
  label?: string | null;
}

/** the found items of a lookup, leaving out the misses */
export const compactFound = (items: Array<Found | undefined | null | false>): Found[] => items.filter((f): f is Found => Boolean(f));

export interface PathRules {
  transactionPage: boolean;
}

/** /{c}/address-transactions?address=… (the address page) */
export const addressPath = (chain: ChainId, address: string) => `/${chain}/address-transactions?address=${encodeURIComponent(address)}`;

export function pathOf(chain: ChainId, found: Found, rules: PathRules): string {
  switch (found.kind) {
    case 'block':
      return `/${chain}/blocks/${found.height ?? found.key}`;
    case 'transaction':
      // a family without a transaction page shows the transaction in its block's list
      return rules.transactionPage ? `/${chain}/transactions/${encodeURIComponent(found.key)}` : `/${chain}/blocks/${found.height}`;
    case 'address':
      return addressPath(chain, found.key);
    case 'contract':
    case 'token':
      return CHAINS[chain].sections.includes('addresses') ? `/${chain}/addresses/${encodeURIComponent(found.key)}` : addressPath(chain, found.key);
  }
}

export const toHit = (chain: ChainId, found: Found, rules: PathRules): SearchHit => ({
  kind: found.kind,
  chain,
  key: found.key,
  label: found.label ?? null,
  path: pathOf(chain, found, rules),
});
