/** The Bitcoin activity of watched addresses in a block range: inputs (out) and outputs (in). */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

export const btcAlertActivity: ServerFamily['alertActivity'] = ({ inRange, isWatched }) => sql`
    SELECT address, txid, block_height, 'in' AS direction, '' AS token, value AS amount
      FROM btc_outputs WHERE ${inRange} AND ${isWatched('address')}
    UNION ALL SELECT address, txid, block_height, 'out', '', coalesce(value, 0)
      FROM btc_inputs WHERE ${inRange} AND ${isWatched('address')}`;
