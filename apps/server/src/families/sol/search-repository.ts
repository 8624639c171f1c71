/** The Solana search's own probes: a transaction by signature (sol_transactions_signature) and an account seen (sol_transactions_signer, sol_events_from / _to). */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { rowExists } from '../../plugins/app/search-repository';

export function createSolSearchRepository(db: Kysely<DB>) {
  return {
    async transactionBySignature(chain: string, signature: string): Promise<{ block_height: number; hash: string } | undefined> {
      return db
        .selectFrom('sol_transactions')
        .select(['block_height', 'signature as hash'])
        .where('signature', '=', signature)
        .where('chain', '=', chain)
        .limit(1)
        .executeTakeFirst();
    },

    /** a Solana account that paid for a transaction or sent or received a transfer */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      const signed = db.selectFrom('sol_transactions').select('block_height').where('chain', '=', chain).where('signer', '=', address).where('vote', '=', false).limit(1);
      if (await rowExists(signed)) return true;
      if (await rowExists(db.selectFrom('sol_events').select('block_height').where('chain', '=', chain).where('from_address', '=', address).limit(1))) return true;
      return rowExists(db.selectFrom('sol_events').select('block_height').where('chain', '=', chain).where('to_address', '=', address).limit(1));
    },
  };
}
