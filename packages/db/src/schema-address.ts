/**
 * Kysely table types of the address index (migration 018; 024: chain is the registry's key, address the
 * family's address bytes — EVM 20, Solana 32, Bitcoin the output script): one row per (address,
 * transaction) and a summary per address.
 */
import type { Bytea } from './schema-columns';

/** flags: 1 the address sends or signs, 2 it receives (both: 3) */
export interface AddressActivityTable {
  chain: number;
  address: Bytea;
  block_height: number;
  tx_index: number;
  flags: number;
}

export interface AddressSummaryTable {
  chain: number;
  address: Bytea;
  tx_count: number;
  first_seen_height: number;
  first_seen_time: number;
  last_seen_height: number;
  last_seen_time: number;
}
