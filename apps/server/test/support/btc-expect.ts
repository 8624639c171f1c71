/** Independent expectations for the Bitcoin routes, computed from the fixture objects (not from the rows or the code under test). */
import { feeOf, valueIn, valueOut, type BtcFixtureBlock, type BtcFixtureTx } from './btc-chain';

export interface Spender {
  txid: string;
  vin: number;
  height: number;
}

/** outpoint "txid:vout" → the input that spends it */
export function spenders(blocks: readonly BtcFixtureBlock[]): Map<string, Spender> {
  const out = new Map<string, Spender>();
  for (const b of blocks) for (const t of b.txs) t.inputs.forEach((inp, vin) => out.set(`${inp.prev.txid}:${inp.prev.vout}`, { txid: t.txid, vin, height: b.height }));
  return out;
}

/** fee / vsize in sat/vB, two decimals, half up */
export function rate2(fee: bigint, vsize: number): string {
  const hundredths = (fee * 100n * 2n + BigInt(vsize)) / (2n * BigInt(vsize));
  const s = hundredths.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

export function expectedTx(b: BtcFixtureBlock, index: number, tip: number, spentBy: Map<string, Spender>) {
  const t: BtcFixtureTx = b.txs[index]!;
  const fee = feeOf(t);
  return {
    id: `btc:${b.height}:${index}`,
    chain: 'btc',
    tx_id: t.txid,
    txid: t.txid,
    hash: t.txid,
    wtxid: t.wtxid,
    ctime: b.timestamp,
    timestamp: b.timestamp,
    block_height: b.height,
    block_hash: b.hash,
    tx_index: index,
    coinbase: t.coinbase,
    amount: valueOut(t).toString(),
    value: valueOut(t).toString(),
    value_in: t.coinbase ? null : valueIn(t).toString(),
    fee: fee.toString(),
    fee_rate: t.coinbase ? null : rate2(fee, t.vsize),
    size: t.size,
    vsize: t.vsize,
    weight: t.weight,
    status: 1,
    confirmations: tip - b.height + 1,
    vin: t.coinbase
      ? [{ vin: 0, txid: null, vout: null, coinbase: true, prevout: null }]
      : t.inputs.map((inp, vin) => ({
          vin,
          txid: inp.prev.txid,
          vout: inp.prev.vout,
          coinbase: false,
          prevout: { value: inp.prev.value.toString(), scriptPubKey: { address: inp.prev.address, type: inp.prev.scriptType } },
        })),
    btc_utxos: t.outputs.map((o, vout) => {
      const s = spentBy.get(`${t.txid}:${vout}`);
      return {
        id: `${t.txid}:${vout}`,
        vout_index: vout,
        address: o.address,
        value_satoshi: o.value.toString(),
        script_type: o.scriptType,
        spent_tx_id: s?.txid ?? null,
        spent_vin: s?.vin ?? null,
        spent_height: s?.height ?? null,
      };
    }),
  };
}
