/** The Solana activity of watched addresses in a block range: transfer events (from: out, to: in; the mint, or '' for SOL). */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

export const solAlertActivity: ServerFamily['alertActivity'] = ({ inRange, isWatched }) => sql`
    SELECT to_address AS address, signature AS txid, block_height, 'in' AS direction, coalesce(mint, '') AS token, amount
      FROM sol_events WHERE ${inRange} AND ${isWatched('to_address')}
    UNION ALL SELECT from_address, signature, block_height, 'out', coalesce(mint, ''), amount
      FROM sol_events WHERE ${inRange} AND ${isWatched('from_address')}`;
