/**
 * The Solana search's own probes: a block by its blockhash (blocks_hash), a transaction by signature
 * (sol_transactions_signature) and an account seen — the fee payer of a non-vote transaction or a
 * side of a transfer: the address index's transactions of the key (address_activity), checked
 * against their rows.
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { b58, byteaOfBase58 } from './columns';

export function createSolSearchRepository(db: Kysely<DB>) {
  return {
    async blockByHash(chain: string, hash: string): Promise<{ height: number } | undefined> {
      const bytes = byteaOfBase58(hash);
      if (bytes === null) return undefined;
      return db.selectFrom('blocks').select('height').where('hash', '=', bytes).where('chain', '=', chainKey(chain)).executeTakeFirst();
    },

    async transactionBySignature(chain: string, signature: string): Promise<{ block_height: number; hash: string } | undefined> {
      const bytes = byteaOfBase58(signature);
      if (bytes === null) return undefined;
      const row = await db
        .selectFrom('sol_transactions')
        .select(['block_height', 'signature'])
        .where('signature', '=', bytes)
        .where('chain', '=', chainKey(chain))
        .limit(1)
        .executeTakeFirst();
      return row && { block_height: row.block_height, hash: b58(row.signature) };
    },

    /** a Solana account that paid for a transaction or sent or received a transfer */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      const bytes = byteaOfBase58(address);
      if (bytes === null) return false;
      const key = chainKey(chain);
      const { rows } = await sql`
        SELECT 1 FROM address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
        WHERE s.chain = ${key} AND s.address = ${bytes}
          AND (EXISTS (SELECT 1 FROM sol_transactions t WHERE t.chain = ${key} AND t.block_height = a.block_height AND t.tx_index = a.tx_index AND t.signer = ${bytes} AND NOT t.vote)
            OR EXISTS (SELECT 1 FROM sol_events e WHERE e.chain = ${key} AND e.block_height = a.block_height AND e.tx_index = a.tx_index AND (e.from_address = ${bytes} OR e.to_address = ${bytes})))
        LIMIT 1`.execute(db);
      return rows.length > 0;
    },
  };
}
