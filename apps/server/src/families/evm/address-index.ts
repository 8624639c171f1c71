/** EVM facts of an address page: the page's transactions, their token transfers touching the address, and the contract row of the address. */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import type { TransferRow } from './transactions-repository';
import { EVM_FEE, hexParam, type TransactionRow } from './tx-rows';
import { keyArrays } from '../../plugins/app/address-index/keys';

/** a transaction of an address page: a slice of the transaction row */
export type EvmAddressTxRow = Pick<TransactionRow, 'block_height' | 'tx_index' | 'hash' | 'timestamp' | 'from_addr' | 'to_addr' | 'contract_address' | 'value' | 'fee' | 'status'>;

export interface EvmAddressTransferRow extends TransferRow {
  block_height: number;
  tx_index: number;
}

export interface EvmContractFacts {
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  contract_type: string;
  total_supply: string | null;
  is_erc20: boolean;
  creator: string | null;
  creation_tx: string | null;
}

export function createEvmAddressReads(db: Kysely<DB>) {
  return {
    /**
     * the transactions at the page's (height, index) keys, each by its primary key, with its block's time
     * (also a primary-key probe): LATERAL … OFFSET 0 keeps them probes, where for a CSV page of 500 keys
     * the planner chose a hash join reading the chain's whole blocks partition (a scan that grows with the chain)
     */
    async transactions(chain: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<EvmAddressTxRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const key = chainKey(chain);
      const { rows } = await sql<EvmAddressTxRow>`
        SELECT t.block_height, t.tx_index, t.hash, b.timestamp, t.from_addr, t.to_addr, t.contract_address, t.value, ${EVM_FEE} AS fee, t.status
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        CROSS JOIN LATERAL (SELECT * FROM evm_transactions t WHERE t.chain = ${key} AND t.block_height = k.h AND t.tx_index = k.i OFFSET 0) AS t
        CROSS JOIN LATERAL (SELECT b.timestamp FROM blocks b WHERE b.chain = ${key} AND b.height = k.h OFFSET 0) AS b`.execute(db);
      return rows;
    },

    /**
     * The token transfers from or to `address` in the given transactions, with the token's symbol and
     * decimals when known: one primary-key probe per block of the page (chain, block_height), its
     * transfers filtered by index and address. The probe is a LATERAL subquery kept apart by OFFSET 0:
     * as a plain join, PostgreSQL's estimate for the filter made it scan the whole table on a
     * small chain (1,350 pages at 300 mainnet blocks, against ~20 for the probes).
     */
    async transfers(chain: string, address: string, txs: readonly { block_height: number; tx_index: number }[]): Promise<EvmAddressTransferRow[]> {
      const bytes = hexParam(address);
      if (txs.length === 0 || bytes === null) return [];
      const { heights, indexes } = keyArrays(txs);
      const { rows } = await sql<EvmAddressTransferRow>`
        SELECT tt.block_height, tt.tx_index, tt.log_index, tt.token, tt.from_addr, tt.to_addr, tt.amount, c.symbol, c.decimals
        FROM (SELECT DISTINCT h FROM unnest(${heights}) AS h) AS k
        CROSS JOIN LATERAL (
          SELECT * FROM token_transfers t
          WHERE t.chain = ${chainKey(chain)} AND t.block_height = k.h AND t.tx_index = ANY(${indexes}) AND (t.from_addr = ${bytes} OR t.to_addr = ${bytes})
          OFFSET 0
        ) AS tt
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = '0x' || encode(tt.token, 'hex')
        ORDER BY tt.block_height DESC, tt.log_index`.execute(db);
      return rows;
    },

    async contract(chain: string, address: string): Promise<EvmContractFacts | undefined> {
      return db
        .selectFrom('contracts')
        .select(['name', 'symbol', 'decimals', 'contract_type', 'total_supply', 'is_erc20', 'creator', 'creation_tx'])
        .where('chain', '=', chain)
        .where('address', '=', address)
        .executeTakeFirst();
    },
  };
}
