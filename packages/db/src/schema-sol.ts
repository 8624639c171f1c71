/**
 * Kysely table types of the Solana chain-data tables (migrations 027, 028). Signatures, keys and the
 * recent blockhash are BYTEA (read '0x…', written with bytea()); the families' code turns them into
 * base58. The stored forms beside the bytes:
 * - version: -1 'legacy', else the message version;
 * - summary: 'program:type' of the first three top-level instructions, space-separated, a
 *   well-known program as '~' and its alias (0 System, 1 Vote, 2 Stake, 3 Config, 4 ComputeBudget,
 *   5 AddressLookupTable, 6 Token, 7 Token-2022, 8 AssociatedToken, 9 Memo, a Memo v1);
 * - detail: SolTransactionDetail JSON (packages/core sol-detail.ts) with "" for the first signature
 *   (the row's signature): the keyed form when `keys` is not NULL (keys: the 32-byte keys after the
 *   signer, which is key 0), else the packed form with "" for the first account key (the signer);
 * - detail_z (028): the keyed form compressed — a dictionary-version byte, then raw deflate with
 *   that preset dictionary (packages/core sol-detail-zip.ts); new rows keep a keyed detail there
 *   (detail NULL), detail holds the rows written before and the packed form;
 * - sol_events.event_type: 1 sol_transfer, 2 spl_transfer; program_id NULL for the type's own
 *   program (System for 1, Token for 2).
 */
import type { Bytea, NullableBytea, NullableNumeric, Numeric } from './schema-columns';

export interface SolTransactionsTable {
  block_height: number;
  cu_limit: number | null;
  tx_index: number;
  compute_units: number | null;
  chain: number;
  status: number;
  signer_count: number;
  instruction_count: number;
  version: number;
  vote: boolean;
  signature: Bytea;
  signer: Bytea;
  recent_blockhash: Bytea;
  /** the detail's keys after the signer, 32 bytes each; null: detail in the plain packed form */
  keys: NullableBytea;
  fee: Numeric;
  signer_change: NullableNumeric;
  cu_price: NullableNumeric;
  err: string | null;
  summary: string;
  /** keyed (keys not null) or packed SolTransactionDetail JSON without the row's signature (and signer); null for a compact vote */
  detail: string | null;
  /** the keyed detail compressed (version byte + raw deflate, packages/core sol-detail-zip.ts); null: see detail */
  detail_z: NullableBytea;
}

export interface SolEventsTable {
  block_height: number;
  tx_index: number;
  event_index: number;
  instruction_index: number;
  inner_index: number | null;
  chain: number;
  event_type: number;
  decimals: number | null;
  from_address: Bytea;
  to_address: Bytea;
  mint: NullableBytea;
  program_id: NullableBytea;
  amount: Numeric;
}
