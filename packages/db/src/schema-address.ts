/**
 * Kysely table types of the address index (migration 018; 024: chain is the registry's key, address the
 * family's address bytes — EVM 20, Solana 32, Bitcoin the output script — and the activity rows name
 * their address by the summary's 8-byte id): one row per (address, transaction) and a summary per address.
 */
import type { Generated } from 'kysely';
import type { Bytea } from './schema-columns';

/** flags: 1 the address sends or signs, 2 it receives (both: 3) */
export interface AddressActivityTable {
  /** address_summary.id */
  address_id: number;
  block_height: number;
  tx_index: number;
  chain: number;
  flags: number;
}

export interface AddressSummaryTable {
  /** the address's id (global, every chain), named by address_activity.address_id */
  id: Generated<number>;
  tx_count: number;
  first_seen_height: number;
  first_seen_time: number;
  last_seen_height: number;
  last_seen_time: number;
  chain: number;
  address: Bytea;
}
