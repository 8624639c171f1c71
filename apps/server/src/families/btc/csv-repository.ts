/** The Bitcoin CSV download's keyset read: a block's transactions with their sizes and input sums after a position (the (chain, block_height, tx_index) primary keys), one page at a time. */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { selectBtcTxs } from './transactions-repository';

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
      const rows = await selectBtcTxs(db, chain, sql`WHERE t.chain = ${chainKey(chain)} AND t.block_height = ${height} AND t.tx_index > ${after} ORDER BY t.tx_index LIMIT ${limit}`);
      return rows.map((r) => ({ tx_index: r.tx_index, hash: r.hash, timestamp: r.timestamp, value: r.value, fee: r.fee, value_in: r.value_in, size: r.size, vsize: r.vsize, weight: r.weight, coinbase: r.coinbase }));
    },
  };
}
