/**
 * The global search (GET /api/no-auth/search?chain=&q=): a height is looked up on the requested
 * chain only (every chain has a block 5); a hash, signature or address on every served chain whose
 * family has that form, the requested chain first; any other text as the start of a contract's or
 * token's symbol or name, the requested chain first. At most SEARCH_MAX_HITS answers.
 */
import { SEARCH_MAX_HITS, type ChainId, type SearchHit } from '@explorer/core';
import type { Repositories } from '../composition';
import { SERVED_CHAINS, serverFamily } from '../families';
import { toHit, type Found } from '../wire/search-paths';

const HEIGHT = /^\d{1,16}$/;

/** what the chain's family looks for (families/<family>/search.ts) */
const familyOf = (chain: ChainId) => serverFamily(chain).search;

/** the requested chain, then the other served chains in registry order */
const chainsFrom = (chain: ChainId): ChainId[] => [chain, ...SERVED_CHAINS.filter((c) => c !== chain)];

async function heightHits(repos: Repositories, chain: ChainId, text: string): Promise<SearchHit[]> {
  const height = Number(text);
  if (!Number.isSafeInteger(height)) return [];
  const block = await repos.search.blockByHeight(chain, height);
  return block ? [toHit(chain, { kind: 'block', key: String(block.height), height: block.height }, familyOf(chain))] : [];
}

async function nameHits(repos: Repositories, chains: ChainId[], text: string): Promise<SearchHit[]> {
  const withContracts = chains.filter((c) => familyOf(c).contractKind !== null);
  const perChain = await Promise.all(
    withContracts.map(async (chain) => {
      const family = familyOf(chain);
      const rows = await repos.search.contractsByName(chain, text, SEARCH_MAX_HITS);
      return rows.map((r) => toHit(chain, { kind: family.contractKind!, key: r.address, label: r.symbol ?? r.name }, family));
    }),
  );
  return perChain.flat();
}

export async function search(repos: Repositories, chain: ChainId, text: string): Promise<SearchHit[]> {
  if (HEIGHT.test(text)) return heightHits(repos, chain, text);
  const chains = chainsFrom(chain);
  const formed = chains.filter((c) => familyOf(c).fits(c, text));
  if (formed.length === 0) return (await nameHits(repos, chains, text)).slice(0, SEARCH_MAX_HITS);
  const perChain = await Promise.all(
    formed.map(async (c) => {
      const family = familyOf(c);
      const found: Found[] = await family.find(repos, c, text);
      return found.map((f) => toHit(c, f, family));
    }),
  );
  const hits = perChain.flat();
  // a long name can look like an address: when no hash or address matched, try it as a name
  return (hits.length > 0 ? hits : await nameHits(repos, chains, text)).slice(0, SEARCH_MAX_HITS);
}
