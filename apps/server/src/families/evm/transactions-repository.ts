/**
 * Transaction, log, token-transfer and parse-result reads (migration 025's evm_* tables). Token name,
 * symbol and decimals come from contracts when the token is known. Lists walk the
 * (chain, block_height, tx_index) primary key; the newest list finds where page N starts through
 * blocks.tx_total (running count per block) instead of OFFSET. A hash is found through the hash index.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { startOfPage } from '../../plugins/app/page-start';
import { hexParam, selectOneTransaction, selectTransactions, type TransactionRow } from './tx-rows';

export type { TransactionRow } from './tx-rows';

export interface LogRow {
  log_index: number;
  address: string;
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

export interface TransferRow {
  log_index: number;
  token: string;
  from_addr: string;
  to_addr: string;
  amount: string;
  symbol: string | null;
  decimals: number | null;
}

export interface ParsedRow {
  contract: string;
  config_id: number | null;
  source: 'input' | 'log';
  log_index: number | null;
  from_address: string | null;
  to_address: string | null;
  amount_wei: string | null;
  token_symbol: string | null;
  coin_decimals: number | null;
  decimals: number | null;
}

export function createTransactionsRepository(db: Kysely<DB>) {
  return {
    /**
     * Newest first across the chain, skipping `offset` of the newest. The transaction to start at is
     * the (tip total − offset)-th oldest: its block is the first whose tx_total reaches that number
     * (one index lookup), its place in the block what is left over; the page then seeks from there.
     */
    async list(chain: string, offset: number, limit: number): Promise<TransactionRow[]> {
      const start = await startOfPage(db, chain, offset, 'evm_transactions');
      if (!start) return [];
      return selectTransactions(
        db,
        sql`WHERE t.chain = ${chainKey(chain)} AND (t.block_height, t.tx_index) <= (${start.height}, ${start.txIndex})
          ORDER BY t.block_height DESC, t.tx_index DESC LIMIT ${limit}`,
      );
    },

    /** A block's transactions in block order. */
    async ofBlock(chain: string, height: number, offset: number, limit: number): Promise<TransactionRow[]> {
      return selectTransactions(db, sql`WHERE t.chain = ${chainKey(chain)} AND t.block_height = ${height} ORDER BY t.tx_index LIMIT ${limit} OFFSET ${offset}`);
    },

    /** The newest transaction with this hash on any of `chains` (the hash index; '0x…' lower case). */
    async byHash(chains: readonly string[], hash: string): Promise<TransactionRow | undefined> {
      const key = hexParam(hash);
      if (key === null || chains.length === 0) return undefined;
      const keys = sql`${`{${chains.map(chainKey).join(',')}}`}::int2[]`;
      return selectOneTransaction(db, chains, sql`WHERE t.hash = ${key} AND t.chain = ANY(${keys}) ORDER BY t.block_height DESC LIMIT 1`);
    },

    async logs(chain: string, height: number, txIndex: number): Promise<LogRow[]> {
      const { rows } = await sql<LogRow>`
        SELECT log_index, address, topic0, topic1, topic2, topic3, data FROM evm_logs
        WHERE chain = ${chainKey(chain)} AND block_height = ${height} AND tx_index = ${txIndex}
        ORDER BY log_index`.execute(db);
      return rows;
    },

    /** What parser configs read from a transaction, with the config contract's decimals (coin config first). */
    async parsedResults(chain: string, height: number, txIndex: number): Promise<ParsedRow[]> {
      const { rows } = await sql<ParsedRow>`
        SELECT p.contract, p.config_id, p.source, p.log_index, p.from_address, p.to_address, p.amount_wei, p.token_symbol,
          k.decimals AS coin_decimals, c.decimals
        FROM parsed_results p
        LEFT JOIN coin_configs k ON k.chain = ${chain} AND k.contract_addr = '0x' || encode(p.contract, 'hex')
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(p.contract, 'hex')
        WHERE p.chain = ${chainKey(chain)} AND p.block_height = ${height} AND p.tx_index = ${txIndex}
        ORDER BY p.contract, p.seq`.execute(db);
      return rows;
    },

    /** ERC-20 transfers made by one transaction (its index in the block), with the token's symbol when known. */
    async transfers(chain: string, height: number, txIndex: number): Promise<TransferRow[]> {
      const { rows } = await sql<TransferRow>`
        SELECT x.log_index, x.token, x.from_addr, x.to_addr, x.amount, c.symbol, c.decimals
        FROM token_transfers x
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(x.token, 'hex')
        WHERE x.chain = ${chainKey(chain)} AND x.block_height = ${height} AND x.tx_index = ${txIndex}
        ORDER BY x.log_index`.execute(db);
      return rows;
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;

