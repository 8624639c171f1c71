/** The Bitcoin search's own probe: an address ever paid (btc_outputs_address). */
import type { DB } from '@explorer/db';
import type { Kysely } from 'kysely';
import { rowExists } from '../../plugins/app/search-repository';

export function createBtcSearchRepository(db: Kysely<DB>) {
  return {
    /** a Bitcoin address that was ever paid (every address that spends was paid first) */
    async addressSeen(chain: string, address: string): Promise<boolean> {
      return rowExists(db.selectFrom('btc_outputs').select('block_height').where('chain', '=', chain).where('address', '=', address).limit(1));
    },
  };
}
