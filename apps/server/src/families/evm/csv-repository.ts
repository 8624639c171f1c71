/** The EVM CSV download's keyset read: a block's transactions after a position (the (chain, block_height, tx_index) primary key), one page at a time. */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { EVM_FEE, firstTransfers, type TransactionRow } from './tx-rows';

/** a transaction's CSV cells: a slice of the transaction row */
export type CsvEvmTxRow = Pick<
  TransactionRow,
  'tx_index' | 'hash' | 'timestamp' | 'from_addr' | 'to_addr' | 'value' | 'fee' | 'status' | 'nonce' | 'gas_used' | 'effective_gas_price' | 'contract_address' | 'token_address' | 'token_amount'
>;

export function createEvmCsvRepository(db: Kysely<DB>) {
  return {
    /** the token columns are the transaction's first token transfer's */
    async txsAfter(chain: string, height: number, after: number, limit: number): Promise<CsvEvmTxRow[]> {
      const key = chainKey(chain);
      const { rows } = await sql<Omit<CsvEvmTxRow, 'token_address' | 'token_amount'> & { block_height: number }>`
        SELECT t.block_height, t.tx_index, t.hash, b.timestamp, t.from_addr, t.to_addr, t.value, ${EVM_FEE} AS fee, t.status, t.nonce,
          t.gas_used::text AS gas_used, t.effective_gas_price, t.contract_address
        FROM evm_transactions t JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height
        WHERE t.chain = ${key} AND t.block_height = ${height} AND t.tx_index > ${after}
        ORDER BY t.tx_index LIMIT ${limit}`.execute(db);
      const tokens = await firstTransfers(db, chain, rows);
      return rows.map(({ block_height, ...r }) => {
        const x = tokens.get(`${block_height}:${r.tx_index}`);
        return { ...r, token_address: x?.token ?? null, token_amount: x?.amount ?? null };
      });
    },
  };
}
