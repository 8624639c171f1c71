/**
 * A transaction as Core's TxToUniv writes it: txid, hash (wtxid), version, size, vsize, weight,
 * locktime, vin (coinbase or txid/vout/scriptSig, txinwitness, prevout at verbosity 3, sequence),
 * vout (value in BTC, n, scriptPubKey), fee when every input's prevout is known, hex.
 */
import { toHex } from './bytes';
import { btc } from './json-writer';
import type { BtcNetwork } from './network';
import { decodeTx, type TxInfo } from './raw-block';
import { scriptAsm } from './asm';
import { scriptPubKeyJson } from './script-json';
import type { KnownPrevout } from './view';

export interface TxJsonOptions {
  hex: boolean;
  /** the outputs this transaction's inputs spent (undefined: unknown) */
  prevouts?: readonly (KnownPrevout | undefined)[];
  /** add `prevout` objects to inputs (getblock verbosity 3, getrawtransaction verbosity 2) */
  showPrevouts: boolean;
  /** add `fee` (getblock verbosity ≥ 2, getrawtransaction verbosity 2) */
  showFee: boolean;
}

export function txJson(tx: TxInfo, net: BtcNetwork, opts: TxJsonOptions): Record<string, unknown> {
  const d = decodeTx(tx);
  const coinbase = d.inputs.length === 1 && d.inputs[0]!.index === 0xffffffff && d.inputs[0]!.txid.every((b: number) => b === 0);
  const known = !coinbase && opts.prevouts !== undefined && d.inputs.every((_, i) => opts.prevouts![i] !== undefined);
  const vin = d.inputs.map((input, i) => {
    const witness = d.witnesses?.[i];
    const txinwitness = witness && witness.length > 0 ? witness.map(toHex) : undefined;
    if (coinbase) return { coinbase: toHex(input.finalScriptSig), txinwitness, sequence: input.sequence };
    const p = opts.prevouts?.[i];
    const prevout =
      opts.showPrevouts && p
        ? { generated: p.generated, height: p.height, value: btc(p.value), scriptPubKey: scriptPubKeyJson(p.script, net) }
        : undefined;
    return {
      txid: toHex(input.txid),
      vout: input.index,
      scriptSig: { asm: scriptAsm(input.finalScriptSig, true), hex: toHex(input.finalScriptSig) },
      txinwitness,
      prevout,
      sequence: input.sequence,
    };
  });
  const vout = d.outputs.map((o, n) => ({ value: btc(o.amount), n, scriptPubKey: scriptPubKeyJson(o.script, net) }));
  const valueOut = d.outputs.reduce((s, o) => s + o.amount, 0n);
  const valueIn = known ? opts.prevouts!.reduce((s, p) => s + p!.value, 0n) : 0n;
  return {
    txid: tx.txid,
    hash: tx.wtxid,
    version: d.version,
    size: tx.size,
    vsize: tx.vsize,
    weight: tx.weight,
    locktime: d.lockTime,
    vin,
    vout,
    fee: opts.showFee && known ? btc(valueIn - valueOut) : undefined,
    hex: opts.hex ? toHex(tx.raw) : undefined,
  };
}
