/**
 * A Bitcoin block made ready for the writer (write.ts): the shared blocks row, the Bitcoin
 * transactions, outputs and inputs (addresses as their output scripts, ./script.ts), encoded per table (../encoded-rows.ts) so the result is
 * plain data a decode worker can post. The block's extra carries what only Bitcoin has, and a
 * sketch of the addresses it touched (the 24 h active-address count merges them).
 */
import { addToSketch, chainKey, newSketch, type BtcBlockBundle, type BtcBlockExtra, type ChainId } from '@explorer/core';
import { bytea, byteaOfBytes } from '@explorer/db';
import { encodeRows } from '../encoded-rows';
import { ACTIVITY_IN, ACTIVITY_OUT, BlockActivity } from '../address-activity';
import { BTC_INPUTS, BTC_OUTPUTS, BTC_TXS, type BtcInputRow, type BtcOutputRow, type BtcTxRow } from './rows';
import { addressScriptCache, scriptTypeCode } from './script';
import type { PreparedBtcBlock } from './write';

const str = (v: bigint | null) => (v === null ? null : v.toString());

/** A bundle whose fees are known (family: the adapter refuses one without input values). */
export function prepareBtcBlock(chain: ChainId, bundle: BtcBlockBundle): PreparedBtcBlock {
  const { block: b, transactions } = bundle;
  if (b.fees === null || b.reward === null) throw new Error(`block ${b.height}: fees unknown (an input without its value)`);
  const sketch = newSketch();
  const txs: BtcTxRow[] = [];
  const outputs: BtcOutputRow[] = [];
  const inputs: BtcInputRow[] = [];
  const height = b.height;
  const key = chainKey(chain);
  const scriptOf = addressScriptCache();
  const activity = new BlockActivity(chain, height, b.timestamp);
  // plain object literals (no spread): tens of thousands of rows a block, read column by column next
  for (const t of transactions) {
    const txid = bytea(t.txid);
    const txIndex = t.index;
    // the fee is known when every input's value is (the coinbase's is 0)
    const fee = t.coinbase ? '0' : t.valueIn === null ? null : str(t.fee);
    txs.push({ block_height: height, value: t.valueOut.toString(), fee, tx_index: txIndex, size: t.size, weight: t.weight, chain: key, txid, wtxid: t.wtxid === t.txid ? null : bytea(t.wtxid) });
    for (const o of t.outputs) {
      const script = scriptOf(o.address);
      outputs.push({ block_height: height, value: o.value.toString(), tx_index: txIndex, vout: o.vout, chain: key, script_type: scriptTypeCode(o.scriptType), script });
      if (o.address) addToSketch(sketch, o.address);
      activity.add(script, txIndex, ACTIVITY_IN);
    }
    for (const i of t.inputs) {
      const script = scriptOf(i.address);
      inputs.push({
        block_height: height,
        value: str(i.value),
        tx_index: txIndex,
        vin: i.vin,
        prev_vout: i.prevVout,
        chain: key,
        script_type: i.scriptType === null ? null : scriptTypeCode(i.scriptType),
        prev_txid: i.prevTxid === null ? null : bytea(i.prevTxid),
        script,
      });
      if (i.address) addToSketch(sketch, i.address);
      activity.add(script, txIndex, ACTIVITY_OUT);
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
      address_sketch: byteaOfBytes(sketch),
    },
    transactions: encodeRows(BTC_TXS, txs),
    outputs: encodeRows(BTC_OUTPUTS, outputs),
    inputs: encodeRows(BTC_INPUTS, inputs),
    activity: activity.encode(),
  };
}
