/**
 * A Bitcoin block made ready for the writer (write.ts): the shared blocks and transactions rows,
 * the Bitcoin details, outputs and inputs, encoded per table (../encoded-rows.ts) so the result is
 * plain data a decode worker can post. The block's extra carries what only Bitcoin has, and a
 * sketch of the addresses it touched (the 24 h active-address count merges them).
 */
import { addToSketch, newSketch, sketchToHex, type BtcBlockBundle, type BtcBlockExtra, type ChainId } from '@explorer/core';
import { encodeRows } from '../encoded-rows';
import { ACTIVITY_IN, ACTIVITY_OUT, BlockActivity } from '../address-activity';
import { BTC_INPUTS, BTC_OUTPUTS, BTC_TX_DETAILS, BTC_TXS, type BtcInputRow, type BtcOutputRow, type BtcTxDetailRow, type BtcTxRow } from './rows';
import type { PreparedBtcBlock } from './write';

const str = (v: bigint | null) => (v === null ? null : v.toString());

/** A bundle whose fees are known (family: the adapter refuses one without input values). */
export function prepareBtcBlock(chain: ChainId, bundle: BtcBlockBundle): PreparedBtcBlock {
  const { block: b, transactions } = bundle;
  if (b.fees === null || b.reward === null) throw new Error(`block ${b.height}: fees unknown (an input without its value)`);
  const sketch = newSketch();
  const txs: BtcTxRow[] = [];
  const details: BtcTxDetailRow[] = [];
  const outputs: BtcOutputRow[] = [];
  const inputs: BtcInputRow[] = [];
  const height = b.height;
  const activity = new BlockActivity(chain, height, b.timestamp);
  // plain object literals (no spread): tens of thousands of rows a block, read column by column next
  for (const t of transactions) {
    const txid = t.txid;
    const txIndex = t.index;
    txs.push({ chain, block_height: height, tx_index: txIndex, hash: txid, timestamp: b.timestamp, value: t.valueOut.toString(), fee: (t.fee ?? 0n).toString(), status: 1 });
    details.push({ chain, block_height: height, tx_index: txIndex, txid, wtxid: t.wtxid, size: t.size, vsize: t.vsize, weight: t.weight, coinbase: t.coinbase, value_in: str(t.valueIn) });
    for (const o of t.outputs) {
      outputs.push({ chain, block_height: height, txid, vout: o.vout, tx_index: txIndex, value: o.value.toString(), address: o.address, script_type: o.scriptType });
      if (o.address) addToSketch(sketch, o.address);
      activity.add(o.address, txIndex, ACTIVITY_IN);
    }
    for (const i of t.inputs) {
      inputs.push({ chain, block_height: height, txid, vin: i.vin, tx_index: txIndex, prev_txid: i.prevTxid, prev_vout: i.prevVout, value: str(i.value), address: i.address, script_type: i.scriptType });
      if (i.address) addToSketch(sketch, i.address);
      activity.add(i.address, txIndex, ACTIVITY_OUT);
    }
  }
  const extra: BtcBlockExtra = {
    version: b.version,
    bits: b.bits,
    nonce: b.nonce,
    merkle_root: b.merkleRoot,
    difficulty: b.difficulty,
    weight: b.weight,
    stripped_size: b.strippedSize,
    subsidy: b.subsidy.toString(),
    reward: b.reward.toString(),
    coinbase_value: b.coinbaseValue.toString(),
    address_sketch: sketchToHex(sketch),
  };
  return {
    block: { height: b.height, hash: b.hash, parentHash: b.parentHash, txCount: b.txCount, minerTip: b.fees.toString() },
    row: {
      chain,
      height: b.height,
      hash: b.hash,
      parent_hash: b.parentHash,
      timestamp: b.timestamp,
      miner: b.miner,
      size: b.size,
      tx_count: b.txCount,
      miner_tip: b.fees.toString(),
      burned: '0',
      value_sum: b.valueOut.toString(),
      extra: JSON.stringify(extra),
    },
    transactions: encodeRows(BTC_TXS, txs),
    details: encodeRows(BTC_TX_DETAILS, details),
    outputs: encodeRows(BTC_OUTPUTS, outputs),
    inputs: encodeRows(BTC_INPUTS, inputs),
    activity: activity.encode(),
  };
}
