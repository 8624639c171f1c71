/**
 * The personal pages' Solana reads over a set of addresses (a user's saved ones, base58 compared
 * exactly): a transaction is theirs when one of them signed it as fee payer (non-vote) or a
 * SOL/SPL transfer of it is from or to one of them — found through the address index
 * (address_activity holds both for every non-vote transaction), checked against the rows. Block rewards (the leader's Fee reward per block) are the shared blocks read.
 */
import { chainKey } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { byteaOfBase58 } from './columns';
import { solTxQuery, toSolTxRow, type SolTxRow } from './transactions-repository';

export function createSolPersonalRepository(db: Kysely<DB>) {
  /**
   * (block_height, tx_index) of each transaction of `keys`, once: the address index's transactions of
   * the keys where one of them is the fee payer (non-vote) or a side of a transfer.
   */
  const touched = (chain: string, keys: readonly ByteaIn[]) => {
    const key = chainKey(chain);
    return sql<{ block_height: number; tx_index: number }>`(
      SELECT DISTINCT a.block_height, a.tx_index FROM address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
      WHERE s.chain = ${key} AND s.address = ANY(${keys}::bytea[])
        AND (EXISTS (SELECT 1 FROM sol_transactions t WHERE t.chain = ${key} AND t.block_height = a.block_height AND t.tx_index = a.tx_index AND t.signer = s.address AND NOT t.vote)
          OR EXISTS (SELECT 1 FROM sol_events e WHERE e.chain = ${key} AND e.block_height = a.block_height AND e.tx_index = a.tx_index AND (e.from_address = s.address OR e.to_address = s.address))))`;
  };
  const keysOf = (addresses: readonly string[]) => addresses.map(byteaOfBase58).filter((k): k is ByteaIn => k !== null);

  return {
    /** Newest first (slot, then position in the block). */
    async transactionsTouching(chain: string, addresses: readonly string[], offset: number, limit: number): Promise<SolTxRow[]> {
      const keys = keysOf(addresses);
      if (keys.length === 0) return [];
      const page = db
        .selectFrom(touched(chain, keys).as('k'))
        .select(['k.block_height', 'k.tx_index'])
        .orderBy('k.block_height', 'desc')
        .orderBy('k.tx_index', 'desc')
        .limit(limit)
        .offset(offset);
      const rows = await solTxQuery(db, chain)
        .innerJoin(page.as('p'), (j) => j.onRef('p.block_height', '=', 't.block_height').onRef('p.tx_index', '=', 't.tx_index'))
        .orderBy('t.block_height', 'desc')
        .orderBy('t.tx_index', 'desc')
        .execute();
      return rows.map((r) => toSolTxRow(chain, r));
    },

    async countTouching(chain: string, addresses: readonly string[]): Promise<number> {
      const keys = keysOf(addresses);
      if (keys.length === 0) return 0;
      const row = await db.selectFrom(touched(chain, keys).as('k')).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
