/**
 * The EVM activity of watched addresses in a block range: successful transactions moving value (from: out,
 * to: in) and token transfers (a transfer's txid: its transaction's hash, joined by (chain, height, index)).
 * The rows' bytes are turned into the '0x…' text the saved addresses hold before the watched filter.
 */
import { sql } from 'kysely';
import type { ServerFamily } from '../types';

const hex = (column: string) => sql`'0x' || encode(${sql.ref(column)}, 'hex')`;

export const evmAlertActivity: ServerFamily['alertActivity'] = ({ inRange, isWatched }) => sql`
  SELECT * FROM (
    SELECT ${hex('to_addr')} AS address, ${hex('hash')} AS txid, block_height, 'in' AS direction, '' AS token, value AS amount
      FROM evm_transactions WHERE ${inRange} AND status = 1 AND value > 0 AND to_addr IS NOT NULL
    UNION ALL SELECT ${hex('from_addr')}, ${hex('hash')}, block_height, 'out', '', value
      FROM evm_transactions WHERE ${inRange} AND status = 1 AND value > 0
    UNION ALL SELECT ${hex('x.to_addr')}, ${hex('t.hash')}, x.block_height, 'in', ${hex('x.token')}, x.amount
      FROM (SELECT * FROM token_transfers WHERE ${inRange}) AS x
      JOIN evm_transactions t ON t.chain = x.chain AND t.block_height = x.block_height AND t.tx_index = x.tx_index
    UNION ALL SELECT ${hex('x.from_addr')}, ${hex('t.hash')}, x.block_height, 'out', ${hex('x.token')}, x.amount
      FROM (SELECT * FROM token_transfers WHERE ${inRange}) AS x
      JOIN evm_transactions t ON t.chain = x.chain AND t.block_height = x.block_height AND t.tx_index = x.tx_index
  ) AS activity WHERE ${isWatched('address')}`;
