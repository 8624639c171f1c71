/** The EVM search's own probes: a transaction by hash (the hash index), an address with transactions (the address index). */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { hexParam } from './tx-rows';

export function createEvmSearchRepository(db: Kysely<DB>) {
  return {
    /** the newest transaction with this hash */
    async transactionByHash(chain: string, hash: string): Promise<{ block_height: number; hash: string } | undefined> {
      const key = hexParam(hash);
      if (key === null) return undefined;
      const { rows } = await sql<{ block_height: number; hash: string }>`
        SELECT block_height, hash FROM evm_transactions WHERE hash = ${key} AND chain = ${chainKey(chain)}
        ORDER BY block_height DESC LIMIT 1`.execute(db);
      return rows[0];
    },

    /**
     * An EVM address that sent or received a transaction: its address-index rows (which also list token
     * transfers' parties and created contracts), the first whose transaction it is the sender or recipient of.
     */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      const bytes = hexParam(address);
      if (bytes === null) return false;
      const key = chainKey(chain);
      const { rows } = await sql`
        SELECT 1 FROM address_summary s
        JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
        JOIN evm_transactions t ON t.chain = ${key} AND t.block_height = a.block_height AND t.tx_index = a.tx_index
        WHERE s.chain = ${key} AND s.address = ${bytes} AND (t.from_addr = ${bytes} OR t.to_addr = ${bytes})
        LIMIT 1`.execute(db);
      return rows.length > 0;
    },
  };
}
