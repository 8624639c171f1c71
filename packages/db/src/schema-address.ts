/** Kysely table types of the address index (migration 018): one row per (address, transaction) and a summary per address. */

/** flags: 1 the address sends or signs, 2 it receives (both: 3) */
export interface AddressActivityTable {
  chain: string;
  address: string;
  block_height: number;
  tx_index: number;
  flags: number;
}

export interface AddressSummaryTable {
  chain: string;
  address: string;
  tx_count: number;
  first_seen_height: number;
  first_seen_time: number;
  last_seen_height: number;
  last_seen_time: number;
}
