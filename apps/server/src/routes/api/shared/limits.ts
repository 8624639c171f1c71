/**
 * What each caller level may ask for (spec part 2 §9). Guests: blocks page size ≤ 100 and only the
 * 100 newest blocks, search ≤ 20, transactions ≤ 1000, block transactions ≤ 50 (default 50), no
 * receipts. Signed-in users: ≤ 100 for blocks and search, ≤ 1000 for transactions. The per-chain
 * block transactions path (/transactions/{chain}/block-height/…) defaults to 20 a page for both.
 * Sizes above a cap are clamped, never refused. CSV downloads: 1,000 rows for guests, 10,000 signed in.
 */
import { HEIGHT_REQUIRED_GUEST, HEIGHT_REQUIRED_USER, type PageLimits } from '../../../wire/common';

export interface AccessLimits {
  blocks: PageLimits;
  /** only this many newest blocks are listed (null: all) */
  newestBlocks: number | null;
  search: PageLimits;
  transactions: PageLimits;
  blockTransactions: PageLimits;
  /** /transactions/{chain}/block-height/{h} (the btc block page's path): 20 a page by default, same cap */
  chainBlockTransactions: PageLimits;
  heightRequired: string;
  /** rows at most in one CSV download (blocks.csv, a block's transactions.csv) */
  csvRows: number;
}

export const GUEST_LIMITS: AccessLimits = {
  blocks: { defaultSize: 25, cap: 100 },
  newestBlocks: 100,
  search: { defaultSize: 20, cap: 20 },
  transactions: { defaultSize: 20, cap: 1000 },
  blockTransactions: { defaultSize: 50, cap: 50 },
  chainBlockTransactions: { defaultSize: 20, cap: 50 },
  heightRequired: HEIGHT_REQUIRED_GUEST,
  csvRows: 1_000,
};

export const USER_LIMITS: AccessLimits = {
  blocks: { defaultSize: 25, cap: 100 },
  newestBlocks: null,
  search: { defaultSize: 25, cap: 100 },
  transactions: { defaultSize: 20, cap: 1000 },
  blockTransactions: { defaultSize: 100, cap: 1000 },
  chainBlockTransactions: { defaultSize: 20, cap: 1000 },
  heightRequired: HEIGHT_REQUIRED_USER,
  csvRows: 10_000,
};
