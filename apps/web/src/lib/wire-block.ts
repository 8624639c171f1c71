/** The API's block shape (apps/server/src/wire/block.ts): what the block screens read of it. */
export interface WireBlock {
  chain: string;
  height: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  transaction_count: number;
  size: number;
  gas_used: string | null;
  gas_limit: string | null;
  miner: string | null;
  /** wei */
  miner_tip: string;
  miner_tip_eth?: string;
  /** wei */
  burned: string;
  base_fee: string | null;
}
