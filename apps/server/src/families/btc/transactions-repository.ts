/**
 * Bitcoin transaction reads (migration 026): btc_transactions with its block's hash and time, in the
 * row shape the wire code takes (txids bare hex, amounts decimal strings, addresses from their
 * scripts on the chain's network, vsize = ceil(weight / 4), the coinbase at index 0); inputs and
 * outputs of a page of transactions are read in one query each, by primary key (chain,
 * block_height, tx_index, …), their txid from their transaction's row.
 */
import { chainKey } from '@explorer/core';
import { bytea, type DB } from '@explorer/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { startOfPage } from '../../plugins/app/page-start';
import { addressOfScript, btcNetworkOf, scriptTypeOf } from './stored';

export interface BtcTxRow {
  chain: string;
  block_height: number;
  tx_index: number;
  hash: string;
  timestamp: number;
  value: string;
  fee: string;
  status: number;
  wtxid: string;
  size: number;
  vsize: number;
  weight: number;
  coinbase: boolean;
  value_in: string | null;
  block_hash: string;
}

export interface BtcInputRow {
  block_height: number;
  txid: string;
  vin: number;
  prev_txid: string | null;
  prev_vout: number | null;
  value: string | null;
  address: string | null;
  script_type: string | null;
}

export interface BtcOutputRow {
  block_height: number;
  txid: string;
  vout: number;
  value: string;
  address: string | null;
  script_type: string;
  spent_txid: string | null;
  spent_vin: number | null;
  spent_height: number | null;
}

/** A transaction's place: what its inputs and outputs are keyed by. */
export interface TxKey {
  block_height: number;
  tx_index: number;
}

interface StoredTx {
  block_height: number | string;
  tx_index: number;
  hash: string;
  timestamp: number | string;
  value: string;
  fee: string | null;
  wtxid: string;
  size: number;
  weight: number;
  block_hash: string;
}

/** the BtcTxRow columns of btc_transactions t joined with blocks b */
const TX_COLUMNS = sql`t.block_height, t.tx_index, encode(t.txid, 'hex') AS hash, b.timestamp, t.value::text AS value, t.fee::text AS fee,
  encode(coalesce(t.wtxid, t.txid), 'hex') AS wtxid, t.size, t.weight, encode(b.hash, 'hex') AS block_hash`;

function toTxRow(chain: string, r: StoredTx): BtcTxRow {
  const coinbase = r.tx_index === 0;
  return {
    chain,
    block_height: Number(r.block_height),
    tx_index: r.tx_index,
    hash: r.hash,
    timestamp: Number(r.timestamp),
    value: r.value,
    fee: r.fee ?? '0',
    status: 1,
    wtxid: r.wtxid,
    size: r.size,
    vsize: Math.ceil(r.weight / 4),
    weight: r.weight,
    coinbase,
    value_in: coinbase || r.fee === null ? null : (BigInt(r.value) + BigInt(r.fee)).toString(),
    block_hash: r.block_hash,
  };
}

/** A chain's transactions as BtcTxRow, narrowed and ordered by `rest` (t: btc_transactions, b: blocks). */
export async function selectBtcTxs(db: Kysely<DB>, chain: string, rest: RawBuilder<unknown>, from: RawBuilder<unknown> = sql`btc_transactions t`): Promise<BtcTxRow[]> {
  const { rows } = await sql<StoredTx>`
    SELECT ${TX_COLUMNS} FROM ${from}
    JOIN blocks b ON b.chain = t.chain AND b.height = t.block_height
    ${rest}`.execute(db);
  return rows.map((r) => toTxRow(chain, r));
}


const keyArrays = (keys: readonly TxKey[]) => ({ heights: keys.map((k) => k.block_height), indexes: keys.map((k) => k.tx_index) });

export function createBtcTransactionsRepository(db: Kysely<DB>) {
  return {
    /** Newest first across the chain, from the transaction `offset` places below the newest (keyset, see startOfPage). */
    async list(chain: string, offset: number, limit: number): Promise<BtcTxRow[]> {
      const start = await startOfPage(db, chain, offset, 'btc_transactions');
      if (!start) return [];
      return selectBtcTxs(db, chain, sql`WHERE t.chain = ${chainKey(chain)} AND (t.block_height, t.tx_index) <= (${start.height}, ${start.txIndex})
        ORDER BY t.block_height DESC, t.tx_index DESC LIMIT ${limit}`);
    },

    /** A block's transactions in block order. */
    async ofBlock(chain: string, height: number, offset: number, limit: number): Promise<BtcTxRow[]> {
      return selectBtcTxs(db, chain, sql`WHERE t.chain = ${chainKey(chain)} AND t.block_height = ${height} ORDER BY t.tx_index LIMIT ${limit} OFFSET ${offset}`);
    },

    /** By txid (the hash index); two coinbases share a txid in history (BIP 30): the newer one answers. */
    async byTxid(chain: string, txid: string): Promise<BtcTxRow | undefined> {
      const rows = await selectBtcTxs(db, chain, sql`WHERE t.chain = ${chainKey(chain)} AND t.txid = ${bytea(txid)} ORDER BY t.block_height DESC LIMIT 1`);
      return rows[0];
    },

    async inputsOf(chain: string, keys: readonly TxKey[]): Promise<BtcInputRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      const [network, { rows }] = await Promise.all([
        btcNetworkOf(db, chain),
        sql<{ block_height: number | string; txid: string; vin: number; prev_txid: string | null; prev_vout: number | null; value: string | null; script: string | null; script_type: number | null }>`
          SELECT i.block_height, encode(t.txid, 'hex') AS txid, i.vin, encode(i.prev_txid, 'hex') AS prev_txid, i.prev_vout, i.value::text AS value, i.script, i.script_type
          FROM unnest(${heights}::bigint[], ${indexes}::int[]) AS k(h, x)
          CROSS JOIN LATERAL (SELECT chain, block_height, tx_index, txid FROM btc_transactions WHERE chain = ${chainKey(chain)} AND block_height = k.h AND tx_index = k.x LIMIT 1) t
          CROSS JOIN LATERAL (SELECT * FROM btc_inputs WHERE chain = t.chain AND block_height = t.block_height AND tx_index = t.tx_index OFFSET 0) i
          ORDER BY i.block_height, t.txid, i.vin`.execute(db),
      ]);
      return rows.map((r) => ({
        block_height: Number(r.block_height),
        txid: r.txid,
        vin: r.vin,
        prev_txid: r.prev_txid,
        prev_vout: r.prev_vout,
        value: r.value,
        address: addressOfScript(r.script, network),
        script_type: scriptTypeOf(r.script_type),
      }));
    },

    async outputsOf(chain: string, keys: readonly TxKey[]): Promise<BtcOutputRow[]> {
      if (keys.length === 0) return [];
      const { heights, indexes } = keyArrays(keys);
      // the spender of an output is the input naming its outpoint (btc_inputs_prevout), its txid its transaction's
      const [network, { rows }] = await Promise.all([
        btcNetworkOf(db, chain),
        sql<{ block_height: number | string; txid: string; vout: number; value: string; script: string | null; script_type: number; spent_txid: string | null; spent_vin: number | null; spent_height: number | string | null }>`
          SELECT o.block_height, encode(t.txid, 'hex') AS txid, o.vout, o.value::text AS value, o.script, o.script_type,
                 encode(s.txid, 'hex') AS spent_txid, i.vin AS spent_vin, i.block_height AS spent_height
          FROM unnest(${heights}::bigint[], ${indexes}::int[]) AS k(h, x)
          JOIN btc_transactions t ON t.chain = ${chainKey(chain)} AND t.block_height = k.h AND t.tx_index = k.x
          JOIN btc_outputs o ON o.chain = t.chain AND o.block_height = t.block_height AND o.tx_index = t.tx_index
          LEFT JOIN btc_inputs i ON i.prev_txid = t.txid AND i.chain = o.chain AND i.prev_vout = o.vout
          LEFT JOIN btc_transactions s ON s.chain = i.chain AND s.block_height = i.block_height AND s.tx_index = i.tx_index
          ORDER BY o.block_height, t.txid, o.vout`.execute(db),
      ]);
      return rows.map((r) => ({
        block_height: Number(r.block_height),
        txid: r.txid,
        vout: r.vout,
        value: r.value,
        address: addressOfScript(r.script, network),
        script_type: scriptTypeOf(r.script_type) ?? 'nonstandard',
        spent_txid: r.spent_txid,
        spent_vin: r.spent_vin,
        spent_height: r.spent_height === null ? null : Number(r.spent_height),
      }));
    },
  };
}
