/**
 * The personal pages' Bitcoin reads over a set of addresses (a user's saved ones, compared exactly as
 * stored: base58 as is, bech32 lower-case on both sides). A transaction touches an address when one of
 * its outputs pays to it or one of its inputs spends an output that did: the address index, the
 * addresses as their scripts (migration 026). Block rewards are the coinbase outputs (tx_index 0)
 * paying to the addresses.
 */
import { chainKey } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { DAY_SECONDS, type DayEarnings } from '../evm/personal-repository';
import { btcAddressBytes } from './stored';
import { selectBtcTxs, type BtcTxRow } from './transactions-repository';

const scriptsOf = (addresses: readonly string[]): ByteaIn[] => addresses.map(btcAddressBytes).filter((s): s is ByteaIn => s !== null);

export function createBtcPersonalRepository(db: Kysely<DB>) {
  /** (block_height, tx_index) of each transaction touching `scripts`, once */
  const touched = (chain: string, scripts: readonly ByteaIn[]) =>
    sql`(SELECT DISTINCT a.block_height, a.tx_index FROM address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain WHERE s.chain = ${chainKey(chain)} AND s.address = ANY(${scripts}::bytea[]))`;

  return {
    /** Days (from `fromTime`, unix seconds) on which a coinbase paid one of `addresses`; ascending. */
    async earningsByDay(chain: string, addresses: readonly string[], fromTime: number): Promise<DayEarnings[]> {
      const scripts = scriptsOf(addresses);
      if (scripts.length === 0) return [];
      const day = sql<string>`b.timestamp / ${sql.lit(DAY_SECONDS)}`;
      const rows = await db
        .selectFrom('btc_outputs as o')
        .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 'o.chain').onRef('b.height', '=', 'o.block_height'))
        .select([day.as('day'), sql<string>`count(distinct o.block_height)`.as('blocks'), sql<string>`sum(o.value)`.as('reward')])
        .where('o.chain', '=', chainKey(chain))
        .where('o.script', '=', sql<ByteaIn>`ANY(${scripts}::bytea[])`)
        .where('o.tx_index', '=', 0)
        .where('b.timestamp', '>=', fromTime)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((r) => ({ day: Number(r.day), blocks: Number(r.blocks), reward: String(r.reward) }));
    },

    /** Transactions paying to or spending from any of `addresses`, newest first (block height, then position). */
    async transactionsTouching(chain: string, addresses: readonly string[], offset: number, limit: number): Promise<BtcTxRow[]> {
      const scripts = scriptsOf(addresses);
      if (scripts.length === 0) return [];
      return selectBtcTxs(
        db,
        chain,
        sql`ORDER BY t.block_height DESC, t.tx_index DESC`,
        sql`(SELECT k.block_height, k.tx_index FROM ${touched(chain, scripts)} AS k ORDER BY k.block_height DESC, k.tx_index DESC LIMIT ${limit} OFFSET ${offset}) AS p
          JOIN btc_transactions t ON t.chain = ${chainKey(chain)} AND t.block_height = p.block_height AND t.tx_index = p.tx_index`,
      );
    },

    async countTouching(chain: string, addresses: readonly string[]): Promise<number> {
      const scripts = scriptsOf(addresses);
      if (scripts.length === 0) return 0;
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${touched(chain, scripts)} AS k`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type BtcPersonalRepository = ReturnType<typeof createBtcPersonalRepository>;
