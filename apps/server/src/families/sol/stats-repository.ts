/**
 * Figures for the Solana home: sums over a short window of blocks (blocks_chain_time), the hourly
 * figures kept at ingest (chain_hourly_stats: a day is 25 rows, not ~216,000 slots), and the newest
 * non-vote transactions with the lamports their SOL transfers moved.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { b58 } from './columns';

/** sol_events.event_type of a SOL transfer (migration 027) */
const SOL_TRANSFER = 1;

export interface SolWindowSums {
  blocks: number;
  first: number | null;
  last: number | null;
  txs: number;
  voteTxs: number;
}

export interface SolHourRow {
  hour: number;
  blocks: number;
  txs: number;
  vote_txs: number;
  failed_txs: number;
  fees: string;
  address_sketch: string;
}

export interface SolLatestTx {
  signature: string;
  timestamp: number;
  block_height: number;
  /** lamports moved by its SOL transfer events */
  sol_moved: string;
}

export function createSolStatsRepository(db: Kysely<DB>) {
  return {
    async newestBlock(chain: string) {
      return db.selectFrom('blocks').select(['height', 'timestamp']).where('chain', '=', chainKey(chain)).orderBy('height', 'desc').limit(1).executeTakeFirst();
    },

    /** Sums over the blocks with from < timestamp <= to. */
    async windowSums(chain: string, from: number, to: number): Promise<SolWindowSums> {
      const row = await db
        .selectFrom('blocks')
        .where('chain', '=', chainKey(chain))
        .where('timestamp', '>', from)
        .where('timestamp', '<=', to)
        .select((eb) => [
          eb.fn.countAll<string>().as('blocks'),
          eb.fn.min('timestamp').as('first'),
          eb.fn.max('timestamp').as('last'),
          sql<string>`coalesce(sum(tx_count), 0)`.as('txs'),
          sql<string>`coalesce(sum((extra->>'vote_tx_count')::bigint), 0)`.as('vote_txs'),
        ])
        .executeTakeFirstOrThrow();
      return {
        blocks: Number(row.blocks),
        first: row.first === null || row.first === undefined ? null : Number(row.first),
        last: row.last === null || row.last === undefined ? null : Number(row.last),
        txs: Number(row.txs),
        voteTxs: Number(row.vote_txs),
      };
    },

    /** The hours with from <= hour <= to, oldest first. */
    async hours(chain: string, from: number, to: number): Promise<SolHourRow[]> {
      const rows = await db
        .selectFrom('chain_hourly_stats')
        .select(['hour', 'blocks', 'txs', 'vote_txs', 'failed_txs', 'fees', 'address_sketch'])
        .where('chain', '=', chain)
        .where('hour', '>=', from)
        .where('hour', '<=', to)
        .orderBy('hour')
        .execute();
      return rows.map((r) => ({ ...r, hour: Number(r.hour), txs: Number(r.txs), vote_txs: Number(r.vote_txs), failed_txs: Number(r.failed_txs) }));
    },

    async latestTransactions(chain: string, limit: number): Promise<SolLatestTx[]> {
      const rows = await db
        .selectFrom('sol_transactions as t')
        .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 't.chain').onRef('b.height', '=', 't.block_height'))
        .select(['t.signature', 'b.timestamp', 't.block_height'])
        .select((eb) =>
          eb
            .selectFrom('sol_events as e')
            .select(sql<string>`coalesce(sum(e.amount), 0)`.as('moved'))
            .whereRef('e.chain', '=', 't.chain')
            .whereRef('e.block_height', '=', 't.block_height')
            .whereRef('e.tx_index', '=', 't.tx_index')
            .where('e.event_type', '=', SOL_TRANSFER)
            .as('sol_moved'),
        )
        .where('t.chain', '=', chainKey(chain))
        .where('t.vote', '=', false)
        .orderBy('t.block_height', 'desc')
        .orderBy('t.tx_index', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ signature: b58(r.signature), timestamp: r.timestamp, block_height: r.block_height, sol_moved: String(r.sol_moved ?? '0') }));
    },
  };
}
