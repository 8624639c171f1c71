/**
 * Bitcoin transaction reads: the shared transactions row joined with btc_transactions (sizes,
 * wtxid, coinbase, value in) and its block's hash; inputs and outputs of a page of transactions
 * are read in one query each, by primary key (chain, block_height, txid, …).
 */
import type { DB } from '@explorer/db';
import { sql, type Kysely } from 'kysely';
import { startOfPage } from '../evm/transactions-repository';

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
  hash: string;
}

/** A chain's transactions as BtcTxRow (t: transactions, d: btc_transactions, b: blocks), for reads to narrow and order. */
export const btcTxQuery = (db: Kysely<DB>, chain: string) =>
  db
    .selectFrom('transactions as t')
    .innerJoin('btc_transactions as d', (j) => j.onRef('d.chain', '=', 't.chain').onRef('d.block_height', '=', 't.block_height').onRef('d.tx_index', '=', 't.tx_index'))
    .innerJoin('blocks as b', (j) => j.onRef('b.chain', '=', 't.chain').onRef('b.height', '=', 't.block_height'))
    .select(['t.chain', 't.block_height', 't.tx_index', 't.hash', 't.timestamp', 't.value', 't.fee', 't.status'])
    .select(['d.wtxid', 'd.size', 'd.vsize', 'd.weight', 'd.coinbase', 'd.value_in', 'b.hash as block_hash'])
    .where('t.chain', '=', chain);

export function createBtcTransactionsRepository(db: Kysely<DB>) {
  const txs = (chain: string) => btcTxQuery(db, chain);

  return {
    /** Newest first across the chain, from the transaction `offset` places below the newest (keyset, see startOfPage). */
    async list(chain: string, offset: number, limit: number): Promise<BtcTxRow[]> {
      const start = await startOfPage(db, chain, offset);
      if (!start) return [];
      return txs(chain)
        .where(sql<boolean>`(t.block_height, t.tx_index) <= (${start.height}, ${start.txIndex})`)
        .orderBy('t.block_height', 'desc')
        .orderBy('t.tx_index', 'desc')
        .limit(limit)
        .execute();
    },

    /** A block's transactions in block order. */
    async ofBlock(chain: string, height: number, offset: number, limit: number): Promise<BtcTxRow[]> {
      return txs(chain).where('t.block_height', '=', height).orderBy('t.tx_index', 'asc').limit(limit).offset(offset).execute();
    },

    /** By txid; two coinbases share a txid in history (BIP 30): the newer one answers. */
    async byTxid(chain: string, txid: string): Promise<BtcTxRow | undefined> {
      return txs(chain).where('t.hash', '=', txid).orderBy('t.block_height', 'desc').limit(1).executeTakeFirst();
    },

    async inputsOf(chain: string, keys: readonly TxKey[]): Promise<BtcInputRow[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('btc_inputs')
        .select(['block_height', 'txid', 'vin', 'prev_txid', 'prev_vout', 'value', 'address', 'script_type'])
        .where('chain', '=', chain)
        .where((eb) => eb(eb.refTuple('block_height', 'txid'), 'in', keys.map((k) => eb.tuple(k.block_height, k.hash))))
        .orderBy('block_height')
        .orderBy('txid')
        .orderBy('vin')
        .execute();
    },

    async outputsOf(chain: string, keys: readonly TxKey[]): Promise<BtcOutputRow[]> {
      if (keys.length === 0) return [];
      // the spender of an output is the input naming its outpoint (btc_inputs_prevout)
      return db
        .selectFrom('btc_outputs as o')
        .leftJoin('btc_inputs as i', (j) => j.onRef('i.chain', '=', 'o.chain').onRef('i.prev_txid', '=', 'o.txid').onRef('i.prev_vout', '=', 'o.vout'))
        .select(['o.block_height', 'o.txid', 'o.vout', 'o.value', 'o.address', 'o.script_type', 'i.txid as spent_txid', 'i.vin as spent_vin', 'i.block_height as spent_height'])
        .where('o.chain', '=', chain)
        .where((eb) => eb(eb.refTuple('o.block_height', 'o.txid'), 'in', keys.map((k) => eb.tuple(k.block_height, k.hash))))
        .orderBy('o.block_height')
        .orderBy('o.txid')
        .orderBy('o.vout')
        .execute();
    },
  };
}
