/**
 * The Bitcoin transaction as the API sends it (BtcTransactionSchema in @explorer/core wire/btc.ts):
 * the transaction row, its inputs with the outputs they spend (prevout) and its outputs with their
 * spender. Fee = inputs − outputs as stored; null when an input value is unknown; "0" for the coinbase.
 */
import type { ApiBtcInput, ApiBtcTransaction, ApiBtcUtxo } from '@explorer/core';
import type { BtcInputRow, BtcOutputRow, BtcTxRow } from './transactions-repository';
import { confirmations, txId } from '../../wire/common';

export function toBtcInput(row: BtcInputRow): ApiBtcInput {
  const coinbase = row.prev_txid === null;
  return {
    vin: row.vin,
    txid: row.prev_txid,
    vout: row.prev_vout,
    coinbase,
    prevout: coinbase || row.value === null ? null : { value: row.value, scriptPubKey: { address: row.address, type: row.script_type ?? 'unknown' } },
  };
}

export function toBtcUtxo(row: BtcOutputRow): ApiBtcUtxo {
  return {
    id: `${row.txid}:${row.vout}`,
    vout_index: row.vout,
    address: row.address,
    value_satoshi: row.value,
    script_type: row.script_type,
    spent_tx_id: row.spent_txid,
    spent_vin: row.spent_vin,
    spent_height: row.spent_height,
  };
}

/** sat/vB with two decimals, rounded half up, with bigint math. */
export function feeRate(fee: string, vsize: number): string {
  const hundredths = (BigInt(fee) * 200n + BigInt(vsize)) / (2n * BigInt(vsize));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

export function toBtcTransaction(row: BtcTxRow, inputs: BtcInputRow[], outputs: BtcOutputRow[], tip: number | null): ApiBtcTransaction {
  const fee = row.coinbase ? '0' : row.value_in === null ? null : row.fee;
  return {
    id: txId(row.chain, row.block_height, row.tx_index),
    chain: 'btc',
    tx_id: row.hash,
    txid: row.hash,
    hash: row.hash,
    wtxid: row.wtxid,
    ctime: row.timestamp,
    timestamp: row.timestamp,
    block_height: row.block_height,
    block_hash: row.block_hash,
    tx_index: row.tx_index,
    coinbase: row.coinbase,
    amount: row.value,
    value: row.value,
    value_in: row.coinbase ? null : row.value_in,
    fee,
    fee_rate: fee === null || row.coinbase || row.vsize <= 0 ? null : feeRate(fee, row.vsize),
    size: row.size,
    vsize: row.vsize,
    weight: row.weight,
    status: row.status >= 0 && row.status <= 2 ? row.status : 3,
    confirmations: confirmations(tip, row.block_height),
    vin: inputs.map(toBtcInput),
    btc_utxos: outputs.map(toBtcUtxo),
  };
}

/** Groups rows by their transaction (block height and txid). */
export function byTransaction<R extends { block_height: number; txid: string }>(rows: readonly R[]): Map<string, R[]> {
  const out = new Map<string, R[]>();
  for (const r of rows) {
    const key = `${r.block_height}:${r.txid}`;
    const list = out.get(key);
    if (list) list.push(r);
    else out.set(key, [r]);
  }
  return out;
}
