/**
 * The global search's lookups (GET /api/no-auth/search) every family shares; a family's own
 * (transactions, addresses) are its search repository's. Each one is a single index probe with a
 * LIMIT: blocks by (chain, height) primary key or the blocks_hash hash index (migration 024),
 * contracts by (chain, address) unique key, names and symbols by an
 * anchored lower-case prefix (LIKE 'text%' in byte order) that indexes on (chain, (lower(name)
 * COLLATE "C"), id) and (chain, (lower(symbol) COLLATE "C"), id) serve (migration 020).
 */
import { chainKey } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { escapeLike } from './like-pattern';

/** whether a LIMIT 1 probe found a row */
export const rowExists = async (query: { executeTakeFirst(): Promise<unknown> }) => (await query.executeTakeFirst()) !== undefined;

export interface ContractHit {
  chain: string;
  address: string;
  name: string | null;
  symbol: string | null;
}

const CONTRACT_COLUMNS = ['chain', 'address', 'name', 'symbol'] as const;

/** the indexes the name and symbol probes need (a migration to add; see lookup-indexes.test.ts) */
export function createSearchRepository(db: Kysely<DB>) {
  return {
    /** hash: '0x…' as read */
    async blockByHeight(chain: string, height: number): Promise<{ height: number; hash: string } | undefined> {
      return db.selectFrom('blocks').select(['height', 'hash']).where('chain', '=', chainKey(chain)).where('height', '=', height).executeTakeFirst();
    },

    /** hashHex: the block hash's bytes as hex ('0x…' or bare); hash: '0x…' as read */
    async blockByHash(chain: string, hashHex: string): Promise<{ height: number; hash: string } | undefined> {
      return db.selectFrom('blocks').select(['height', 'hash']).where('chain', '=', chainKey(chain)).where('hash', '=', bytea(hashHex)).executeTakeFirst();
    },

    async contractByAddress(chain: string, address: string): Promise<ContractHit | undefined> {
      return db.selectFrom('contracts').select(CONTRACT_COLUMNS).where('chain', '=', chain).where('address', '=', address).executeTakeFirst();
    },

    /**
     * Contracts of `chain` whose name or symbol starts with `text`, ignoring case, symbols first then
     * names, at most `limit` of each: two anchored prefix probes (no %text% scan).
     */
    async contractsByName(chain: string, text: string, limit: number): Promise<ContractHit[]> {
      const prefix = `${escapeLike(text.toLowerCase())}%`;
      const probe = (column: 'name' | 'symbol') =>
        db
          .selectFrom('contracts')
          .select(CONTRACT_COLUMNS)
          .where('chain', '=', chain)
          // byte order ("C"): LIKE 'text%' becomes a range on an index of (chain, lower(column) COLLATE "C"), which also gives the order
          .where(sql<boolean>`lower(${sql.ref(column)}) collate "C" like ${prefix}`)
          .orderBy(sql`lower(${sql.ref(column)}) collate "C"`)
          .orderBy('id')
          .limit(limit)
          .execute();
      const [bySymbol, byName] = await Promise.all([probe('symbol'), probe('name')]);
      const seen = new Set<string>();
      return [...bySymbol, ...byName].filter((c) => !seen.has(c.address) && seen.add(c.address)).slice(0, limit);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
