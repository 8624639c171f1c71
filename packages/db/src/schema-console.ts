/**
 * Kysely table types of the contracts and decoding console (migrations 010 and 011): grants, the
 * audit, coin and parser configs, parsed results and re-parse jobs. Part of the DB of schema.ts.
 */
import type { Generated } from 'kysely';
import type { Bytea, Json, Timestamp } from './schema-columns';

/** 010: capabilities granted to a user beyond the role */
export interface UserGrantsTable {
  user_id: number;
  permission: string;
  granted_at: Timestamp;
}

/** 010: every write of the contracts console */
export interface ContractAuditTable {
  id: Generated<number>;
  chain: string;
  address: string;
  entity: 'contract' | 'coin_config' | 'parser_config';
  entity_id: number | null;
  action: 'create' | 'update' | 'delete';
  user_id: number | null;
  username: string;
  changes: Json<Record<string, { before: unknown; after: unknown }>>;
  at: Timestamp;
}

/** 010: a contract's coin information */
export interface CoinConfigsTable {
  id: Generated<number>;
  chain: string;
  contract_addr: string;
  name: string;
  symbol: string;
  coin_type: Generated<number>;
  precision: Generated<number>;
  decimals: Generated<number>;
  status: Generated<number>;
  logo_url: string | null;
  is_verified: Generated<boolean>;
  market_cap_rank: number | null;
  is_stablecoin: Generated<boolean>;
  website_url: string | null;
  explorer_url: string | null;
  description: string | null;
  c_time: Timestamp;
  m_time: Timestamp;
}

/** 010: how to read a contract's input data and logs */
export interface ParserConfigsTable {
  id: Generated<number>;
  chain: string;
  contract_address: string;
  parser_type: Generated<string>;
  function_signature: string | null;
  function_name: string | null;
  function_description: string | null;
  param_config: Json<unknown[]>;
  parser_rules: Json<Record<string, unknown>>;
  display_format: string | null;
  is_active: Generated<boolean>;
  priority: Generated<number>;
  logs_parser_type: Generated<'input_data' | 'event_log' | 'both'>;
  event_signature: string | null;
  event_name: string | null;
  event_description: string | null;
  logs_param_config: Json<unknown[]>;
  logs_parser_rules: Json<Record<string, unknown>>;
  logs_display_format: string | null;
  source: Generated<'default' | 'user'>;
  c_time: Timestamp;
  m_time: Timestamp;
}

/** 011, 025: what parser configs read from a transaction (chain: SMALLINT key; contract: BYTEA; the tx hash by position) */
export interface ParsedResultsTable {
  block_height: number;
  config_id: number | null;
  tx_index: number;
  seq: number;
  log_index: number | null;
  chain: number;
  contract: Bytea;
  source: 'input' | 'log';
  /** TEXT: a config may extract any parameter type here, not only an address */
  from_address: string | null;
  to_address: string | null;
  amount_wei: string | null;
  token_symbol: string | null;
}

/** 011: a contract's past transactions parsed again after its configs changed */
export interface ParseJobsTable {
  id: Generated<number>;
  chain: string;
  contract: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  to_height: number | null;
  done_height: number | null;
  results: Generated<number>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
