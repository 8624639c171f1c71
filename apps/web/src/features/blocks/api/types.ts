/**
 * The block list's wire shapes: the server's own (packages/core/src/wire/block.ts for EVM chains,
 * wire/btc.ts for Bitcoin, wire/sol.ts for Solana). A list holds one family's blocks; the columns its
 * view names read the cells its family fills (chains/<family>/rows.tsx).
 */
import type { AnyBlock } from '../../../chains/family-rows';
import type { ApiBlock, ApiBtcBlock, ApiSolBlock } from '../../../lib/core';

export type EvmListBlock = ApiBlock;
export type BtcListBlock = ApiBtcBlock;
/** a Solana slot: height is the slot, gas_used the compute units (no limit), size null, miner the leader */
export type SolListBlock = ApiSolBlock;
export type ListBlock = AnyBlock;

export interface BlockPage {
  blocks: ListBlock[];
  total: number;
  page: number;
  page_size: number;
}
