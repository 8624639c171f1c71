/** The rows the Etherscan-compatible reads answer with (etherscan-repository.ts), and their arguments. */
import type { LogRow } from './transactions-repository';

export interface TxKey {
  block_height: number;
  tx_index: number;
}

/** an evm_transactions row with its block's hash and time, as the Etherscan rows need it */
export interface EtherscanTxRow {
  block_height: number;
  tx_index: number;
  hash: string;
  block_hash: string;
  timestamp: number;
  nonce: number;
  from_addr: string;
  to_addr: string | null;
  contract_address: string | null;
  value: string;
  gas_limit: string;
  gas_price: string;
  gas_used: string;
  cumulative_gas_used: string;
  status: number;
  input: string;
}

/** a log (the transaction page's LogRow) with its place in the chain */
export interface EtherscanLogRow extends LogRow {
  block_height: number;
  tx_index: number;
}

export interface EtherscanLogWithBlock extends EtherscanLogRow {
  timestamp: number;
  block_hash: string;
  tx_hash: string;
  gas_price: string;
  gas_used: string;
}

export interface EtherscanCallRow {
  block_height: number;
  tx_index: number;
  call_index: number;
  kind: number;
  from_addr: string;
  to_addr: string;
  value: string;
  error: string | null;
  hash: string;
  timestamp: number;
}

export interface EtherscanBlockRow {
  height: number;
  hash: string;
  timestamp: number;
  miner: string | null;
  miner_tip: string;
}

export interface TokenFacts {
  address: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

/** getLogs' filter: the address, topic0..3 (undefined: any) and the operator between two given topics (default and) */
export interface LogFilter {
  address?: string;
  topics: readonly (string | undefined)[];
  /** 'topic{a}_{b}_opr' → and | or */
  oprs: Readonly<Record<string, 'and' | 'or' | undefined>>;
}

/** a block range (both ends included) and the order it is read in */
export interface Range {
  start: number;
  end: number;
  asc: boolean;
}
