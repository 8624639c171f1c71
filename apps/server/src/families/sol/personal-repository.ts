/**
 * The personal pages' Solana reads over a set of addresses (a user's saved ones, base58 compared
 * exactly): a transaction is theirs when one of them signed it as fee payer (non-vote;
 * sol_transactions_signer) or a SOL/SPL transfer of it is from or to one of them (sol_events_from,
 * sol_events_to). Block rewards (the leader's Fee reward per block) are the shared blocks read.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { solTxQuery, type SolTxRow } from './transactions-repository';

export function createSolPersonalRepository(db: Kysely<DB>) {
  /** (block_height, tx_index) of each transaction of `addresses`, once */
  const touched = (chain: string, addresses: readonly string[]) =>
    db
      .selectFrom('sol_transactions')
      .select(['block_height', 'tx_index'])
      .where('chain', '=', chain)
      .where('signer', 'in', addresses)
      .where('vote', '=', false)
      .union(db.selectFrom('sol_events').select(['block_height', 'tx_index']).where('chain', '=', chain).where('from_address', 'in', addresses))
      .union(db.selectFrom('sol_events').select(['block_height', 'tx_index']).where('chain', '=', chain).where('to_address', 'in', addresses));

  return {
    /** Newest first (slot, then position in the block). */
    async transactionsTouching(chain: string, addresses: readonly string[], offset: number, limit: number): Promise<SolTxRow[]> {
      if (addresses.length === 0) return [];
      const page = db
        .selectFrom(touched(chain, addresses).as('k'))
        .select(['k.block_height', 'k.tx_index'])
        .orderBy('k.block_height', 'desc')
        .orderBy('k.tx_index', 'desc')
        .limit(limit)
        .offset(offset);
      return solTxQuery(db, chain)
        .innerJoin(page.as('p'), (j) => j.onRef('p.block_height', '=', 't.block_height').onRef('p.tx_index', '=', 't.tx_index'))
        .orderBy('t.block_height', 'desc')
        .orderBy('t.tx_index', 'desc')
        .execute();
    },

    async countTouching(chain: string, addresses: readonly string[]): Promise<number> {
      if (addresses.length === 0) return 0;
      const row = await db.selectFrom(touched(chain, addresses).as('k')).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
