/** The EVM CSV download's keyset read: a block's transactions after a position (the (chain, block_height, tx_index) primary key), one page at a time. */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';

export interface CsvEvmTxRow {
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string | null;
  to_addr: string | null;
  value: string;
  fee: string;
  status: number;
  nonce: number | null;
  gas_used: string | null;
  effective_gas_price: string | null;
  contract_address: string | null;
  token_address: string | null;
  token_amount: string | null;
}

export function createEvmCsvRepository(db: Kysely<DB>) {
  return {
    async txsAfter(chain: string, height: number, after: number, limit: number): Promise<CsvEvmTxRow[]> {
      return db
        .selectFrom('transactions')
        .select(['tx_index', 'hash', 'timestamp', 'from_addr', 'to_addr', 'value', 'fee', 'status', 'nonce', 'gas_used', 'effective_gas_price', 'contract_address', 'token_address', 'token_amount'])
        .where('chain', '=', chain)
        .where('block_height', '=', height)
        .where('tx_index', '>', after)
        .orderBy('tx_index')
        .limit(limit)
        .execute() as Promise<CsvEvmTxRow[]>;
    },
  };
}
