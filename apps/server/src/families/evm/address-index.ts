/** EVM facts of an address page: the page's transactions, their token transfers touching the address, and the contract row of the address. */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import type { TransferRow } from './transactions-repository';
import { keyArrays } from '../../plugins/app/address-index/keys';

export interface EvmAddressTxRow {
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  from_addr: string | null;
  to_addr: string | null;
  contract_address: string | null;
  value: string;
  fee: string;
  status: number;
}

export interface EvmAddressTransferRow extends TransferRow {
  block_height: number;
  tx_hash: string;
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
    async transactions(chain: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<EvmAddressTxRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const { rows } = await sql<EvmAddressTxRow>`
        SELECT t.block_height, t.tx_index, t.hash, t.timestamp, t.from_addr, t.to_addr, t.contract_address, t.value::text AS value, t.fee::text AS fee, t.status
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        JOIN transactions t ON t.chain = ${chain} AND t.block_height = k.h AND t.tx_index = k.i`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height), timestamp: Number(r.timestamp) }));
    },

    /**
     * The token transfers from or to `address` in the given transactions, with the token's symbol and
     * decimals when known: one primary-key probe per block of the page (chain, block_height), its
     * transfers filtered by hash and address. The probe is a LATERAL subquery kept apart by OFFSET 0:
     * as a plain join, PostgreSQL's estimate for the hash filter made it scan the whole table on a
     * small chain (1,350 pages at 300 mainnet blocks, against ~20 for the probes).
     */
    async transfers(chain: string, address: string, txs: readonly { block_height: number; hash: string }[]): Promise<EvmAddressTransferRow[]> {
      if (txs.length === 0) return [];
      const heights = sql`${`{${txs.map((t) => t.block_height).join(',')}}`}::int8[]`;
      const hashes = sql`${`{${txs.map((t) => t.hash).join(',')}}`}::text[]`;
      const { rows } = await sql<EvmAddressTransferRow>`
        SELECT tt.block_height, tt.tx_hash, tt.log_index, tt.token, tt.from_addr, tt.to_addr, tt.amount::text AS amount, c.symbol, c.decimals
        FROM (SELECT DISTINCT h FROM unnest(${heights}) AS h) AS k
        CROSS JOIN LATERAL (
          SELECT * FROM token_transfers t
          WHERE t.chain = ${chain} AND t.block_height = k.h AND t.tx_hash = ANY(${hashes}) AND (t.from_addr = ${address} OR t.to_addr = ${address})
          OFFSET 0
        ) AS tt
        LEFT JOIN contracts c ON c.chain = ${chain} AND c.address = tt.token
        ORDER BY tt.block_height DESC, tt.log_index`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height) }));
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
