/**
 * Row shapes of the Bitcoin tables as the store writes them (migration 026): amounts in satoshi as
 * decimal strings, heights and indexes numbers, chain its SMALLINT key, txids and scripts '\\x…'
 * BYTEA input text (txids in the node's display byte order; an address as its output script), script
 * types as btc_script_types codes. A Bitcoin block also fills the shared `blocks` table.
 */
import type { ByteaIn } from '@explorer/db';
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';

/** miner: the pool the coinbase tag names, else null; miner_tip: the block's fees (sat); value_sum: Σ outputs (sat) */
export interface BtcBlockRow extends BlockRowBase {
  /** JSON: version, bits, nonce, merkle_root, difficulty, weight, stripped_size, subsidy, reward, coinbase_value */
  extra: string;
  /** the block's addresses' distinct-sketch (core distinct-sketch), '\\x…' */
  address_sketch: ByteaIn;
}

export interface BtcTxRow {
  block_height: number;
  /** Σ outputs (sat) */
  value: string;
  /** sat; 0 for the coinbase; null when an input's value is unknown */
  fee: string | null;
  tx_index: number;
  size: number;
  weight: number;
  chain: number;
  txid: ByteaIn;
  /** null when equal to the txid */
  wtxid: ByteaIn | null;
}

export interface BtcOutputRow {
  block_height: number;
  value: string;
  tx_index: number;
  vout: number;
  chain: number;
  script_type: number;
  script: ByteaIn | null;
}

export interface BtcInputRow {
  block_height: number;
  value: string | null;
  tx_index: number;
  vin: number;
  prev_vout: number | null;
  chain: number;
  script_type: number | null;
  prev_txid: ByteaIn | null;
  script: ByteaIn | null;
}

export const BTC_BLOCKS: TableSpec<BtcBlockRow> = {
  table: 'blocks',
  columns: [
    ['chain', 'text'], ['height', 'int8'], ['hash', 'text'], ['parent_hash', 'text'], ['timestamp', 'int8'], ['miner', 'text'], ['size', 'int4'],
    ['tx_count', 'int4'], ['tx_total', 'int8'], ['miner_tip', 'numeric'], ['burned', 'numeric'], ['value_sum', 'numeric'], ['extra', 'jsonb'],
    ['address_sketch', 'bytea'],
  ],
};

export const BTC_TXS: TableSpec<BtcTxRow> = {
  table: 'btc_transactions',
  columns: [
    ['block_height', 'int8'], ['value', 'int8'], ['fee', 'int8'], ['tx_index', 'int4'], ['size', 'int4'], ['weight', 'int4'], ['chain', 'int2'],
    ['txid', 'bytea'], ['wtxid', 'bytea'],
  ],
};

export const BTC_OUTPUTS: TableSpec<BtcOutputRow> = {
  table: 'btc_outputs',
  columns: [['block_height', 'int8'], ['value', 'int8'], ['tx_index', 'int4'], ['vout', 'int4'], ['chain', 'int2'], ['script_type', 'int2'], ['script', 'bytea']],
};

export const BTC_INPUTS: TableSpec<BtcInputRow> = {
  table: 'btc_inputs',
  columns: [
    ['block_height', 'int8'], ['value', 'int8'], ['tx_index', 'int4'], ['vin', 'int4'], ['prev_vout', 'int4'], ['chain', 'int2'], ['script_type', 'int2'],
    ['prev_txid', 'bytea'], ['script', 'bytea'],
  ],
};
