/** The EVM search's own probe: an address with transactions (transactions_from / _to). */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { rowExists } from '../../plugins/app/search-repository';

export function createEvmSearchRepository(db: Kysely<DB>) {
  return {
    /** an EVM address that sent or received a transaction */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      const from = db.selectFrom('transactions').select('block_height').where('chain', '=', chain).where('from_addr', '=', address).limit(1);
      if (await rowExists(from)) return true;
      return rowExists(db.selectFrom('transactions').select('block_height').where('chain', '=', chain).where('to_addr', '=', address).limit(1));
    },
  };
}
