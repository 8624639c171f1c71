/**
 * Row shapes of the chain-data tables as the store writes them: NUMERIC amounts are decimal strings
 * (exact, any size), heights/indexes numbers, BYTEA columns the '\x…' input text (lower-case hex),
 * chain the chain's key (the blocks row keeps the chain id and '0x…' hashes: ../batch.ts converts
 * them). Each table spec lists the columns in insert order with the PostgreSQL array type used by
 * `unnest` (see ../unnest-insert.ts).
 */
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';


export interface BlockRow extends BlockRowBase {
  gas_used: string;
  gas_limit: string;
  base_fee: string | null;
  difficulty: string;
  gas_price_sum: string;
}

/**
 * An evm_transactions row (migration 025): chain is the chain's key, hashes, addresses and input
 * lower-case '0x…' hex (a BYTEA column of encodeRows), gas and nonce decimal strings of BIGINT columns.
 */
export interface TransactionRow {
  chain: number;
  block_height: number;
  tx_index: number;
  hash: string;
  from_addr: string;
  to_addr: string | null;
  value: string;
  /** null: gas_used × effective_gas_price */
  fee: string | null;
  status: number;
  nonce: number;
  tx_type: number;
  gas_limit: string;
  /** null: equal to effective_gas_price */
  gas_price: string | null;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  input: string;
  gas_used: string;
  cumulative_gas_used: string;
  effective_gas_price: string;
  contract_address: string | null;
}

/** an evm_logs row: chain key, lower-case '0x…' hex (BYTEA columns of encodeRows) for the address, topics and data */
export interface LogRow {
  chain: number;
  block_height: number;
  log_index: number;
  tx_index: number;
  address: string;
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

export interface ContractRow {
  chain: string;
  address: string;
  creator: string;
  creation_tx: string;
  creation_block: number;
  source: 'indexer';
}

export const BLOCKS: TableSpec<BlockRow> = {
  table: 'blocks',
  columns: [
    ['chain', 'text'], ['height', 'int8'], ['hash', 'text'], ['parent_hash', 'text'], ['timestamp', 'int8'], ['miner', 'text'],
    ['size', 'int4'], ['tx_count', 'int4'], ['tx_total', 'int8'], ['gas_used', 'numeric'], ['gas_limit', 'numeric'], ['base_fee', 'numeric'],
    ['difficulty', 'numeric'], ['miner_tip', 'numeric'], ['burned', 'numeric'], ['value_sum', 'numeric'], ['gas_price_sum', 'numeric'],
  ],
};

export const TRANSACTIONS: TableSpec<TransactionRow> = {
  table: 'evm_transactions',
  columns: [
    ['chain', 'int2'], ['block_height', 'int8'], ['tx_index', 'int4'], ['hash', 'bytea'], ['from_addr', 'bytea'],
    ['to_addr', 'bytea'], ['value', 'numeric'], ['fee', 'numeric'], ['status', 'int2'], ['nonce', 'int8'], ['tx_type', 'int2'],
    ['gas_limit', 'int8'], ['gas_price', 'numeric'], ['max_fee_per_gas', 'numeric'], ['max_priority_fee_per_gas', 'numeric'],
    ['input', 'bytea'], ['gas_used', 'int8'], ['cumulative_gas_used', 'int8'], ['effective_gas_price', 'numeric'],
    ['contract_address', 'bytea'],
  ],
};

export const EVM_LOGS: TableSpec<LogRow> = {
  table: 'evm_logs',
  columns: [
    ['chain', 'int2'], ['block_height', 'int8'], ['log_index', 'int4'], ['tx_index', 'int4'], ['address', 'bytea'],
    ['topic0', 'bytea'], ['topic1', 'bytea'], ['topic2', 'bytea'], ['topic3', 'bytea'], ['data', 'bytea'],
  ],
};

export const CONTRACTS: TableSpec<ContractRow> = {
  table: 'contracts',
  columns: [['chain', 'text'], ['address', 'text'], ['creator', 'text'], ['creation_tx', 'text'], ['creation_block', 'int8'], ['source', 'text']],
};

