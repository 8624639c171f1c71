/**
 * Bitcoin facts of an address page: per transaction the address's net value (outputs to it minus
 * inputs from it) and the first other party, and its unspent outputs (an output is spent when an
 * input names its outpoint: btc_inputs_prevout). The address is compared as its script (migration 026).
 */
import { chainKey } from '@explorer/core';
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { keyArrays } from '../../plugins/app/address-index/keys';
import { addressOfScript, btcAddressBytes, btcNetworkOf } from './stored';

export interface BtcAddressTxRow {
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  fee: string;
  received: string;
  sent: string;
  other_output: string | null;
  other_input: string | null;
}

export interface BtcUtxoRow {
  txid: string;
  vout: number;
  value: string;
  block_height: number;
}

/** o: btc_outputs, t: its btc_transactions row */
export const UNSPENT = sql`NOT EXISTS (SELECT 1 FROM btc_inputs i WHERE i.prev_txid = t.txid AND i.chain = o.chain AND i.prev_vout = o.vout)`;

export function createBtcAddressReads(db: Kysely<DB>) {
  return {
    async transactions(chain: string, address: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<BtcAddressTxRow[]> {
      if (keys.length === 0) return [];
      const script = btcAddressBytes(address);
      const { heights, indexes } = keyArrays(keys);
      const [network, { rows }] = await Promise.all([
        btcNetworkOf(db, chain),
        sql<Omit<BtcAddressTxRow, 'other_output' | 'other_input'> & { other_output: string | null; other_input: string | null }>`
        SELECT t.block_height, t.tx_index, encode(t.txid, 'hex') AS hash, b.timestamp, t.fee::text AS fee,
          (SELECT COALESCE(sum(o.value), 0)::text FROM btc_outputs o WHERE o.chain = t.chain AND o.block_height = t.block_height AND o.tx_index = t.tx_index AND o.script = ${script}) AS received,
          (SELECT COALESCE(sum(i.value), 0)::text FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.tx_index = t.tx_index AND i.script = ${script}) AS sent,
          (SELECT o.script FROM btc_outputs o WHERE o.chain = t.chain AND o.block_height = t.block_height AND o.tx_index = t.tx_index AND o.script <> ${script} ORDER BY o.vout LIMIT 1) AS other_output,
          (SELECT i.script FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.tx_index = t.tx_index AND i.script <> ${script} ORDER BY i.vin LIMIT 1) AS other_input
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        JOIN btc_transactions t ON t.chain = ${chainKey(chain)} AND t.block_height = k.h AND t.tx_index = k.i
        JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height`.execute(db),
      ]);
      return rows.map((r) => ({
        ...r,
        fee: r.fee ?? '0',
        block_height: Number(r.block_height),
        timestamp: Number(r.timestamp),
        other_output: addressOfScript(r.other_output, network),
        other_input: addressOfScript(r.other_input, network),
      }));
    },

    /** Unspent outputs, newest first (at most `limit`), with their count and sum over all of them (the address index: the transactions paying it). */
    async utxos(chain: string, address: string, limit: number): Promise<{ count: number; sum: string; rows: BtcUtxoRow[] }> {
      const script = btcAddressBytes(address);
      if (!script) return { count: 0, sum: '0', rows: [] };
      const paid = sql`address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
          JOIN btc_outputs o ON o.chain = a.chain AND o.block_height = a.block_height AND o.tx_index = a.tx_index AND o.script = s.address
          JOIN btc_transactions t ON t.chain = o.chain AND t.block_height = o.block_height AND t.tx_index = o.tx_index
          WHERE s.chain = ${chainKey(chain)} AND s.address = ${script} AND (a.flags & 2) <> 0 AND ${UNSPENT}`;
      const [{ rows: totals }, { rows }] = await Promise.all([
        sql<{ n: string; total: string }>`SELECT count(*)::text AS n, COALESCE(sum(o.value), 0)::text AS total FROM ${paid}`.execute(db),
        sql<BtcUtxoRow>`
          SELECT encode(t.txid, 'hex') AS txid, o.vout, o.value::text AS value, o.block_height FROM ${paid}
          ORDER BY o.block_height DESC, t.txid, o.vout LIMIT ${limit}`.execute(db),
      ]);
      return {
        count: Number(totals[0]?.n ?? 0),
        sum: totals[0]?.total ?? '0',
        rows: rows.map((r) => ({ ...r, block_height: Number(r.block_height), vout: Number(r.vout) })),
      };
    },
  };
}
