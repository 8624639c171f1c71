/**
 * The Bitcoin activity of watched addresses in a block range: inputs (out) and outputs (in). Rows
 * store the address as its script and no txid: the watched addresses are turned into scripts
 * (explorer_btc_script, migration 024) and matched, the txid is the transaction's (by position).
 */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

export const btcAlertActivity: ServerFamily['alertActivity'] = ({ inRange, isWatched }) => sql`
  SELECT w.address, encode(t.txid, 'hex') AS txid, x.block_height, x.direction, '' AS token, x.amount
  FROM (
    SELECT chain, block_height, tx_index, script, 'in' AS direction, value AS amount FROM btc_outputs WHERE ${inRange} AND script IS NOT NULL
    UNION ALL SELECT chain, block_height, tx_index, script, 'out', coalesce(value, 0) FROM btc_inputs WHERE ${inRange} AND script IS NOT NULL
  ) AS x
  JOIN (SELECT address, explorer_btc_script(address) AS script FROM (SELECT DISTINCT address FROM watched) AS d WHERE ${isWatched('address')}) AS w ON w.script = x.script
  JOIN btc_transactions t ON t.chain = x.chain AND t.block_height = x.block_height AND t.tx_index = x.tx_index`;
