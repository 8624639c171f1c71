/**
 * Bitcoin facts of an address page: per transaction the address's net value (outputs to it minus
 * inputs from it) and the first other party, and its unspent outputs (an output is spent when an
 * input names its outpoint: btc_inputs_prevout).
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { keyArrays } from '../../plugins/app/address-index/keys';

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

const UNSPENT = sql`NOT EXISTS (SELECT 1 FROM btc_inputs i WHERE i.chain = o.chain AND i.prev_txid = o.txid AND i.prev_vout = o.vout)`;

export function createBtcAddressReads(db: Kysely<DB>) {
  return {
    async transactions(chain: string, address: string, keys: readonly { block_height: number; tx_index: number }[]): Promise<BtcAddressTxRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const { rows } = await sql<BtcAddressTxRow>`
        SELECT t.block_height, t.tx_index, t.hash, t.timestamp, t.fee::text AS fee,
          (SELECT COALESCE(sum(o.value), 0)::text FROM btc_outputs o WHERE o.chain = t.chain AND o.block_height = t.block_height AND o.txid = t.hash AND o.address = ${address}) AS received,
          (SELECT COALESCE(sum(i.value), 0)::text FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.txid = t.hash AND i.address = ${address}) AS sent,
          (SELECT o.address FROM btc_outputs o WHERE o.chain = t.chain AND o.block_height = t.block_height AND o.txid = t.hash AND o.address <> ${address} ORDER BY o.vout LIMIT 1) AS other_output,
          (SELECT i.address FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.txid = t.hash AND i.address <> ${address} ORDER BY i.vin LIMIT 1) AS other_input
        FROM unnest(${heights}, ${indexes}) AS k(h, i)
        JOIN transactions t ON t.chain = ${chain} AND t.block_height = k.h AND t.tx_index = k.i`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height), timestamp: Number(r.timestamp) }));
    },

    /** Unspent outputs, newest first (at most `limit`), with their count and sum over all of them. */
    async utxos(chain: string, address: string, limit: number): Promise<{ count: number; sum: string; rows: BtcUtxoRow[] }> {
      const [{ rows: totals }, { rows }] = await Promise.all([
        sql<{ n: string; total: string }>`
          SELECT count(*)::text AS n, COALESCE(sum(o.value), 0)::text AS total FROM btc_outputs o
          WHERE o.chain = ${chain} AND o.address = ${address} AND ${UNSPENT}`.execute(db),
        sql<BtcUtxoRow>`
          SELECT o.txid, o.vout, o.value::text AS value, o.block_height FROM btc_outputs o
          WHERE o.chain = ${chain} AND o.address = ${address} AND ${UNSPENT}
          ORDER BY o.block_height DESC, o.txid, o.vout LIMIT ${limit}`.execute(db),
      ]);
      return {
        count: Number(totals[0]?.n ?? 0),
        sum: totals[0]?.total ?? '0',
        rows: rows.map((r) => ({ ...r, block_height: Number(r.block_height), vout: Number(r.vout) })),
      };
    },
  };
}
