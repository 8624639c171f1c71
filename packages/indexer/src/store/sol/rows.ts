/**
 * Row shapes of the Solana tables as the store writes them (migrations 027, 028): lamports and token
 * amounts as decimal strings, slots and indexes numbers, signatures, keys and the recent blockhash
 * as BYTEA input text (base58-bytea.ts), the stored codes of columns.ts. A Solana block also fills the shared `blocks` table (height = slot); its
 * transactions go to sol_transactions only (the shared `transactions` table stays EVM and Bitcoin).
 */
import type { Selectable } from 'kysely';
import type { ByteaIn, SolEventsTable, SolTransactionsTable } from '@explorer/db';
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';

/** miner: the leader; miner_tip: its Fee reward; burned: fees − that reward; gas_used: compute units */
export interface SolBlockRow extends BlockRowBase {
  gas_used: string;
  /** JSON: SolBlockExtra (packages/core) */
  extra: string;
}

/** a row as the store encodes it: chain the SMALLINT key, signatures and keys as BYTEA input text ('\\x…') */
export type SolTxRow = Omit<Selectable<SolTransactionsTable>, 'signature' | 'signer' | 'recent_blockhash' | 'keys' | 'detail_z'> & {
  signature: ByteaIn;
  signer: ByteaIn;
  recent_blockhash: ByteaIn;
  keys: ByteaIn | null;
  detail_z: ByteaIn | null;
};
export type SolEventRow = Omit<Selectable<SolEventsTable>, 'from_address' | 'to_address' | 'mint' | 'program_id'> & {
  from_address: ByteaIn;
  to_address: ByteaIn;
  mint: ByteaIn | null;
  program_id: ByteaIn | null;
};

export const SOL_BLOCKS: TableSpec<SolBlockRow> = {
  table: 'blocks',
  columns: [
    ['chain', 'int2'], ['height', 'int8'], ['hash', 'bytea'], ['parent_hash', 'bytea'], ['timestamp', 'int8'], ['miner', 'text'], ['size', 'int4'],
    ['tx_count', 'int4'], ['tx_total', 'int8'], ['gas_used', 'numeric'], ['miner_tip', 'numeric'], ['burned', 'numeric'], ['value_sum', 'numeric'], ['extra', 'jsonb'],
  ],
};

/** migrations 027 and 028 (detail_z) */
export const SOL_TXS: TableSpec<SolTxRow> = {
  table: 'sol_transactions',
  columns: [
    ['block_height', 'int8'], ['cu_limit', 'int8'], ['tx_index', 'int4'], ['compute_units', 'int4'], ['chain', 'int2'], ['status', 'int2'], ['signer_count', 'int2'],
    ['instruction_count', 'int2'], ['version', 'int2'], ['vote', 'bool'], ['signature', 'bytea'], ['signer', 'bytea'], ['recent_blockhash', 'bytea'], ['keys', 'bytea'],
    ['fee', 'numeric'],
    ['signer_change', 'numeric'], ['cu_price', 'numeric'], ['err', 'text'], ['summary', 'text'], ['detail', 'text'],
    ['detail_z', 'bytea'],
  ],
};

export const SOL_EVENTS: TableSpec<SolEventRow> = {
  table: 'sol_events',
  columns: [
    ['block_height', 'int8'], ['tx_index', 'int4'], ['event_index', 'int4'], ['instruction_index', 'int4'], ['inner_index', 'int4'], ['chain', 'int2'], ['event_type', 'int2'],
    ['decimals', 'int2'], ['from_address', 'bytea'], ['to_address', 'bytea'], ['mint', 'bytea'], ['program_id', 'bytea'], ['amount', 'numeric'],
  ],
};
