/** The block list's wire shapes: the server's own (packages/core/src/wire/block.ts). */
import type { ApiBlock, BlockList } from '../../../lib/core';

export type ListBlock = ApiBlock;
export type BlockPage = BlockList;
