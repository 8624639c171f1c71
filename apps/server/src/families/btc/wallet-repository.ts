/**
 * A Bitcoin wallet's reads (issue 27): which of a chunk of derived addresses the index has seen (one
 * query per chunk, by the summary's address key), and over the used ones their unspent outputs and
 * their transactions — one row per transaction with the wallet's received and sent sums, newest
 * first, each address's own newest keys merged (a LATERAL top-n per address), so a page costs
 * addresses × page size index entries, never the wallet's whole history. Addresses are compared as
 * output scripts (migration 026).
 */
import { chainKey } from '@explorer/core';
import type { ByteaIn, DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { UNSPENT, type BtcAddressTxRow } from './address-index';
import { btcNetworkOf } from './stored';

/** a transaction with the wallet's sums in it: the address page's row without the other parties */
export type WalletTxRow = Omit<BtcAddressTxRow, 'other_output' | 'other_input'>;

export interface WalletUtxoRow {
  txid: string;
  vout: number;
  value: string;
  block_height: number;
  /** the output's script, '0x…' */
  script: string;
}

const list = (scripts: readonly ByteaIn[]) => sql.join(scripts.map((s) => sql`${s}::bytea`));

export function createBtcWalletReads(db: Kysely<DB>) {
  return {
    /** the network the chain's node reports (mainnet until the indexer recorded one) */
    network: (chain: string) => btcNetworkOf(db, chain),

    /** the scripts of `scripts` the index has seen ('0x…' hex) */
    async used(chain: string, scripts: readonly ByteaIn[]): Promise<Set<string>> {
      if (scripts.length === 0) return new Set();
      const { rows } = await sql<{ address: string }>`SELECT address FROM address_summary WHERE chain = ${chainKey(chain)} AND address IN (${list(scripts)})`.execute(db);
      return new Set(rows.map((r) => r.address));
    },

    /** unspent outputs paying the scripts, newest first (at most `limit`), with their count and sum */
    async utxos(chain: string, scripts: readonly ByteaIn[], limit: number): Promise<{ count: number; sum: string; rows: WalletUtxoRow[] }> {
      if (scripts.length === 0) return { count: 0, sum: '0', rows: [] };
      const key = chainKey(chain);
      const unspent = sql`
        address_summary s JOIN address_activity a ON a.chain = s.chain AND a.address_id = s.id
        JOIN btc_outputs o ON o.chain = a.chain AND o.block_height = a.block_height AND o.tx_index = a.tx_index AND o.script = s.address
        JOIN btc_transactions t ON t.chain = o.chain AND t.block_height = o.block_height AND t.tx_index = o.tx_index
        WHERE s.chain = ${key} AND s.address IN (${list(scripts)}) AND (a.flags & 2) <> 0
          AND ${UNSPENT}`;
      const [{ rows: totals }, { rows }] = await Promise.all([
        sql<{ n: string; total: string }>`SELECT count(*)::text AS n, COALESCE(sum(o.value), 0)::text AS total FROM ${unspent}`.execute(db),
        sql<WalletUtxoRow>`
          SELECT encode(t.txid, 'hex') AS txid, o.vout, o.value::text AS value, o.block_height, o.script FROM ${unspent}
          ORDER BY o.block_height DESC, t.txid, o.vout LIMIT ${limit}`.execute(db),
      ]);
      return {
        count: Number(totals[0]?.n ?? 0),
        sum: totals[0]?.total ?? '0',
        rows: rows.map((r) => ({ ...r, vout: Number(r.vout), block_height: Number(r.block_height) })),
      };
    },

    /** the transactions touching the scripts, newest first, below the cursor, with the wallet's sums in each */
    async transactions(chain: string, scripts: readonly ByteaIn[], before: { height: number; index: number } | null, limit: number): Promise<WalletTxRow[]> {
      if (scripts.length === 0) return [];
      const key = chainKey(chain);
      const below = before ? sql`AND (a.block_height, a.tx_index) < (${before.height}::bigint, ${before.index}::int)` : sql``;
      const { rows } = await sql<WalletTxRow>`
        WITH mine AS (SELECT id FROM address_summary WHERE chain = ${key} AND address IN (${list(scripts)})),
        keys AS (
          SELECT DISTINCT k.block_height, k.tx_index FROM mine
          CROSS JOIN LATERAL (
            SELECT a.block_height, a.tx_index FROM address_activity a
            WHERE a.chain = ${key} AND a.address_id = mine.id ${below}
            ORDER BY a.block_height DESC, a.tx_index DESC LIMIT ${limit}
          ) k
          ORDER BY k.block_height DESC, k.tx_index DESC LIMIT ${limit}
        )
        SELECT t.block_height, t.tx_index, encode(t.txid, 'hex') AS hash, b.timestamp, COALESCE(t.fee, 0)::text AS fee,
          (SELECT COALESCE(sum(o.value), 0)::text FROM btc_outputs o WHERE o.chain = t.chain AND o.block_height = t.block_height AND o.tx_index = t.tx_index AND o.script IN (${list(scripts)})) AS received,
          (SELECT COALESCE(sum(i.value), 0)::text FROM btc_inputs i WHERE i.chain = t.chain AND i.block_height = t.block_height AND i.tx_index = t.tx_index AND i.script IN (${list(scripts)})) AS sent
        FROM keys
        JOIN btc_transactions t ON t.chain = ${key} AND t.block_height = keys.block_height AND t.tx_index = keys.tx_index
        JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height
        ORDER BY t.block_height DESC, t.tx_index DESC`.execute(db);
      return rows.map((r) => ({ ...r, block_height: Number(r.block_height), tx_index: Number(r.tx_index), timestamp: Number(r.timestamp) }));
    },
  };
}
