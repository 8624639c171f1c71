/**
 * The personal pages' EVM reads (families/evm/reads.ts personal) over a set of addresses (a user's saved ones on one
 * chain, stored lower-case like the rows): block rewards of the blocks they mined per UTC day (blocks_chain_miner_time: only their blocks), and the transactions
 * they sent or received, newest first (the per-address from/to indexes; bounded per address).
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { txQuery, type TransactionRow } from './transactions-repository';

export const DAY_SECONDS = 86_400;

export interface DayEarnings {
  /** UTC day number: timestamp / 86400 (integer division) */
  day: number;
  blocks: number;
  /** Σ miner_tip in base units, decimal string */
  reward: string;
}

export function createPersonalRepository(db: Kysely<DB>) {
  const touching = (chain: string, addresses: readonly string[]) =>
    txQuery(db)
      .where('t.chain', '=', chain)
      .where((eb) => eb.or([eb('t.from_addr', 'in', addresses), eb('t.to_addr', 'in', addresses)]));

  return {
    /** Days (from `fromTime`, unix seconds) on which one of `miners` mined blocks; ascending. */
    async earningsByDay(chain: string, miners: readonly string[], fromTime: number): Promise<DayEarnings[]> {
      if (miners.length === 0) return [];
      const day = sql<string>`timestamp / ${sql.lit(DAY_SECONDS)}`;
      const rows = await db
        .selectFrom('blocks')
        .select([day.as('day'), sql<string>`count(*)`.as('blocks'), sql<string>`sum(miner_tip)`.as('reward')])
        .where('chain', '=', chain)
        .where('timestamp', '>=', fromTime)
        .where('miner', 'in', miners)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((r) => ({ day: Number(r.day), blocks: Number(r.blocks), reward: String(r.reward) }));
    },

    /** Transactions from or to any of `addresses`, newest first. */
    async transactionsTouching(chain: string, addresses: readonly string[], offset: number, limit: number): Promise<TransactionRow[]> {
      if (addresses.length === 0) return [];
      return touching(chain, addresses).orderBy('t.block_height', 'desc').orderBy('t.tx_index', 'desc').limit(limit).offset(offset).execute();
    },

    async countTouching(chain: string, addresses: readonly string[]): Promise<number> {
      if (addresses.length === 0) return 0;
      const row = await db
        .selectFrom('transactions as t')
        .select(sql<string>`count(*)`.as('n'))
        .where('t.chain', '=', chain)
        .where((eb) => eb.or([eb('t.from_addr', 'in', addresses), eb('t.to_addr', 'in', addresses)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type PersonalRepository = ReturnType<typeof createPersonalRepository>;
