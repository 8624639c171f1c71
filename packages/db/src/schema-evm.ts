/**
 * Kysely table types of the EVM chain-data tables (eth, bsc; migration 025). chain is the SMALLINT
 * key (chainKey); hashes, addresses, input and log data are BYTEA (read '0x…', written bytea()).
 */
import type { ColumnType } from 'kysely';
import type { Bytea, NullableBytea, NullableNumeric, Numeric } from './schema-columns';

export interface EvmTransactionsTable {
  block_height: number;
  nonce: number;
  gas_limit: number;
  gas_used: number;
  cumulative_gas_used: number;
  tx_index: number;
  chain: number;
  status: number;
  tx_type: number;
  hash: Bytea;
  from_addr: Bytea;
  /** null: a contract creation */
  to_addr: NullableBytea;
  contract_address: NullableBytea;
  value: Numeric;
  /** NULL: gas_used × effective_gas_price; read it with evmFee… (see the server's tx-rows) */
  fee: NullableNumeric;
  /** NULL: equal to effective_gas_price */
  gas_price: NullableNumeric;
  max_fee_per_gas: NullableNumeric;
  max_priority_fee_per_gas: NullableNumeric;
  effective_gas_price: Numeric;
  input: Bytea;
}

export interface EvmLogsTable {
  block_height: number;
  log_index: number;
  tx_index: number;
  chain: number;
  address: Bytea;
  topic0: NullableBytea;
  topic1: NullableBytea;
  topic2: NullableBytea;
  topic3: NullableBytea;
  data: Bytea;
}

/** value-moving frames inside transactions (migration 033): kind 1 call, 2 create, 3 create2, 4 selfdestruct */
export interface EvmInternalCallsTable {
  chain: number;
  block_height: number;
  tx_index: number;
  call_index: number;
  depth: number;
  kind: number;
  from_addr: Bytea;
  to_addr: Bytea;
  value: Numeric;
  error: string | null;
}

/** ERC-20 transfers: a VIEW of evm_logs (migration 025), read only: write the Transfer log instead */
export interface TokenTransfersTable {
  block_height: ReadOnly<number>;
  log_index: ReadOnly<number>;
  tx_index: ReadOnly<number>;
  chain: ReadOnly<number>;
  token: ReadOnly<string>;
  from_addr: ReadOnly<string>;
  to_addr: ReadOnly<string>;
  amount: ReadOnly<string>;
}

/** a view's column: selectable, never inserted or updated */
type ReadOnly<T> = ColumnType<T, never, never>;
