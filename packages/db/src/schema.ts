/**
 * Kysely table types for migrations/*.sql. BIGINT columns read as number, NUMERIC as decimal string
 * (see database.ts); writes accept string | bigint for NUMERIC.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Bytea, Json, NullableBytea, NullableNumeric, Numeric, Timestamp } from './schema-columns';
import type { CoinConfigsTable, ContractAuditTable, ParsedResultsTable, ParseJobsTable, ParserConfigsTable, UserGrantsTable } from './schema-console';
import type { SolProgramsTable } from './schema-sol-programs';
import type { SolMintChangesTable } from './schema-sol-mints';
import type { AddressActivityTable, AddressSummaryTable } from './schema-address';
import type { AddressAlertCursorsTable, AddressAlertsTable, WebhookAddressesTable, WebhookDeliveriesTable, WebhooksTable } from './schema-alerts';
import type { EvmInternalCallsTable, EvmLogsTable, EvmTransactionsTable, TokenTransfersTable } from './schema-evm';
import type { BtcInputsTable, BtcOutputsTable, BtcTransactionsTable } from './schema-btc';
import type { SolEventsTable, SolTransactionsTable } from './schema-sol';
import type { ChainRetentionTable, PartitionedTablesTable } from './schema-retention';
import type { TokenBalanceBackfillTable, TokenHoldersTable, TokenItemsTable, TokenStatsTable } from './schema-tokens';

export type * from './schema-console';
export type * from './schema-sol-programs';
export type * from './schema-sol-mints';
export type * from './schema-address';
export type * from './schema-alerts';
export type * from './schema-evm';
export type * from './schema-btc';
export type * from './schema-sol';
export type { ChainRetentionTable, PartitionedTablesTable } from './schema-retention';
export type { Bytea, NullableBytea } from './schema-columns';


export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** NFKC + lower case of username, unique (migration 021); NULL until filled, or for a pre-021 clash */
  username_canonical: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  password_hash: string;
  role: ColumnType<'user' | 'administrator', 'user' | 'administrator' | undefined, 'user' | 'administrator'>;
  is_active: Generated<boolean>;
  /** bumped to revoke every token signed before (migration 005) */
  token_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionTypesTable {
  config_value: string;
  config_name: string;
  sort_order: Generated<number>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  api_key: string;
  secret_hash: string;
  permissions: string[];
  rate_limit: number | null;
  is_active: Generated<boolean>;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  created_at: Timestamp;
}

export interface SavedAddressesTable {
  id: Generated<number>;
  user_id: number;
  chain: string;
  address: string;
  label: string;
  type: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** migration 024: chain is the registry's key (chainKey), hash and parent_hash raw bytes */
export interface BlocksTable {
  chain: number;
  height: number;
  hash: Bytea;
  parent_hash: Bytea;
  timestamp: number;
  miner: string | null;
  size: number;
  tx_count: number;
  /** transactions of this chain indexed up to and including this block (migration 003) */
  tx_total: Generated<number>;
  gas_used: NullableNumeric;
  gas_limit: NullableNumeric;
  base_fee: NullableNumeric;
  difficulty: NullableNumeric;
  miner_tip: Numeric;
  burned: Numeric;
  value_sum: Numeric;
  gas_price_sum: Numeric;
  extra: Json<Record<string, unknown> | null> | null;
  /** Bitcoin: the block's distinct-address sketch (core distinct-sketch), 1,024 bytes (migration 030); else NULL */
  address_sketch: NullableBytea;
}




export interface ContractsTable {
  id: Generated<number>;
  chain: string;
  address: string;
  contract_type: ColumnType<string, string | undefined, string>;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  total_supply: string | null;
  is_erc20: Generated<boolean>;
  interfaces: Json<string[]>;
  methods: Json<string[]>;
  events: Json<string[]>;
  metadata: Json<Record<string, unknown>>;
  status: Generated<number>;
  verified: Generated<boolean>;
  creator: string | null;
  creation_tx: string | null;
  creation_block: number | null;
  contract_logo: string | null;
  program_id: string | null;
  source: ColumnType<'indexer' | 'user', 'indexer' | 'user' | undefined, 'indexer' | 'user'>;
  c_time: Timestamp;
  m_time: Timestamp;
  /** 002: outcome of the token probe (null: not probed yet; 012: erc721 and erc1155 by ERC-165) */
  token_probe: 'erc20' | 'erc721' | 'erc1155' | 'not_erc20' | 'failed' | null;
  token_probed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  token_probe_failures: Generated<number>;
  token_first_seen: number | null;
  /** 010: the last block with a transaction to the contract or a log it emitted, and its time */
  last_activity_block: number | null;
  last_activity_at: number | null;
  /** 015: a sol mint's authorities (null: none, or not known to the indexer) */
  mint_authority: string | null;
  freeze_authority: string | null;
}

export interface ChainCountersTable {
  chain: string;
  total_blocks: ColumnType<number, number | undefined, number>;
  total_txs: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface SyncCheckpointsTable {
  chain: string;
  height: number;
  hash: string;
  node_head: number | null;
  updated_at: Timestamp;
  /** 031: what the indexer last saw of each RPC URL (RpcEndpointReport[] of @explorer/indexer) */
  rpc_endpoints: Json<unknown[] | null> | null;
}

/** 022: the network each chain's node reports (btc: getblockchaininfo's chain), recorded by the indexer */
export interface ChainNetworksTable {
  chain: string;
  network: string;
  updated_at: Generated<Timestamp>;
}

/** 013: the highest height of a chain whose stored blocks were traced for contracts created inside calls */
export interface CreationTraceCursorsTable {
  chain: string;
  height: number;
  updated_at: Timestamp;
  /** 'trace_block', 'debug_traceBlockByHash' or 'none'; null until the tracer has asked (migration 033) */
  trace_method: Generated<string | null>;
}

export interface TokenScanCursorsTable {
  chain: string;
  height: number;
  hash: string | null;
  updated_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** a signed-in user's settings page as one JSON object (migration 016) */
export interface UserSettingsTable {
  user_id: number;
  settings: string;
  updated_at: Timestamp;
}






export interface ChainHourlyStatsTable {
  chain: string;
  hour: number;
  blocks: number;
  txs: number;
  vote_txs: Generated<number>;
  failed_txs: Generated<number>;
  fees: Numeric;
  address_sketch: Generated<string>;
  /** migration 017: every family's per-hour sums from its blocks rows */
  value_sum: ColumnType<string, string | bigint | undefined, string | bigint>;
  gas_price_sum: ColumnType<string, string | bigint | undefined, string | bigint>;
  gas_used: ColumnType<string, string | bigint | undefined, string | bigint>;
  size_sum: Generated<number>;
  weight_sum: Generated<number>;
  first_ts: ColumnType<number | null, number | null | undefined, number | null>;
  last_ts: ColumnType<number | null, number | null | undefined, number | null>;
  last_height: ColumnType<number | null, number | null | undefined, number | null>;
  difficulty: NullableNumeric;
}

export interface DB {
  app_settings: AppSettingsTable;
  user_settings: UserSettingsTable;
  users: UsersTable;
  permission_types: PermissionTypesTable;
  api_keys: ApiKeysTable;
  saved_addresses: SavedAddressesTable;
  blocks: BlocksTable;
  evm_transactions: EvmTransactionsTable;
  evm_logs: EvmLogsTable;
  token_transfers: TokenTransfersTable;
  contracts: ContractsTable;
  chain_counters: ChainCountersTable;
  sync_checkpoints: SyncCheckpointsTable;
  chain_networks: ChainNetworksTable;
  token_scan_cursors: TokenScanCursorsTable;
  creation_trace_cursors: CreationTraceCursorsTable;
  evm_internal_calls: EvmInternalCallsTable;
  btc_transactions: BtcTransactionsTable;
  btc_outputs: BtcOutputsTable;
  btc_inputs: BtcInputsTable;
  sol_transactions: SolTransactionsTable;
  sol_events: SolEventsTable;
  chain_hourly_stats: ChainHourlyStatsTable;
  user_grants: UserGrantsTable;
  contract_audit: ContractAuditTable;
  coin_configs: CoinConfigsTable;
  parser_configs: ParserConfigsTable;
  parsed_results: ParsedResultsTable;
  parse_jobs: ParseJobsTable;
  sol_programs: SolProgramsTable;
  sol_mint_changes: SolMintChangesTable;
  address_activity: AddressActivityTable;
  address_summary: AddressSummaryTable;
  /** 019: the alert outbox and the alert worker's per-chain cursor */
  address_alerts: AddressAlertsTable;
  address_alert_cursors: AddressAlertCursorsTable;
  /** 034: webhooks and their delivery outbox */
  webhooks: WebhooksTable;
  webhook_addresses: WebhookAddressesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  /** 029: partitioning and retention */
  chain_retention: ChainRetentionTable;
  partitioned_tables: PartitionedTablesTable;
  /** 032: token balances kept at ingest */
  token_holders: TokenHoldersTable;
  token_items: TokenItemsTable;
  token_stats: TokenStatsTable;
  token_balance_backfill: TokenBalanceBackfillTable;
}
