/** Kysely table types of the Bitcoin chain-data tables. */
import type { Bytea, NullableBytea, NullableNumeric, Numeric } from './schema-columns';

export interface BtcTransactionsTable {
  chain: string;
  block_height: number;
  tx_index: number;
  txid: string;
  wtxid: string;
  size: number;
  vsize: number;
  weight: number;
  coinbase: boolean;
  value_in: NullableNumeric;
}

export interface BtcOutputsTable {
  chain: string;
  block_height: number;
  txid: string;
  vout: number;
  tx_index: number;
  value: Numeric;
  address: string | null;
  script_type: string;
}

export interface BtcInputsTable {
  chain: string;
  block_height: number;
  txid: string;
  vin: number;
  tx_index: number;
  prev_txid: string | null;
  prev_vout: number | null;
  value: NullableNumeric;
  address: string | null;
  script_type: string | null;
}
