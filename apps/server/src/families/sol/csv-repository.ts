/** The Solana CSV download's keyset read: a block's transactions (without votes when asked) after a position (the (chain, block_height, tx_index) primary key), one page at a time. */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

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
        .selectFrom('sol_transactions')
        .select(['tx_index', 'signature', 'timestamp', 'signer', 'signer_count', 'fee', 'status', 'compute_units', 'instruction_count', 'summary', 'vote'])
        .where('chain', '=', chain)
        .where('block_height', '=', height)
        .where('tx_index', '>', after);
      if (!votes) q = q.where('vote', '=', false);
      return q.orderBy('tx_index').limit(limit).execute() as Promise<CsvSolTxRow[]>;
    },
  };
}
