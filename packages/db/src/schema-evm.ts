/** Kysely table types of the EVM chain-data tables (eth, bsc). */
import type { Bytea, NullableBytea, NullableNumeric, Numeric } from './schema-columns';

export interface TransactionsTable {
  chain: string;
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string | null;
  to_addr: string | null;
  value: Numeric;
  fee: Numeric;
  status: number;
  nonce: number | null;
  tx_type: number | null;
  gas_limit: NullableNumeric;
  gas_price: NullableNumeric;
  max_fee_per_gas: NullableNumeric;
  max_priority_fee_per_gas: NullableNumeric;
  input: string | null;
  gas_used: NullableNumeric;
  cumulative_gas_used: NullableNumeric;
  effective_gas_price: NullableNumeric;
  contract_address: string | null;
  token_address: string | null;
  token_from: string | null;
  token_to: string | null;
  token_amount: NullableNumeric;
}

export interface EvmLogsTable {
  chain: string;
  block_height: number;
  log_index: number;
  tx_index: number;
  tx_hash: string;
  address: string;
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

export interface TokenTransfersTable {
  chain: string;
  block_height: number;
  log_index: number;
  tx_hash: string;
  token: string;
  from_addr: string;
  to_addr: string;
  amount: Numeric;
}
