/**
 * The personal pages' Bitcoin reads over a set of addresses (a user's saved ones, compared exactly as
 * stored: base58 as is, bech32 lower-case on both sides). A transaction touches an address when one of
 * its outputs pays to it or one of its inputs spends an output that did (btc_outputs_address,
 * btc_inputs_address). Block rewards are the coinbase outputs (tx_index 0) paying to the addresses.
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { DAY_SECONDS, type DayEarnings } from '../evm/personal-repository';
import { btcTxQuery, type BtcTxRow } from './transactions-repository';

export function createBtcPersonalRepository(db: Kysely<DB>) {
  /** (block_height, tx_index) of each transaction touching `addresses`, once */
  const touched = (chain: string, addresses: readonly string[]) =>
    db
      .selectFrom('btc_outputs')
      .select(['block_height', 'tx_index'])
      .where('chain', '=', chain)
      .where('address', 'in', addresses)
      .union(db.selectFrom('btc_inputs').select(['block_height', 'tx_index']).where('chain', '=', chain).where('address', 'in', addresses));

  return {
    /** Days (from `fromTime`, unix seconds) on which a coinbase paid one of `addresses`; ascending. */
    async earningsByDay(chain: string, addresses: readonly string[], fromTime: number): Promise<DayEarnings[]> {
      if (addresses.length === 0) return [];
      const day = sql<string>`b.timestamp / ${sql.lit(DAY_SECONDS)}`;
      const rows = await db
        .selectFrom('btc_outputs as o')
        .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 'o.chain').onRef('b.height', '=', 'o.block_height'))
        .select([day.as('day'), sql<string>`count(distinct o.block_height)`.as('blocks'), sql<string>`sum(o.value)`.as('reward')])
        .where('o.chain', '=', chain)
        .where('o.address', 'in', addresses)
        .where('o.tx_index', '=', 0)
        .where('b.timestamp', '>=', fromTime)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((r) => ({ day: Number(r.day), blocks: Number(r.blocks), reward: String(r.reward) }));
    },

    /** Transactions paying to or spending from any of `addresses`, newest first (block height, then position). */
    async transactionsTouching(chain: string, addresses: readonly string[], offset: number, limit: number): Promise<BtcTxRow[]> {
      if (addresses.length === 0) return [];
      const page = db
        .selectFrom(touched(chain, addresses).as('k'))
        .select(['k.block_height', 'k.tx_index'])
        .orderBy('k.block_height', 'desc')
        .orderBy('k.tx_index', 'desc')
        .limit(limit)
        .offset(offset);
      return btcTxQuery(db, chain)
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

export type BtcPersonalRepository = ReturnType<typeof createBtcPersonalRepository>;
