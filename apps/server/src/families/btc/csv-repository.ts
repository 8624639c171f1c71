/** The Bitcoin CSV download's keyset read: a block's transactions with their sizes and input sums after a position (the (chain, block_height, tx_index) primary keys), one page at a time. */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface CsvBtcTxRow {
  tx_index: number;
  hash: string;
  timestamp: number;
  value: string;
  fee: string;
  value_in: string | null;
  size: number;
  vsize: number;
  weight: number;
  coinbase: boolean;
}

export function createBtcCsvRepository(db: Kysely<DB>) {
  return {
    async txsAfter(chain: string, height: number, after: number, limit: number): Promise<CsvBtcTxRow[]> {
      return db
        .selectFrom('transactions as t')
        .innerJoin('btc_transactions as d', (j) => j.onRef('d.chain', '=', 't.chain').onRef('d.block_height', '=', 't.block_height').onRef('d.tx_index', '=', 't.tx_index'))
        .select(['t.tx_index', 't.hash', 't.timestamp', 't.value', 't.fee', 'd.value_in', 'd.size', 'd.vsize', 'd.weight', 'd.coinbase'])
        .where('t.chain', '=', chain)
        .where('t.block_height', '=', height)
        .where('t.tx_index', '>', after)
        .orderBy('t.tx_index')
        .limit(limit)
        .execute() as Promise<CsvBtcTxRow[]>;
    },
  };
}
