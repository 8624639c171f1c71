/**
 * The block list's wire shapes: the server's own (packages/core/src/wire/block.ts for EVM chains,
 * wire/btc.ts for Bitcoin). A list holds one family's blocks; the columns the registry names for
 * the chain read the fields that family has.
 */
import type { ApiBlock, ApiBtcBlock } from '../../../lib/core';

export type EvmListBlock = ApiBlock;
export type BtcListBlock = ApiBtcBlock;
export type ListBlock = ApiBlock | ApiBtcBlock;

export interface BlockPage {
  blocks: ListBlock[];
  total: number;
  page: number;
  page_size: number;
}
