/** The EVM activity of watched addresses in a block range: successful transactions moving value (from: out, to: in) and token transfers. */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

export const evmAlertActivity: ServerFamily['alertActivity'] = ({ inRange, isWatched }) => sql`
    SELECT to_addr AS address, hash AS txid, block_height, 'in' AS direction, '' AS token, value AS amount
      FROM transactions WHERE ${inRange} AND status = 1 AND value > 0 AND ${isWatched('to_addr')}
    UNION ALL SELECT from_addr, hash, block_height, 'out', '', value
      FROM transactions WHERE ${inRange} AND status = 1 AND value > 0 AND ${isWatched('from_addr')}
    UNION ALL SELECT to_addr, tx_hash, block_height, 'in', token, amount
      FROM token_transfers WHERE ${inRange} AND ${isWatched('to_addr')}
    UNION ALL SELECT from_addr, tx_hash, block_height, 'out', token, amount
      FROM token_transfers WHERE ${inRange} AND ${isWatched('from_addr')}`;
