/**
 * The Esplora API's own reads (everything else is the Bitcoin family's repositories): a block's txids,
 * the median time past of a block, and an address's funded and spent output totals — each bounded by
 * the block or by the address's index entries (the address index: the transactions touching it).
 */
import { chainKey } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import type { BtcNetwork } from '@explorer/core';
import { sql, type Kysely } from 'kysely';
import { btcNetworkOf } from '../stored';
import { selectBtcTxs, type BtcTxRow, type TxKey } from '../transactions-repository';

export interface AddressTotals {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
}

export function createEsploraReads(db: Kysely<DB>) {
  return {
    /** the network the chain's node reports (addresses are shown and checked on it) */
    network: (chain: string): Promise<BtcNetwork> => btcNetworkOf(db, chain),

    /** the transactions at these places, in the keys' order */
    async txsAt(chain: string, keys: readonly TxKey[]): Promise<BtcTxRow[]> {
      if (keys.length === 0) return [];
      const rows = await selectBtcTxs(
        db,
        chain,
        sql``,
        // one primary-key probe per place (LIMIT 1 keeps the planner from flattening it into a join that scans a partition)
        sql`unnest(${keys.map((k) => k.block_height)}::bigint[], ${keys.map((k) => k.tx_index)}::int[]) AS k(h, x)
          CROSS JOIN LATERAL (SELECT * FROM btc_transactions WHERE chain = ${chainKey(chain)} AND block_height = k.h AND tx_index = k.x LIMIT 1) t`,
      );
      const at = new Map(rows.map((r) => [`${r.block_height}:${r.tx_index}`, r]));
      return keys.map((k) => at.get(`${k.block_height}:${k.tx_index}`)).filter((r): r is BtcTxRow => r !== undefined);
    },

    async txids(chain: string, height: number): Promise<string[]> {
      const { rows } = await sql<{ txid: string }>`SELECT encode(txid, 'hex') AS txid FROM btc_transactions WHERE chain = ${chainKey(chain)} AND block_height = ${height} ORDER BY tx_index`.execute(db);
      return rows.map((r) => r.txid);
    },

    /** BIP 113: the median time of the block and the ten before it */
    async medianTime(chain: string, height: number): Promise<number> {
      const { rows } = await sql<{ timestamp: string | number }>`SELECT timestamp FROM blocks WHERE chain = ${chainKey(chain)} AND height BETWEEN ${height - 10} AND ${height}`.execute(db);
      const times = rows.map((r) => Number(r.timestamp)).sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)] ?? 0;
    },

    /** outputs paying the script and inputs spending from it, over the transactions the address index lists for it */
    async addressTotals(chain: string, script: ByteaIn): Promise<AddressTotals> {
      const c = chainKey(chain);
      const { rows } = await sql<{ fc: string; fs: string; sc: string; ss: string }>`
        WITH k AS (
          SELECT a.block_height, a.tx_index, a.flags FROM address_summary s JOIN address_activity a ON a.address_id = s.id AND a.chain = s.chain
          WHERE s.chain = ${c} AND s.address = ${script}),
        funded AS (
          SELECT count(*) AS n, COALESCE(sum(o.value), 0) AS total FROM k
          JOIN btc_outputs o ON o.chain = ${c} AND o.block_height = k.block_height AND o.tx_index = k.tx_index AND o.script = ${script}
          WHERE (k.flags & 2) <> 0),
        spent AS (
          SELECT count(*) AS n, COALESCE(sum(i.value), 0) AS total FROM k
          JOIN btc_inputs i ON i.chain = ${c} AND i.block_height = k.block_height AND i.tx_index = k.tx_index AND i.script = ${script}
          WHERE (k.flags & 1) <> 0)
        SELECT funded.n::text AS fc, funded.total::text AS fs, spent.n::text AS sc, spent.total::text AS ss FROM funded, spent`.execute(db);
      const r = rows[0]!;
      return { funded_txo_count: Number(r.fc), funded_txo_sum: Number(r.fs), spent_txo_count: Number(r.sc), spent_txo_sum: Number(r.ss) };
    },
  };
}
