/**
 * Row shapes of the Solana tables as the store writes them (migration 008): lamports and token
 * amounts as decimal strings, slots and indexes numbers, signatures, hashes and addresses base58 as
 * the node prints them. A Solana block also fills the shared `blocks` table (height = slot); its
 * transactions go to sol_transactions only (the shared `transactions` table stays EVM and Bitcoin).
 */
import type { Selectable } from 'kysely';
import type { SolEventsTable, SolTransactionsTable } from '@explorer/db';
import type { BlockRowBase } from '../batch';
import type { TableSpec } from '../table-spec';

/** miner: the leader; miner_tip: its Fee reward; burned: fees − that reward; gas_used: compute units */
export interface SolBlockRow extends BlockRowBase {
  gas_used: string;
  /** JSON: SolBlockExtra (packages/core) */
  extra: string;
}

export type SolTxRow = Selectable<SolTransactionsTable>;
export type SolEventRow = Selectable<SolEventsTable>;

export const SOL_BLOCKS: TableSpec<SolBlockRow> = {
  table: 'blocks',
  columns: [
    ['chain', 'text'], ['height', 'int8'], ['hash', 'text'], ['parent_hash', 'text'], ['timestamp', 'int8'], ['miner', 'text'], ['size', 'int4'],
    ['tx_count', 'int4'], ['tx_total', 'int8'], ['gas_used', 'numeric'], ['miner_tip', 'numeric'], ['burned', 'numeric'], ['value_sum', 'numeric'], ['extra', 'jsonb'],
  ],
};

export const SOL_TXS: TableSpec<SolTxRow> = {
  table: 'sol_transactions',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['tx_index', 'int4'], ['signature', 'text'], ['timestamp', 'int8'], ['vote', 'bool'], ['fee', 'numeric'],
    ['status', 'int2'], ['err', 'text'], ['compute_units', 'int8'], ['version', 'text'], ['recent_blockhash', 'text'], ['signer', 'text'],
    ['signer_count', 'int2'], ['signer_change', 'numeric'], ['cu_limit', 'int8'], ['cu_price', 'numeric'], ['instruction_count', 'int2'], ['summary', 'text'],
    ['detail', 'text'],
  ],
};

export const SOL_EVENTS: TableSpec<SolEventRow> = {
  table: 'sol_events',
  columns: [
    ['chain', 'text'], ['block_height', 'int8'], ['tx_index', 'int4'], ['event_index', 'int4'], ['signature', 'text'], ['event_type', 'text'], ['program_id', 'text'],
    ['instruction_index', 'int4'], ['inner_index', 'int4'], ['from_address', 'text'], ['to_address', 'text'], ['mint', 'text'], ['amount', 'numeric'], ['decimals', 'int2'],
  ],
};
