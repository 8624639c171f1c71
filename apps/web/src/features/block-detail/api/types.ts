/** Wire shapes the block detail reads (apps/server/src/wire/{block,transaction,receipt}.ts). */
import type { WireBlock } from '../../../lib/wire-block';

export type DetailBlock = WireBlock;

export interface BlockTransaction {
  id: string;
  hash: string;
  timestamp: number;
  block_height: number;
  tx_index: number;
  from: string | null;
  to: string | null;
  /** wei */
  amount: string;
  fee: string;
  gas_used: string | null;
  gas_limit: string | null;
  gas_price: string | null;
  /** 0 pending, 1 success, 2 failed, else unknown */
  status: number;
  type: number | null;
  nonce: number | null;
  contract_address: string | null;
  is_token: boolean;
  contract_addr: string | null;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: number | null;
  token_amount: string | null;
}

export interface TransactionPage {
  transactions: BlockTransaction[];
  total: number;
  page: number;
  page_size: number;
}

export interface ReceiptLog {
  log_index: number;
  address: string;
  topics: string[];
  data: string;
}

export interface ReceiptToken {
  address: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  amount: string | null;
  from: string | null;
  to: string | null;
}

export interface Receipt {
  chain: string;
  /** 0 failed, 1 success, null unknown */
  status: number | null;
  block_number: number;
  block_hash: string | null;
  transaction_index: number;
  timestamp: number;
  tx_hash: string;
  from: string | null;
  to: string | null;
  effective_gas_price: string | null;
  gas_price: string | null;
  gas_used: string | null;
  gas_limit: string | null;
  cumulative_gas_used: string | null;
  fee: string;
  value: string;
  type: number | null;
  nonce: number | null;
  base_fee: string | null;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  burned_fee: string | null;
  saved_fee: string | null;
  contract_address: string | null;
  input_data: string | null;
  function_selector: string | null;
  token: ReceiptToken | null;
  logs_data: ReceiptLog[];
}

export interface ParsedResult {
  from_address: string;
  to_address: string;
  amount_wei: string;
  token_symbol: string | null;
  token_address: string;
  token_decimals: number | null;
  log_index: number;
}
