/**
 * The Solana activity of watched addresses in a block range: transfer events (from: out, to: in; the
 * mint, or '' for SOL). The watched base58 addresses are compared as their 32 bytes (the events'
 * form); only the matched rows are turned back into base58 (explorer_b58_encode, migration 027), the
 * signature from the event's transaction.
 */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

const BASE58 = '^[1-9A-HJ-NP-Za-km-z]+$';
const watchedKey = (column: string) => sql`${sql.ref(column)} IN (SELECT explorer_b58_decode(address) FROM watched WHERE address ~ ${BASE58})`;

export const solAlertActivity: ServerFamily['alertActivity'] = ({ inRange }) => sql`
    SELECT explorer_b58_encode(e.address) AS address, explorer_b58_encode(t.signature) AS txid, e.block_height, e.direction,
           coalesce(explorer_b58_encode(e.mint), '') AS token, e.amount
    FROM (
      SELECT chain, block_height, tx_index, to_address AS address, 'in' AS direction, mint, amount
        FROM sol_events WHERE ${inRange} AND ${watchedKey('to_address')}
      UNION ALL SELECT chain, block_height, tx_index, from_address, 'out', mint, amount
        FROM sol_events WHERE ${inRange} AND ${watchedKey('from_address')}
    ) e
    JOIN sol_transactions t ON t.chain = e.chain AND t.block_height = e.block_height AND t.tx_index = e.tx_index`;
