/**
 * Row shapes of the chain-data tables as the store writes them: NUMERIC amounts are decimal strings
 * (exact, any size), heights/indexes numbers, hex text lower-case. Each table spec lists the columns
 * in insert order with the PostgreSQL array type used by `unnest` (see ../unnest-insert.ts).
 */
import type { Selectable } from 'kysely';
import type { EvmLogsTable, TokenTransfersTable } from '@explorer/db';
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';


export interface BlockRow extends BlockRowBase {
  gas_used: string;
  gas_limit: string;
  base_fee: string | null;
  difficulty: string;
  gas_price_sum: string;
}

export interface TransactionRow {
  chain: string;
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string;
  to_addr: string | null;
  value: string;
  fee: string;
  status: number;
  nonce: number;
  tx_type: number;
  gas_limit: string;
  gas_price: string | null;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  input: string;
  gas_used: string;
  cumulative_gas_used: string;
  effective_gas_price: string;
  contract_address: string | null;
  token_address: string | null;
  token_from: string | null;
  token_to: string | null;
  token_amount: string | null;
}

export type LogRow = Selectable<EvmLogsTable>;

export type TokenTransferRow = Selectable<TokenTransfersTable>;

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
  table: 'transactions',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['tx_index', 'int4'], ['hash', 'text'], ['timestamp', 'int8'], ['from_addr', 'text'],
    ['to_addr', 'text'], ['value', 'numeric'], ['fee', 'numeric'], ['status', 'int2'], ['nonce', 'int8'], ['tx_type', 'int2'],
    ['gas_limit', 'numeric'], ['gas_price', 'numeric'], ['max_fee_per_gas', 'numeric'], ['max_priority_fee_per_gas', 'numeric'],
    ['input', 'text'], ['gas_used', 'numeric'], ['cumulative_gas_used', 'numeric'], ['effective_gas_price', 'numeric'],
    ['contract_address', 'text'], ['token_address', 'text'], ['token_from', 'text'], ['token_to', 'text'], ['token_amount', 'numeric'],
  ],
};

export const EVM_LOGS: TableSpec<LogRow> = {
  table: 'evm_logs',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['log_index', 'int4'], ['tx_index', 'int4'], ['tx_hash', 'text'], ['address', 'text'],
    ['topic0', 'text'], ['topic1', 'text'], ['topic2', 'text'], ['topic3', 'text'], ['data', 'text'],
  ],
};

export const TOKEN_TRANSFERS: TableSpec<TokenTransferRow> = {
  table: 'token_transfers',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['log_index', 'int4'], ['tx_hash', 'text'], ['token', 'text'],
    ['from_addr', 'text'], ['to_addr', 'text'], ['amount', 'numeric'],
  ],
};

export const CONTRACTS: TableSpec<ContractRow> = {
  table: 'contracts',
  columns: [['chain', 'text'], ['address', 'text'], ['creator', 'text'], ['creation_tx', 'text'], ['creation_block', 'int8'], ['source', 'text']],
};

