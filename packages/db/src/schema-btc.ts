/**
 * Kysely table types of the Bitcoin chain-data tables (migration 026): chain as its SMALLINT key,
 * txids and scripts as BYTEA (read '0x…', written bytea(…)), amounts in satoshi as BIGINT (read as
 * numbers: every Bitcoin amount is below 2^53), script types as btc_script_types codes.
 */
import type { Bytea, NullableBytea } from './schema-columns';

export interface BtcTransactionsTable {
  block_height: number;
  /** Σ outputs (sat) */
  value: number;
  /** sat; 0 for the coinbase; null when an input's value is unknown (value_in = value + fee) */
  fee: number | null;
  /** 0: the coinbase */
  tx_index: number;
  size: number;
  /** vsize = ceil(weight / 4) */
  weight: number;
  chain: number;
  txid: Bytea;
  /** null when equal to the txid */
  wtxid: NullableBytea;
}

export interface BtcOutputsTable {
  block_height: number;
  value: number;
  tx_index: number;
  vout: number;
  chain: number;
  /** btc_script_types code */
  script_type: number;
  /** the address's output script; null when the output has no address */
  script: NullableBytea;
}

export interface BtcInputsTable {
  block_height: number;
  /** sat; null when the node gave no prevout */
  value: number | null;
  tx_index: number;
  vin: number;
  /** null for the coinbase input */
  prev_vout: number | null;
  chain: number;
  /** btc_script_types code of the spent output */
  script_type: number | null;
  prev_txid: NullableBytea;
  /** the spent output's address as its script */
  script: NullableBytea;
}
