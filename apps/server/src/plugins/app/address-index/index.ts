/**
 * The address page's reads (migration 018's address index, kept at ingest): a summary row, keyset
 * pages of (block_height, tx_index) touching the address; each family's transaction facts of one page
 * are its repositories' (families/<family>/address-index.ts) — each page read is a bounded number of index probes, whatever
 * the chain's size. An address is its bytes (migration 024), '\x…' as its family's addressPage.addressBytes
 * gives them; the activity rows name it by its summary's id.
 */
import { chainKey } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';

export interface ActivityKey {
  block_height: number;
  tx_index: number;
  /** 1 sends or signs, 2 receives */
  flags: number;
}

export interface AddressSummaryRow {
  tx_count: number;
  first_seen_height: number;
  first_seen_time: number;
  last_seen_height: number;
  last_seen_time: number;
}

export function createAddressIndexRepository(db: Kysely<DB>) {
  return {
    async summary(chain: string, address: ByteaIn): Promise<AddressSummaryRow | undefined> {
      const row = await db
        .selectFrom('address_summary')
        .select(['tx_count', 'first_seen_height', 'first_seen_time', 'last_seen_height', 'last_seen_time'])
        .where('chain', '=', chainKey(chain))
        .where('address', '=', address)
        .executeTakeFirst();
      return row && {
        tx_count: Number(row.tx_count),
        first_seen_height: Number(row.first_seen_height),
        first_seen_time: Number(row.first_seen_time),
        last_seen_height: Number(row.last_seen_height),
        last_seen_time: Number(row.last_seen_time),
      };
    },

    /**
     * Newest first, strictly below `before` (height, index) when given: the address's id from its
     * summary (migration 024: address_activity names an address by address_summary.id), then the
     * primary key's (address_id, block_height, tx_index) range, read backwards. Without statistics (PGlite runs no autovacuum, so no ANALYZE) the planner guesses a
     * handful of rows for the range and picks a bitmap scan plus a sort — every row of a busy address
     * below the cursor read for one page; bitmap scans are off for this read, so the backward index
     * scan stops after `limit` rows whatever the table's statistics. The chain (redundant: an id is one
     * chain's) lets the planner skip the other chains' partitions (migration 029 partitions by chain and height).
     */
    async page(chain: string, address: ByteaIn, before: { height: number; index: number } | null, limit: number): Promise<ActivityKey[]> {
      const below = before ? sql`AND (block_height, tx_index) < (${before.height}::bigint, ${before.index}::int)` : sql``;
      const { rows } = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        return sql<ActivityKey>`
          SELECT block_height, tx_index, flags FROM address_activity
          WHERE chain = ${chainKey(chain)} AND address_id = (SELECT id FROM address_summary WHERE chain = ${chainKey(chain)} AND address = ${address}) ${below}
          ORDER BY block_height DESC, tx_index DESC LIMIT ${limit}`.execute(trx);
      });
      return rows.map((r) => ({ block_height: Number(r.block_height), tx_index: Number(r.tx_index), flags: Number(r.flags) }));
    },
  };
}

export type AddressIndexRepository = ReturnType<typeof createAddressIndexRepository>;
