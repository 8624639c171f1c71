/** The Bitcoin search's own probe: an address ever paid (the address index: every address that spends was paid first). */
import { chainKey } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { rowExists } from '../../plugins/app/search-repository';
import { btcAddressBytes } from './stored';

export function createBtcSearchRepository(db: Kysely<DB>) {
  return {
    /** the newest transaction with this txid (bare hex; the hash index) */
    async transactionByTxid(chain: string, txid: string): Promise<{ hash: string; block_height: number } | undefined> {
      const { rows } = await sql<{ block_height: number | string }>`
        SELECT block_height FROM btc_transactions WHERE chain = ${chainKey(chain)} AND txid = ${bytea(txid)} ORDER BY block_height DESC LIMIT 1`.execute(db);
      return rows[0] && { hash: txid, block_height: Number(rows[0].block_height) };
    },

    /** a Bitcoin address that was ever paid */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      const script = btcAddressBytes(address);
      if (!script) return false;
      return rowExists(db.selectFrom('address_summary').select('tx_count').where('chain', '=', chainKey(chain)).where('address', '=', script).limit(1));
    },
  };
}
