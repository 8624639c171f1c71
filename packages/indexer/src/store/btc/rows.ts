/**
 * Row shapes of the Bitcoin tables as the store writes them (migration 007): amounts in satoshi as
 * decimal strings, heights and indexes numbers, hashes and txids lower-case hex as the node prints
 * them. A Bitcoin block also fills the shared `blocks` and `transactions` tables (their common
 * columns; the EVM ones stay NULL).
 */
import type { Selectable } from 'kysely';
import type { BtcInputsTable, BtcOutputsTable, BtcTransactionsTable } from '@explorer/db';
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';

/** miner: the pool the coinbase tag names, else null; miner_tip: the block's fees (sat); value_sum: Σ outputs (sat) */
export interface BtcBlockRow extends BlockRowBase {
  /** JSON: version, bits, nonce, merkle_root, difficulty, weight, stripped_size, subsidy, reward, coinbase_value, address_sketch */
  extra: string;
}

export interface BtcTxRow {
  chain: string;
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  /** Σ outputs (sat) */
  value: string;
  /** sat; 0 for the coinbase (the adapter refuses a block whose input values the node did not give) */
  fee: string;
  status: number;
}

/** the Bitcoin tables' rows are their schema's (packages/db/src/schema.ts), as selected */
export type BtcTxDetailRow = Selectable<BtcTransactionsTable>;
export type BtcOutputRow = Selectable<BtcOutputsTable>;
export type BtcInputRow = Selectable<BtcInputsTable>;

export const BTC_BLOCKS: TableSpec<BtcBlockRow> = {
  table: 'blocks',
  columns: [
    ['chain', 'text'], ['height', 'int8'], ['hash', 'text'], ['parent_hash', 'text'], ['timestamp', 'int8'], ['miner', 'text'], ['size', 'int4'],
    ['tx_count', 'int4'], ['tx_total', 'int8'], ['miner_tip', 'numeric'], ['burned', 'numeric'], ['value_sum', 'numeric'], ['extra', 'jsonb'],
  ],
};

export const BTC_TXS: TableSpec<BtcTxRow> = {
  table: 'transactions',
  columns: [['chain', 'text'], ['block_height', 'int8'], ['tx_index', 'int4'], ['hash', 'text'], ['timestamp', 'int8'], ['value', 'numeric'], ['fee', 'numeric'], ['status', 'int2']],
};

export const BTC_TX_DETAILS: TableSpec<BtcTxDetailRow> = {
  table: 'btc_transactions',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['tx_index', 'int4'], ['txid', 'text'], ['wtxid', 'text'], ['size', 'int4'], ['vsize', 'int4'],
    ['weight', 'int4'], ['coinbase', 'bool'], ['value_in', 'numeric'],
  ],
};

export const BTC_OUTPUTS: TableSpec<BtcOutputRow> = {
  table: 'btc_outputs',
  columns: [['chain', 'text'], ['block_height', 'int8'], ['txid', 'text'], ['vout', 'int4'], ['tx_index', 'int4'], ['value', 'numeric'], ['address', 'text'], ['script_type', 'text']],
};

export const BTC_INPUTS: TableSpec<BtcInputRow> = {
  table: 'btc_inputs',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['txid', 'text'], ['vin', 'int4'], ['tx_index', 'int4'], ['prev_txid', 'text'], ['prev_vout', 'int4'],
    ['value', 'numeric'], ['address', 'text'], ['script_type', 'text'],
  ],
};
