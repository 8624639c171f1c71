/** Kysely table types of the Solana chain-data tables. */
import type { Bytea, NullableBytea, NullableNumeric, Numeric } from './schema-columns';

export interface SolTransactionsTable {
  chain: string;
  block_height: number;
  tx_index: number;
  signature: string;
  timestamp: number;
  vote: boolean;
  fee: Numeric;
  status: number;
  err: string | null;
  compute_units: number | null;
  version: string;
  recent_blockhash: string;
  signer: string;
  signer_count: number;
  signer_change: NullableNumeric;
  cu_limit: number | null;
  cu_price: NullableNumeric;
  instruction_count: number;
  summary: string;
  /** SolTransactionDetail JSON (packages/core); null for a compact vote */
  detail: string | null;
}

export interface SolEventsTable {
  chain: string;
  block_height: number;
  tx_index: number;
  event_index: number;
  signature: string;
  event_type: string;
  program_id: string;
  instruction_index: number;
  inner_index: number | null;
  from_address: string;
  to_address: string;
  mint: string | null;
  amount: Numeric;
  decimals: number | null;
}
