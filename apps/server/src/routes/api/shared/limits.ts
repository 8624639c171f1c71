/**
 * What each caller level may ask for (spec part 2 §9). Guests: blocks page size ≤ 100 and only the
 * 100 newest blocks, search ≤ 20, transactions ≤ 1000, block transactions ≤ 50 (default 50), no
 * receipts. Signed-in users: ≤ 100 for blocks and search, ≤ 1000 for transactions. The per-chain
 * block transactions path (/transactions/{chain}/block-height/…) defaults to 20 a page for both.
 * Sizes above a cap are clamped, never refused — except full rows (detail=full, Solana): at most 50
 * a page signed in and 20 for guests, and a larger page_size is a 400 naming it (a full row is kilobytes).
 * CSV downloads: 1,000 rows for guests, 10,000 signed in. Sol mint addresses: 100 a page for guests, 200 signed in.
 */
import { badRequest } from '../../../http/errors';
import { HEIGHT_REQUIRED_GUEST, HEIGHT_REQUIRED_USER, type PageLimits } from '../../../wire/common';

/** A block's transaction pages, and the most full rows (detail=full) one page may hold. */
export interface BlockTxLimits extends PageLimits {
  fullRows: number;
}

export interface AccessLimits {
  blocks: PageLimits;
  /** only this many newest blocks are listed (null: all) */
  newestBlocks: number | null;
  search: PageLimits;
  transactions: PageLimits;
  blockTransactions: BlockTxLimits;
  /** /transactions/{chain}/block-height/{h} (the btc block page's path): 20 a page by default, same cap */
  chainBlockTransactions: BlockTxLimits;
  heightRequired: string;
  /** rows at most in one CSV download (blocks.csv, a block's transactions.csv) */
  csvRows: number;
  /** the sol mint-address list */
  mints: PageLimits;
}

export const GUEST_LIMITS: AccessLimits = {
  blocks: { defaultSize: 25, cap: 100 },
  newestBlocks: 100,
  search: { defaultSize: 20, cap: 20 },
  transactions: { defaultSize: 20, cap: 1000 },
  blockTransactions: { defaultSize: 50, cap: 50, fullRows: 20 },
  chainBlockTransactions: { defaultSize: 20, cap: 50, fullRows: 20 },
  heightRequired: HEIGHT_REQUIRED_GUEST,
  csvRows: 1_000,
  mints: { defaultSize: 25, cap: 100 },
};

export const USER_LIMITS: AccessLimits = {
  blocks: { defaultSize: 25, cap: 100 },
  newestBlocks: null,
  search: { defaultSize: 25, cap: 100 },
  transactions: { defaultSize: 20, cap: 1000 },
  blockTransactions: { defaultSize: 100, cap: 1000, fullRows: 50 },
  chainBlockTransactions: { defaultSize: 20, cap: 1000, fullRows: 50 },
  heightRequired: HEIGHT_REQUIRED_USER,
  csvRows: 10_000,
  mints: { defaultSize: 25, cap: 200 },
};

/** The page limits of a detail=full list: at most `fullRows` rows, by default too; a larger page_size is refused. */
export function fullRowLimits(query: { page_size?: number }, limits: BlockTxLimits): PageLimits {
  if (query.page_size !== undefined && query.page_size > limits.fullRows) throw badRequest(`detail=full时每页条数(page_size)不能大于${limits.fullRows}`);
  return { defaultSize: Math.min(limits.defaultSize, limits.fullRows), cap: limits.fullRows };
}
