/** The global search's answer (GET /api/no-auth/search?chain=&q=): what the text names, on which chain, and the page to open. */
import { z } from 'zod';
import { CHAIN_IDS } from '../chains';

export const SEARCH_KINDS = ['block', 'transaction', 'address', 'contract', 'token'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchHitSchema = z.object({
  /** token: a Solana mint; contract: an EVM contract of the contracts console */
  kind: z.enum(SEARCH_KINDS),
  chain: z.enum(CHAIN_IDS),
  /** the height, hash, signature or address found */
  key: z.string(),
  /** the contract's or token's name or symbol, when it has one */
  label: z.string().nullable(),
  /** the page's route, e.g. /eth/blocks/12 */
  path: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** data of the answer: the matches, the requested chain's first, at most SEARCH_MAX_HITS */
export const SearchResultSchema = z.array(SearchHitSchema);
export const SEARCH_MAX_HITS = 10;
