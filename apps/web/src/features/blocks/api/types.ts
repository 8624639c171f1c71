/** The block list's wire shapes (apps/server/src/wire/block.ts): the fields this screen reads. */
import type { WireBlock } from '../../../lib/wire-block';

export type ListBlock = WireBlock;

export interface BlockPage {
  blocks: ListBlock[];
  total: number;
  page: number;
  page_size: number;
}
