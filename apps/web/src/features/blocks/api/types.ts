/** The block list's wire shapes (apps/server/src/wire/block.ts): the fields this screen reads. */
export interface ListBlock {
  chain: string;
  height: number;
  hash: string;
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

export interface BlockPage {
  blocks: ListBlock[];
  total: number;
  page: number;
  page_size: number;
}
