/**
 * The personal pages' EVM reads (families/evm/reads.ts personal) over a set of addresses (a user's saved ones on one
 * chain, stored lower-case like the rows): block rewards of the blocks they mined per UTC day, and the transactions
 * they sent or received, newest first: the address index's rows of the addresses (their address_summary ids,
 * then address_activity's primary key (address_id, …)), each transaction's row by its primary key, kept when one of the
 * addresses is its sender or recipient (the index also lists token transfers' parties and created contracts).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { hexParam, selectTransactions, type TransactionRow } from './tx-rows';

export const DAY_SECONDS = 86_400;

export interface DayEarnings {
  /** UTC day number: timestamp / 86400 (integer division) */
  day: number;
  blocks: number;
  /** Σ miner_tip in base units, decimal string */
  reward: string;
}

export function createPersonalRepository(db: Kysely<DB>) {
  /** the transactions from or to one of `addresses` (already known to be non-empty): FROM and WHERE over `t` */
  const touching = (chain: string, addresses: readonly string[]) => {
    const key = chainKey(chain);
    const bytes = addresses.map(hexParam).filter((a) => a !== null);
    const list = sql`${bytes}::bytea[]`;
    return {
      from: sql`(SELECT DISTINCT a.block_height, a.tx_index FROM address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
          WHERE s.chain = ${key} AND s.address = ANY(${list})) AS a
        JOIN evm_transactions t ON t.chain = ${key} AND t.block_height = a.block_height AND t.tx_index = a.tx_index`,
      where: sql`WHERE (t.from_addr = ANY(${list}) OR t.to_addr = ANY(${list}))`,
    };
  };

  return {
    /** Days (from `fromTime`, unix seconds) on which one of `miners` mined blocks; ascending. */
    async earningsByDay(chain: string, miners: readonly string[], fromTime: number): Promise<DayEarnings[]> {
      if (miners.length === 0) return [];
      const day = sql<string>`timestamp / ${sql.lit(DAY_SECONDS)}`;
      const rows = await db
        .selectFrom('blocks')
        .select([day.as('day'), sql<string>`count(*)`.as('blocks'), sql<string>`sum(miner_tip)`.as('reward')])
        .where('chain', '=', chainKey(chain))
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
      const q = touching(chain, addresses);
      // the page first, then its blocks' times (not a block probe for every candidate)
      const page = sql`(SELECT t.* FROM ${q.from} ${q.where} ORDER BY t.block_height DESC, t.tx_index DESC LIMIT ${limit} OFFSET ${offset}) AS t`;
      return selectTransactions(db, sql`ORDER BY t.block_height DESC, t.tx_index DESC`, page);
    },

    async countTouching(chain: string, addresses: readonly string[]): Promise<number> {
      if (addresses.length === 0) return 0;
      const q = touching(chain, addresses);
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${q.from} ${q.where}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type PersonalRepository = ReturnType<typeof createPersonalRepository>;
