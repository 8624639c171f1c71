/** The Solana CSV download's keyset read: a block's transactions (without votes when asked) after a position (the (chain, block_height, tx_index) primary key), one page at a time. */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { b58, summaryText } from './columns';

export interface CsvSolTxRow {
  tx_index: number;
  signature: string;
  timestamp: number;
  signer: string;
  signer_count: number;
  fee: string;
  status: number;
  compute_units: number | null;
  instruction_count: number;
  summary: string;
  vote: boolean;
}

export function createSolCsvRepository(db: Kysely<DB>) {
  return {
    async txsAfter(chain: string, height: number, after: number, limit: number, votes: boolean): Promise<CsvSolTxRow[]> {
      let q = db
        .selectFrom('sol_transactions as t')
        .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 't.chain').onRef('b.height', '=', 't.block_height'))
        .select(['t.tx_index', 't.signature', 'b.timestamp', 't.signer', 't.signer_count', 't.fee', 't.status', 't.compute_units', 't.instruction_count', 't.summary', 't.vote'])
        .where('t.chain', '=', chainKey(chain))
        .where('t.block_height', '=', height)
        .where('t.tx_index', '>', after);
      if (!votes) q = q.where('t.vote', '=', false);
      const rows = await q.orderBy('t.tx_index').limit(limit).execute();
      return rows.map((r) => ({ ...r, signature: b58(r.signature), signer: b58(r.signer), summary: summaryText(r.summary) }));
    },
  };
}
